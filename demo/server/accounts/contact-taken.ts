import { enUs } from "../../../sdk/i18n/locales/en-us.js";
import { hasPlusTag } from "../../../sdk/validation/email.js";
import { isUniqueViolation, type Queryable } from "../../db/database.js";
import { canonicalEmail } from "../../store/canonical-email.js";
import { findFansByContact } from "../../store/fans.js";
import { fanTextError, type HttpError } from "../api/validate.js";

/** core-journey §8 "Email already registered" (and its mobile-number twin). */
export const EMAIL_TAKEN = enUs.registration.alreadyRegistered;
export const MOBILE_TAKEN = enUs.registration.mobileAlreadyRegistered;

interface Contact {
  emailAddress: string | null;
}

const sameMailbox = (a: string | null, b: string | null): boolean =>
  a !== null && b !== null && canonicalEmail(a) === canonicalEmail(b);

/**
 * The 409 for a contact detail another fan of the campaign has: the email address if it is that one (in
 * any spelling of the same mailbox, so a.b@googlemail.com is taken by ab@gmail.com).
 */
export function contactTaken(others: readonly Contact[], contact: Contact): HttpError {
  const byEmail = others.some((fan) => sameMailbox(fan.emailAddress, contact.emailAddress));
  return fanTextError(
    409,
    { key: byEmail ? "registration.alreadyRegistered" : "registration.mobileAlreadyRegistered" },
    { field: byEmail ? "emailAddress" : "mobileNumber", asResult: true },
  );
}

/**
 * For a transaction's `.catch`: a concurrent request took the address between the checks and the
 * write, and a unique key refused it. That is the same 409 as when the checks see it.
 */
export function conflictOnDuplicate(contact: Contact) {
  return (error: unknown): never => {
    if (!isUniqueViolation(error)) throw error;
    throw contactTaken([contact], contact);
  };
}

/**
 * A plus-tagged spelling of an address the campaign has (a.b+x@googlemail.com for ab@gmail.com) is that
 * address's §8 duplicate, answered before the §5 plus-tag rule would call it invalid: the fan is told
 * the person is registered, and the address is refused either way.
 */
export async function refuseTakenSpelling(
  q: Queryable,
  campaignOid: string,
  emailAddress: string,
): Promise<void> {
  if (!hasPlusTag(emailAddress)) return;
  const contact = { emailAddress: emailAddress.trim().toLowerCase(), mobileNumber: null };
  const fans = await findFansByContact(q, campaignOid, contact);
  if (fans.length > 0) throw contactTaken(fans, contact);
}
