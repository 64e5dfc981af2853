import { z } from "zod/mini";

/** core-journey §1: the UI languages; en-us is the default. */
export const LANGUAGES = ["en-us", "ar", "es", "fr", "de", "nl"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en-us";
export const languageSchema = z.enum(LANGUAGES);

const RTL: ReadonlySet<Language> = new Set(["ar"]);

export const directionOf = (language: Language): "rtl" | "ltr" => (RTL.has(language) ? "rtl" : "ltr");

/** Accepts any casing and region spelling ("en-US", "AR") and answers a supported language or undefined. */
export function toLanguage(value: unknown): Language | undefined {
  if (typeof value !== "string") return undefined;
  const lower = value.trim().toLowerCase().replace("_", "-");
  const exact = languageSchema.safeParse(lower);
  if (exact.success) return exact.data;
  const base = lower.split("-")[0];
  if (base === "en") return "en-us";
  const byBase = languageSchema.safeParse(base);
  return byBase.success ? byBase.data : undefined;
}

/** The element's lang, else the campaign's defaultLanguage, else en-us (issue 4, engagement §2). */
export function pickLanguage(...candidates: unknown[]): Language {
  for (const candidate of candidates) {
    const language = toLanguage(candidate);
    if (language) return language;
  }
  return DEFAULT_LANGUAGE;
}
