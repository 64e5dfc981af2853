// core-journey §5 date of birth: one text field in strict dd/MM/yyyy. Phones show a digits-only keypad
// for inputmode=numeric, without a slash: the slashes are put in as the fan types or pastes digits.
// Nothing else is changed, so "1/1/1990" or "01-01-1990" still reach the strict rule and its
// 'Invalid date format'.

const DAY_OR_MONTH_DONE = /^\d{2}$|^\d{2}\/\d{2}$/;

/** The date field's text after a change from `previous` to `typed`. */
export function typeDate(typed: string, previous: string): string {
  const text = typed.trimStart();
  // Deleting: never put back the slash the fan just removed.
  if (text.length <= previous.length) return text;
  // A slash typed right after one put in for the fan is the same slash.
  if (text === `${previous}/` && previous.endsWith("/")) return previous;
  if (/^\d{3,8}$/.test(text)) {
    const parts = [text.slice(0, 2), text.slice(2, 4), text.slice(4)].filter(Boolean);
    const joined = parts.join("/");
    return DAY_OR_MONTH_DONE.test(joined) ? `${joined}/` : joined;
  }
  return DAY_OR_MONTH_DONE.test(text) ? `${text}/` : text;
}
