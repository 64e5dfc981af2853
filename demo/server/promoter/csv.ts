// RFC 4180 fields. Free text a fan typed is also kept from being read as a spreadsheet formula (a cell
// starting with = + - @ is prefixed with '), the usual defence against CSV injection.

const NEEDS_QUOTES = /[",\r\n]/;
const FORMULA = /^[=+\-@\t\r]/;

export function csvField(value: unknown, { freeText = false } = {}): string {
  if (value === null || value === undefined) return "";
  let text = Array.isArray(value)
    ? value.join("; ")
    : typeof value === "object"
      ? JSON.stringify(value)
      : String(value);
  if (freeText && FORMULA.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export const csvRow = (fields: readonly string[]): string => `${fields.join(",")}\r\n`;
