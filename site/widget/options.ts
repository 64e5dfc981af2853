import { z } from "zod/mini";
import { CAMPAIGN_URI } from "../../sdk/loader/protocol.js";

/**
 * A CSS hex colour of 3, 4, 6 or 8 digits, given as `#ff0000`, `ff0000` (the '#' left out) or `%23ff0000`
 * (a '#' encoded once too often, e.g. typed encoded into a data attribute); always answered with its '#'.
 */
export const HexColorSchema = z.pipe(
  z.pipe(
    z.pipe(
      z.string().check(z.trim()),
      z.transform((value) => value.replace(/^(#|%23)/i, "")),
    ),
    z.string().check(z.regex(/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i)),
  ),
  z.transform((hex) => `#${hex}`),
);

/** engagement §2/§7: the register-button widget's options, read from its frame URL. */
export const WidgetOptionsSchema = z.object({
  campaign: z.string().check(z.regex(CAMPAIGN_URI)),
  type: z.catch(z.enum(["banner", "button", "link"]), "banner"),
  widgetColor: z.catch(z.optional(HexColorSchema), undefined),
  widgetText: z.catch(
    z.optional(z.string().check(z.trim()).check(z.minLength(1)).check(z.maxLength(120))),
    undefined,
  ),
  widgetWidth: z.catch(
    z.optional(z.coerce.number().check(z.int()).check(z.gte(120)).check(z.lte(2000))),
    undefined,
  ),
  widgetAlign: z.catch(z.enum(["left", "right", "center"]), "center"),
  signupForm: z.pipe(
    z.optional(z.string()),
    z.transform((value) => value === "true"),
  ),
});
export type WidgetOptions = z.infer<typeof WidgetOptionsSchema>;

/** The options of a widget frame URL's query, or undefined when the campaign is missing or malformed. */
export function readWidgetOptions(search: string): WidgetOptions | undefined {
  const params = Object.fromEntries(new URLSearchParams(search));
  const parsed = WidgetOptionsSchema.safeParse(params);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The origin of the page that loaded this frame: `location.ancestorOrigins` where the browser has it
 * (cannot be forged), else the referrer (the origin only, under the default referrer policy).
 */
export function parentOriginOf(
  ancestorOrigins: readonly string[] | undefined,
  referrer: string,
): string | undefined {
  const candidate = ancestorOrigins?.[0] ?? referrer;
  if (!candidate) return undefined;
  try {
    const origin = new URL(candidate).origin;
    return origin === "null" ? undefined : origin;
  } catch {
    return undefined;
  }
}
