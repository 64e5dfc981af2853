import { z } from "zod/mini";
import { INVITE_CHANNELS } from "../../social/channel-orders.js";
import { HexColorSchema, StepSchema, UrlSchema } from "./common.js";
import { HeroFocusSchema } from "./hero-focus.js";
import { withMeta } from "./meta.js";

/** core-journey §9: default theme colour. */
export const DEFAULT_COLOR = "#7344c0";

/** engagement §2 invite screen: the invite channels (copy is the link field), from the channel table. */
export const InviteChannelSchema = withMeta(z.enum(INVITE_CHANNELS), { id: "InviteChannel" });

export const PrivacyPolicySchema = withMeta(
  z.object({ url: z.optional(UrlSchema), companyName: z.optional(z.string()) }),
  { id: "PrivacyPolicy" },
);

/** core-journey §3 presentation.meta.register. */
export const RegisterPresentationSchema = withMeta(
  z.object({
    customCta: z
      .optional(z.string())
      .check(z.describe("Register button label; the default label when absent")),
    noPoints: z.optional(z.boolean()).check(z.describe("Hide points lines (invite, messenger prompts)")),
    customSuccessPage: z
      .optional(
        z.object({
          message: z.optional(z.string()),
          buttonEnabled: z._default(z.boolean(), false),
          buttonText: z.optional(z.string()),
          buttonUrl: z.optional(UrlSchema),
        }),
      )
      .check(z.describe("Classic success screen content (core-journey §2)")),
    privacyPolicy: z.optional(PrivacyPolicySchema),
    media: z.optional(z.object({ noImageBackground: z.optional(z.boolean()) })),
  }),
  { id: "RegisterPresentation" },
);

export const CampaignPresentationSchema = withMeta(
  z.object({
    description: z.optional(z.string()).check(z.describe("Plain text; line breaks are kept")),
    color: z._default(HexColorSchema, DEFAULT_COLOR),
    timeZone: z.optional(z.string()).check(z.describe("IANA time zone for displayed dates")),
    flow: z
      .optional(z.array(StepSchema))
      .check(
        z.describe(
          "Ordered steps. Absent: register, share, follow, invite. success is appended when missing; " +
            "payment is inserted second when payment is required with an amount (core-journey §2)",
        ),
      ),
    pageOptions: z.optional(z.record(z.string(), z.unknown())).check(z.describe("Per-page display options")),
    metaTitle: z.optional(z.string()),
    metaDescription: z.optional(z.string()),
    inviteChannels: z
      .optional(z.array(InviteChannelSchema).check(z.minLength(1)))
      .check(
        z.describe(
          "Invite screen channels in their order ('copy' is the link field). Absent: all of them, buttons " +
            "ordered messenger, instagram, tiktok, twitter, email, whatsapp, sms. Email is always added (engagement §2)",
        ),
      ),
    meta: z.optional(
      z.object({
        register: z.optional(RegisterPresentationSchema),
        invite: z
          .optional(
            z.partialRecord(InviteChannelSchema, z.object({ buttonCopy: z.string().check(z.minLength(1)) })),
          )
          .check(z.describe("Per-channel invite button label")),
      }),
    ),
    customLive: z
      .optional(z.object({ headerText: z.optional(z.string()), bodyText: z.optional(z.string()) }))
      .check(z.describe("Livestream page copy")),
    heroFocus: z.optional(HeroFocusSchema),
    media: z.optional(
      z.object({
        externalVideoUrl: z.optional(UrlSchema).check(z.describe("Video hero")),
        externalVideoMediaType: z
          .optional(z.string())
          .check(z.describe("MIME type of the video, e.g. video/mp4")),
      }),
    ),
  }),
  { id: "CampaignPresentation" },
);

export type InviteChannel = z.infer<typeof InviteChannelSchema>;
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>;
export type RegisterPresentation = z.infer<typeof RegisterPresentationSchema>;
export type CampaignPresentation = z.infer<typeof CampaignPresentationSchema>;
