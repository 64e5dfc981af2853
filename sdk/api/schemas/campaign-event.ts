import { z } from "zod/mini";
import { STREAM_PROVIDERS } from "../../stream/stream-providers.js";
import { IsoDateTimeSchema, UrlSchema } from "./common.js";
import { withMeta } from "./meta.js";

/** engagement §2 event information: online event or Zoom details. */
export const MeetingSchema = withMeta(
  z.object({
    type: z.enum(["zoom", "other"]),
    url: z.optional(UrlSchema),
    id: z.optional(z.string()).check(z.describe("Meeting id")),
    password: z.optional(z.string()),
  }),
  { id: "Meeting" },
);

/** core-journey §3 / engagement §3 "event". An rsvp with a meeting is the online variant. */
export const CampaignEventSchema = withMeta(
  z.object({
    name: z.optional(z.string()),
    startDate: z.optional(IsoDateTimeSchema).check(z.describe("Livestreams are live once this passes")),
    endDate: z.optional(IsoDateTimeSchema),
    timeZone: z.optional(z.string()).check(z.describe("IANA time zone, e.g. Australia/Melbourne")),
    location: z.optional(z.string()).check(z.describe("Venue name and address, free text")),
    presentation: z.optional(
      z.object({
        website: z.optional(UrlSchema),
        ticketPrice: z
          .optional(z.string().check(z.minLength(1)))
          .check(
            z.describe(
              "Display text for the event information, e.g. 'From A$89.90'; else a paid campaign's price",
            ),
          ),
        liveStreamUrl: z
          .optional(z.string().check(z.minLength(1)))
          .check(
            z.describe(
              "Stream page; provider detected from the host (youtube, facebook, twitch, vimeo); " +
                "https:// is prepended when missing. Absent: 'stream starting soon'. Never in the public " +
                "lookup of a campaign with gated sessions: there the stream-url call answers it",
            ),
          ),
        liveStreamChannel: z
          .optional(z.enum([...STREAM_PROVIDERS, "url"]))
          .check(
            z.describe(
              "Set by the server in place of liveStreamUrl when sessions are gated: the stream's provider " +
                "(url for another host), so the page knows a stream exists and which register action it needs",
            ),
          ),
      }),
    ),
    meta: z.optional(z.object({ meeting: z.optional(MeetingSchema) })),
  }),
  { id: "CampaignEvent" },
);

export type Meeting = z.infer<typeof MeetingSchema>;
export type CampaignEvent = z.infer<typeof CampaignEventSchema>;
