import type { CampaignAccount } from "../../../sdk/api/schemas/campaign-account.js";
import type { AccountPacket } from "../../../sdk/api/schemas/registration-packet.js";
import type { AccountRow } from "../../store/accounts.js";
import { HttpError } from "../api/validate.js";
import { newOid } from "../crypto/tokens.js";
import { checkDob, checkPostcode, normaliseEmail, normaliseMobile } from "./contact-rules.js";

// The account packet (core-journey §3) as the server keeps it: contact details normalised (lower-case
// email, E.164 mobile) in their own columns for the unique keys, the other fields trimmed in `profile`.

const TEXT_FIELDS = [
  "optusAccountNumber",
  "firstName",
  "lastName",
  "postcode",
  "city",
  "state",
  "country",
  "streetAddress",
  "facebookUserId",
] as const;

/** Validates and normalises a packet into account columns (without an oid yet). */
export function accountFromPacket(packet: AccountPacket, now = new Date()): Omit<AccountRow, "oid"> {
  const emailAddress = packet.emailAddress ? normaliseEmail(packet.emailAddress) : null;
  const mobileNumber = packet.mobileNumber ? normaliseMobile(packet.mobileNumber) : null;
  if (packet.registrationType === "email" && !emailAddress) {
    throw new HttpError(400, "Your Email Address is required", "emailAddress");
  }
  if (packet.registrationType === "mobile" && !mobileNumber) {
    throw new HttpError(400, "Your Mobile Number is required", "mobileNumber");
  }
  const profile: Record<string, unknown> = { registrationType: packet.registrationType };
  for (const key of TEXT_FIELDS) {
    const value = packet[key]?.trim();
    if (value) profile[key] = value;
  }
  if (packet.dob) {
    checkDob(packet.dob, now);
    profile.dob = packet.dob;
  }
  if (packet.gender !== undefined) profile.gender = packet.gender;
  if (typeof profile.postcode === "string") {
    checkPostcode(profile.postcode, typeof profile.country === "string" ? profile.country : undefined);
  }
  return { emailAddress, mobileNumber, profile };
}

export const newAccountOid = (): string => newOid("acc");

/** The names a fan shows (referees, the referrer banner) come from the account. */
export function namesOf(account: Pick<AccountRow, "profile">): { firstName?: string; lastName?: string } {
  const { firstName, lastName } = account.profile;
  return {
    ...(typeof firstName === "string" && { firstName }),
    ...(typeof lastName === "string" && { lastName }),
  };
}

/** The value of a predefined registration field on the account, if any. */
export function accountValue(account: Omit<AccountRow, "oid">, key: string): unknown {
  if (key === "emailAddress") return account.emailAddress ?? undefined;
  if (key === "mobileNumber") return account.mobileNumber ?? undefined;
  return account.profile[key];
}

/** core-journey §7 "201 returns the account" (also GET /campaign-uri's campaignAccount). */
export function accountView(
  account: AccountRow,
  context: { campaignOid?: string | null; promoterOid?: string },
): CampaignAccount {
  const { registrationType, facebookUserId: _facebook, ...fields } = account.profile;
  return {
    ...(fields as Partial<CampaignAccount>),
    oid: account.oid,
    ...(account.emailAddress && { emailAddress: account.emailAddress }),
    ...(account.mobileNumber && { mobileNumber: account.mobileNumber }),
    ...(typeof registrationType === "string" && {
      registrationType: registrationType as CampaignAccount["registrationType"],
    }),
    ...(context.campaignOid && { campaignOid: context.campaignOid }),
    ...(context.promoterOid && { promoterOid: context.promoterOid }),
  };
}
