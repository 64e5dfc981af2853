import { z } from "zod";
import { HexColorSchema, StepSchema, UrlSchema } from "./common.js";

/** core-journey §9: default theme colour. */
export const DEFAULT_COLOR = "#7344c0";

/** engagement §2 invite screen: the invite channels (copy is the link field). */
export const InviteChannelSchema = z
  .enum(["messenger", "instagram", "copy", "sms", "whatsapp", "twitter", "email", "tiktok"])
  .meta({ id: "InviteChannel" });

export const PrivacyPolicySchema = z
  .object({ url: UrlSchema.optional(), companyName: z.string().optional() })
  .meta({ id: "PrivacyPolicy" });

/** core-journey §3 presentation.meta.register. */
export const RegisterPresentationSchema = z
  .object({
    customCta: z.string().optional().describe("Register button label; the default label when absent"),
    noPoints: z.boolean().optional().describe("Hide points lines (invite, messenger prompts)"),
    customSuccessPage: z
      .object({
        message: z.string().optional(),
        buttonEnabled: z.boolean().default(false),
        buttonText: z.string().optional(),
        buttonUrl: UrlSchema.optional(),
      })
      .optional()
      .describe("Classic success screen content (core-journey §2)"),
    privacyPolicy: PrivacyPolicySchema.optional(),
    media: z.object({ noImageBackground: z.boolean().optional() }).optional(),
  })
  .meta({ id: "RegisterPresentation" });

export const CampaignPresentationSchema = z
  .object({
    description: z.string().optional().describe("Plain text; line breaks are kept"),
    color: HexColorSchema.default(DEFAULT_COLOR),
    timeZone: z.string().optional().describe("IANA time zone for displayed dates"),
    flow: z
      .array(StepSchema)
      .optional()
      .describe(
        "Ordered steps. Absent: register, share, follow, invite. success is appended when missing; " +
          "payment is inserted second when payment is required with an amount (core-journey §2)",
      ),
    pageOptions: z.record(z.string(), z.unknown()).optional().describe("Per-page display options"),
    metaTitle: z.string().optional(),
    metaDescription: z.string().optional(),
    inviteChannels: z
      .array(InviteChannelSchema)
      .min(1)
      .optional()
      .describe(
        "Invite screen channels in their order ('copy' is the link field). Absent: all of them, buttons " +
          "ordered messenger, instagram, tiktok, twitter, email, whatsapp, sms. Email is always added (engagement §2)",
      ),
    meta: z
      .object({
        register: RegisterPresentationSchema.optional(),
        invite: z
          .partialRecord(InviteChannelSchema, z.object({ buttonCopy: z.string().min(1) }))
          .optional()
          .describe("Per-channel invite button label"),
      })
      .optional(),
    customLive: z
      .object({ headerText: z.string().optional(), bodyText: z.string().optional() })
      .optional()
      .describe("Livestream page copy"),
    media: z
      .object({
        externalVideoUrl: UrlSchema.optional().describe("Video hero"),
        externalVideoMediaType: z.string().optional().describe("MIME type of the video, e.g. video/mp4"),
      })
      .optional(),
  })
  .meta({ id: "CampaignPresentation" });

export type InviteChannel = z.infer<typeof InviteChannelSchema>;
export type PrivacyPolicy = z.infer<typeof PrivacyPolicySchema>;
export type RegisterPresentation = z.infer<typeof RegisterPresentationSchema>;
export type CampaignPresentation = z.infer<typeof CampaignPresentationSchema>;
