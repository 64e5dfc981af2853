import { z } from "zod";
import { CAMPAIGN_URI } from "../../sdk/loader/protocol.js";

/**
 * A CSS hex colour of 3, 4, 6 or 8 digits, given as `#ff0000`, `ff0000` (the '#' left out) or `%23ff0000`
 * (a '#' encoded once too often, e.g. typed encoded into a data attribute); always answered with its '#'.
 */
export const HexColorSchema = z
  .string()
  .trim()
  .transform((value) => value.replace(/^(#|%23)/i, ""))
  .pipe(z.string().regex(/^(?:[0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/i))
  .transform((hex) => `#${hex}`);

/** engagement §2/§7: the register-button widget's options, read from its frame URL. */
export const WidgetOptionsSchema = z.object({
  campaign: z.string().regex(CAMPAIGN_URI),
  type: z.enum(["banner", "button", "link"]).catch("banner"),
  widgetColor: HexColorSchema.optional().catch(undefined),
  widgetText: z.string().trim().min(1).max(120).optional().catch(undefined),
  widgetWidth: z.coerce.number().int().min(120).max(2000).optional().catch(undefined),
  widgetAlign: z.enum(["left", "right", "center"]).catch("center"),
  signupForm: z
    .string()
    .optional()
    .transform((value) => value === "true"),
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
