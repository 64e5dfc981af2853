import { type CountryNames, keepCountryNames } from "./country-names.js";

/** ISO 3166-1 alpha-2 codes (lower case) of the countries offered in country pickers. */
export const COUNTRY_CODES = (
  "ad ae af ag ai al am ao ar as at au aw ax az ba bb bd be bf bg bh bi bj bl bm bn bo bq br bs bt bw by bz " +
  "ca cc cd cf cg ch ci ck cl cm cn co cr cu cv cw cx cy cz de dj dk dm do dz ec ee eg eh er es et fi fj fk fm " +
  "fo fr ga gb gd ge gf gg gh gi gl gm gn gp gq gr gt gu gw gy hk hn hr ht hu id ie il im in io iq ir is it je " +
  "jm jo jp ke kg kh ki km kn kp kr kw ky kz la lb lc li lk lr ls lt lu lv ly ma mc md me mf mg mh mk ml mm mn " +
  "mo mp mq mr ms mt mu mv mw mx my mz na nc ne nf ng ni nl no np nr nu nz om pa pe pf pg ph pk pl pm pr ps pt " +
  "pw py qa re ro rs ru rw sa sb sc sd se sg sh si sj sk sl sm sn so sr ss st sv sx sy sz tc td tg th tj tk tl " +
  "tm tn to tr tt tv tw tz ua ug us uy uz va vc ve vg vi vn vu wf ws xk ye yt za zm zw"
).split(" ");

// Names are kept per language: making a formatter costs about 0.8 ms on a phone and naming a country about
// 0.4 ms, and a country picker names ~250 countries at each render of its form (measured on the register
// page at 4x CPU: 184 ms of main-thread work in its first render before they were kept). The first
// formatter of a page also loads the browser's region data: 60-80 ms at 4x CPU on this machine (issue 22).

function regionNames(language: string): Intl.DisplayNames | undefined {
  try {
    return new Intl.DisplayNames([language === "en-us" ? "en-US" : language], { type: "region" });
  } catch {
    return undefined;
  }
}

function nameOf(formatter: Intl.DisplayNames | undefined, code: string): string {
  try {
    return formatter?.of(code.toUpperCase()) ?? code.toUpperCase();
  } catch {
    return code.toUpperCase();
  }
}

/**
 * Every offered country's name in the UI language, from the browser (Intl.DisplayNames costs no bytes), made
 * once per language: the first formatter of a page loads the browser's region data, so a screen loads this
 * module and makes them after its first render (elements/form/use-country-names.ts).
 */
export function countryNames(language: string): CountryNames {
  return keepCountryNames(language, () => {
    const formatter = regionNames(language);
    const names = new Map(COUNTRY_CODES.map((each) => [each, nameOf(formatter, each)]));
    return { codes: COUNTRY_CODES, of: (code) => names.get(code) ?? nameOf(formatter, code) };
  });
}

/** A country's name in the UI language. */
export const countryName = (code: string, language: string): string => countryNames(language).of(code);
