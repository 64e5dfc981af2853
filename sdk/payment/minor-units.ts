// core-journey §4 and §9: money travels in the currency's minor units (cents; yen for JPY).

/**
 * core-journey §4: amounts become minor units by the currency's decimal digits. Works on the digits
 * of the text, so 19.99 is exactly 1999 (no floating-point rounding).
 */
export function toMinorUnits(amount: string, digits: number): number {
  const [whole = "0", fraction = ""] = amount.trim().split(".");
  return Number(`${whole}${fraction.padEnd(digits, "0").slice(0, digits)}`);
}

/** core-journey §9: "the amount divided by ten to the power of the decimal digits". */
export const fromMinorUnits = (minor: number, digits: number): number => minor / 10 ** digits;
