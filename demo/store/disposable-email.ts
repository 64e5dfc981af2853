import { disposableEmailBlocklistSet } from "disposable-email-domains-js";

// Disposable (throwaway) mailboxes, from the maintained list of disposable-email-domains-js (about 9,000
// domains; update the package to refresh it). Fans with one are flagged so a promoter can exclude them;
// a campaign may refuse them (registrations.excludeDisposableEmails).

let domains: ReadonlySet<string> | undefined;

/** Whether the address is at a listed domain, or at a subdomain of one (x@mx.mailinator.com). */
export function isDisposableEmail(address: string): boolean {
  domains ??= disposableEmailBlocklistSet();
  const domain = address
    .slice(address.lastIndexOf("@") + 1)
    .trim()
    .toLowerCase();
  const labels = domain.split(".");
  for (let start = 0; start < labels.length - 1; start += 1) {
    if (domains.has(labels.slice(start).join("."))) return true;
  }
  return false;
}
