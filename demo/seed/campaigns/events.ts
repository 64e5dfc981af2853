import type { CampaignInput } from "../../../sdk/api/schemas/index.js";
import { campaignBase, companyPolicy, HOUR, predefinedFields, type SeedClock } from "../seed-kit.js";
import { shares, velvetComets } from "../social-accounts.js";

// Livestreams (live now, and starting later) and rsvp events (at a venue, and online).

export function eventCampaigns(clock: SeedClock): CampaignInput[] {
  const livestream: CampaignInput = {
    ...campaignBase("cmp_demo_livestream", "l/demo-livestream", "livestream"),
    type: "livestream",
    name: "Live from the Lighthouse: Acoustic Session",
    endDate: clock.at(3 * HOUR),
    event: {
      name: "Live from the Lighthouse",
      // Started half an hour ago: live now (engagement §4 live check).
      startDate: clock.at(-0.5 * HOUR),
      endDate: clock.at(3 * HOUR),
      timeZone: "Australia/Hobart",
      location: "Online",
      presentation: { liveStreamUrl: "https://www.youtube.com/watch?v=jfKfPfyJRdk" },
    },
    presentation: {
      description: "An intimate acoustic set streamed from a lighthouse. Register to get your login link.",
      flow: ["register", "share", "invite", "success"],
      // engagement §2: the promoter's own invite channels and order (email is always added).
      inviteChannels: ["copy", "whatsapp", "messenger", "sms"],
      customLive: {
        headerText: "We're live",
        bodyText: "One login per person: opening your link on another device ends this session.",
      },
    },
    settings: { gatedSessions: true, privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
    socialActions: { socialAccounts: [velvetComets], shares },
  };

  const livestreamSoon: CampaignInput = {
    ...campaignBase("cmp_demo_livestream_soon", "l/demo-livestream-soon", "livestream-soon"),
    type: "livestream",
    name: "Aurora Tour Rehearsal Stream",
    endDate: clock.at(30),
    event: {
      name: "Aurora Tour rehearsal stream",
      // No stream URL yet: the player shows 'stream starting soon' (engagement §4).
      startDate: clock.at(30),
      endDate: clock.at(30 + 2 * HOUR),
      timeZone: "Australia/Melbourne",
      location: "Online",
    },
    presentation: {
      description:
        "Watch the band rehearse the Aurora Tour set, a month from today. Register now for the link.",
      flow: ["register", "share", "success"],
    },
    settings: { gatedSessions: true, privacyPolicy: companyPolicy },
    registrations: { providers: ["email"], fields: predefinedFields(["emailAddress", "firstName"]) },
    socialActions: { socialAccounts: [velvetComets], shares },
  };

  const rsvp: CampaignInput = {
    ...campaignBase("cmp_demo_rsvp", "r/demo-rsvp", "rsvp"),
    type: "rsvp",
    name: "RSVP: Aurora Album Listening Party",
    endDate: clock.at(20),
    event: {
      name: "Aurora listening party",
      startDate: clock.at(21),
      endDate: clock.at(21 + 3 * HOUR),
      timeZone: "Australia/Melbourne",
      location: "The Corner Hotel, 57 Swan Street, Richmond VIC 3121",
      presentation: { website: "https://www.cornerhotel.example/" },
    },
    presentation: {
      description: "Hear the new album before release, with the band. Free entry, RSVP required.",
      flow: ["register", "success"],
      // A portrait of the venue: the heroes' 16:9 crop keeps its lit doorway, in the upper third.
      heroFocus: { x: 50, y: 28 },
      meta: {
        register: {
          customCta: "RSVP",
          customSuccessPage: {
            message: "You're on the list. Show your name at the door.",
            buttonEnabled: true,
            buttonText: "Join the mailing list",
            buttonUrl: "/m/demo-optin/",
          },
        },
      },
    },
    settings: { privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName", "postcode"], ["postcode"]),
    },
  };

  const rsvpOnline: CampaignInput = {
    ...campaignBase("cmp_demo_rsvp_online", "r/demo-rsvp-online", "rsvp-online"),
    type: "rsvp",
    name: "RSVP: Songwriting Q&A (online)",
    endDate: clock.at(13),
    event: {
      name: "Songwriting Q&A with The Velvet Comets",
      startDate: clock.at(14),
      endDate: clock.at(14 + 1.5 * HOUR),
      timeZone: "Australia/Sydney",
      location: "Online",
      meta: {
        meeting: {
          type: "zoom",
          url: "https://zoom.us/j/84512345678",
          id: "845 1234 5678",
          password: "comets",
        },
      },
    },
    presentation: {
      description:
        "Ask the band how the songs on Aurora came together. Join the online meeting below; RSVP to get a reminder.",
      flow: ["register", "success"],
      meta: { register: { customCta: "RSVP" } },
    },
    settings: { privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
  };

  return [livestream, livestreamSoon, rsvp, rsvpOnline];
}
