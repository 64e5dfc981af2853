import { z } from "zod";
import { IsoDateTimeSchema, UrlSchema } from "./common.js";

/** engagement §2 event information: online event or Zoom details. */
export const MeetingSchema = z
  .object({
    type: z.enum(["zoom", "other"]),
    url: UrlSchema.optional(),
    id: z.string().optional().describe("Meeting id"),
    password: z.string().optional(),
  })
  .meta({ id: "Meeting" });

/** core-journey §3 / engagement §3 "event". An rsvp with a meeting is the online variant. */
export const CampaignEventSchema = z
  .object({
    name: z.string().optional(),
    startDate: IsoDateTimeSchema.optional().describe("Livestreams are live once this passes"),
    endDate: IsoDateTimeSchema.optional(),
    timeZone: z.string().optional().describe("IANA time zone, e.g. Australia/Melbourne"),
    location: z.string().optional().describe("Venue name and address, free text"),
    presentation: z
      .object({
        website: UrlSchema.optional(),
        ticketPrice: z
          .string()
          .min(1)
          .optional()
          .describe(
            "Display text for the event information, e.g. 'From A$89.90'; else a paid campaign's price",
          ),
        liveStreamUrl: z
          .string()
          .min(1)
          .optional()
          .describe(
            "Stream page; provider detected from the host (youtube, facebook, twitch, vimeo); " +
              "https:// is prepended when missing. Absent: 'stream starting soon'",
          ),
      })
      .optional(),
    meta: z.object({ meeting: MeetingSchema.optional() }).optional(),
  })
  .meta({ id: "CampaignEvent" });

export type Meeting = z.infer<typeof MeetingSchema>;
export type CampaignEvent = z.infer<typeof CampaignEventSchema>;
