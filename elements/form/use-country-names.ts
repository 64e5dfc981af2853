import { useEffect, useState } from "react";
import { type CountryNames, keptCountryNames } from "../../sdk/i18n/country-names.js";

/**
 * The countries and their names in the fan's language, for a picker. Making the names (the browser loading
 * its region data, then ~250 names) took 60-80 ms of main thread at 4x CPU inside the form's first render,
 * the largest part of the register page's longest task (issue 22: Total Blocking Time). Unless made already
 * (the server makes them before it renders a screen: demo/server/pages/first-screen-markup.ts), the codes
 * load and the names are made after the first render, in a task of their own. Undefined until then: the
 * picker says it is busy, so a served screen stays on until they are in (elements/runtime/served-screen.ts)
 * and the fan never sees a picker without them. A failed load is tried again, as long as the picker shows.
 */
export function useCountryNames(language: string): CountryNames | undefined {
  const [made, setMade] = useState(() => ({ language, names: keptCountryNames(language) }));
  const current = made.language === language ? made.names : keptCountryNames(language);
  useEffect(() => {
    if (current) return;
    let live = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    const load = (attempt: number) =>
      import("../../sdk/i18n/countries.js").then(
        ({ countryNames }) => live && setMade({ language, names: countryNames(language) }),
        () => {
          if (live) retry = setTimeout(() => load(attempt + 1), Math.min(8_000, 500 * 2 ** attempt));
        },
      );
    load(0);
    return () => {
      live = false;
      clearTimeout(retry);
    };
  }, [language, current]);
  return current;
}
