// One person, one address: the form of an email address that the campaign's unique key compares
// (docs/security.md "Points, referrals and purchases"). The fan's own spelling is kept for sending mail.

/** Gmail delivers every one of these to the same mailbox. */
const GMAIL_DOMAINS: ReadonlySet<string> = new Set(["gmail.com", "googlemail.com"]);

/**
 * Lower case; a plus-tag dropped (ann+promo@ and ann@ reach one mailbox at Gmail, Outlook, iCloud,
 * Fastmail, Proton and most hosts that allow them at all); for Gmail also every dot of the local part,
 * and googlemail.com is gmail.com. Dots elsewhere are kept: other providers treat them as letters.
 */
export function canonicalEmail(address: string): string {
  const email = address.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  if (at <= 0) return email;
  let local = email.slice(0, at);
  let domain = email.slice(at + 1);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  if (GMAIL_DOMAINS.has(domain)) {
    domain = "gmail.com";
    local = local.replaceAll(".", "");
  }
  return `${local}@${domain}`;
}
