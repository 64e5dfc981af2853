import { z } from "zod/mini";
import { LANGUAGES } from "./languages.js";

/** A supported UI language, exactly as the table spells it (toLanguage accepts other spellings). */
export const languageSchema = z.enum(LANGUAGES);
