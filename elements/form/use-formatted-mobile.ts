import { useEffect, useState } from "react";
import { formatMobileNumber } from "../../sdk/validation/mobile-number.js";

/**
 * A mobile number (E.164 or as composed by the field) as the phone library writes it for the fan
 * ("+61 402 353 478"); undefined while the library loads (it is already warm once the phone field had
 * focus). A number the library cannot read, or a failed load, shows as given.
 */
export function useFormattedMobile(value: string | undefined): string | undefined {
  const [shown, setShown] = useState<{ value: string; text: string }>();
  useEffect(() => {
    if (!value) return;
    let live = true;
    const show = (text: string | undefined) => live && setShown({ value, text: text ?? value });
    formatMobileNumber(value).then(show, () => show(undefined));
    return () => {
      live = false;
    };
  }, [value]);
  return shown && shown.value === value ? shown.text : undefined;
}
