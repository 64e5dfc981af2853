import { useEffect, useState } from "react";
import { type CountryNames, countryNames, keptCountryNames } from "../../sdk/i18n/countries.js";

/**
 * The countries' names in the fan's language for a picker. Making them (the browser loading its region data,
 * then ~250 names) took 60-80 ms of main thread at 4x CPU inside the form's first render, the largest part
 * of the register page's longest task (issue 22: Total Blocking Time). Unless made already (the server makes
 * them before it renders a screen: demo/server/pages/first-screen-markup.ts), they are made in a task of
 * their own after the first render. Undefined until then: the picker says it is busy, so a served screen
 * stays on until they are in (elements/runtime/served-screen.ts) and the fan never sees a picker without them.
 */
export function useCountryNames(language: string): CountryNames | undefined {
  const [made, setMade] = useState(() => ({ language, names: keptCountryNames(language) }));
  const current = made.language === language ? made.names : keptCountryNames(language);
  useEffect(() => {
    if (current) return;
    const timer = setTimeout(() => setMade({ language, names: countryNames(language) }));
    return () => clearTimeout(timer);
  }, [language, current]);
  return current;
}
