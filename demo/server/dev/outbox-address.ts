// `GET /__dev/outbox?to=…` is typed by hand (CONTRACT.md's example is `?to=+61412345678`), and a query
// string decodes a literal `+` as a space (application/x-www-form-urlencoded): the number arrived as
// " 61412345678" and matched nothing. Neither an E.164 number nor an email address ever holds a space,
// so a space where one of them would have a `+` was a `+`.

/** An E.164 number whose leading `+` became a space: up to 15 digits, the first never 0. */
const E164_PLUS_DECODED = /^ ([1-9]\d{1,14})$/;

/**
 * The address a decoded `to` names. A space then digits is that E.164 number; in an email address
 * (`a b@x.com` from a literal `a+b@x.com`) every inner space is a `+`. Spaces around the address are
 * padding (the outbox page's field sends them as `+` too), so a `+` typed at the very start or end of an
 * email address must be sent as `%2B`.
 */
export function outboxAddress(decoded: string): string {
  const number = E164_PLUS_DECODED.exec(decoded.trimEnd());
  if (number) return `+${number[1]}`;
  const address = decoded.trim();
  return address.includes("@") ? address.replace(/ /g, "+") : address;
}
