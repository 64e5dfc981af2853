import type { CampaignInput, RegistrationFieldInput } from "../../../sdk/api/schemas/index.js";
import {
  asset,
  campaignBase,
  companyPolicy,
  DEMO_COMPANY,
  heroImage,
  predefinedFields,
  type SeedClock,
  termsDocument,
} from "../seed-kit.js";
import { harbourLights, shares, velvetComets } from "../social-accounts.js";

// Campaigns that reward engagement rather than sell: competition, giveaway, ballot, waitlist, opt-in.

/** w/demo-waitlist: one custom field of every type (core-journey §3), the last one optional. */
const waitlistCustomFields: RegistrationFieldInput[] = [
  {
    oid: "cf_demo_favourite_song",
    key: "favourite_song",
    name: "Favourite Velvet Comets song",
    type: { key: "text" },
    order: 1,
  },
  {
    oid: "cf_demo_ticket_count",
    key: "tickets_needed",
    name: "Tickets needed",
    type: { key: "number" },
    order: 2,
  },
  {
    oid: "cf_demo_first_show",
    key: "first_show",
    name: "Date of your first Velvet Comets show",
    type: { key: "date" },
    order: 3,
  },
  {
    oid: "cf_demo_city",
    key: "city_to_attend",
    name: "City you'd attend",
    type: { key: "dropdown-single" },
    order: 4,
    options: [
      { name: "Sydney", tagOid: "tag_demo_sydney" },
      { name: "Melbourne", tagOid: "tag_demo_melbourne" },
      { name: "Brisbane", tagOid: "tag_demo_brisbane" },
      { name: "Perth", tagOid: "tag_demo_perth" },
    ],
  },
  {
    oid: "cf_demo_extras",
    key: "interested_in",
    name: "Also interested in",
    type: { key: "dropdown-multi" },
    order: 5,
    optional: true,
    options: [
      { name: "Merchandise", tagOid: "tag_demo_merch" },
      { name: "VIP upgrades", tagOid: "tag_demo_vip" },
      { name: "Accessible seating" },
    ],
  },
];

export function engagementCampaigns(clock: SeedClock): CampaignInput[] {
  const competition: CampaignInput = {
    ...campaignBase("cmp_demo_competition", "c/demo-competition", "competition"),
    type: "competition",
    name: "Win a Weekend at Sunset Sounds",
    endDate: clock.at(14),
    notifyDate: clock.at(15),
    event: {
      name: "Sunset Sounds Festival",
      startDate: clock.at(45),
      endDate: clock.at(47),
      timeZone: "Australia/Perth",
      location: "Langley Park, Riverside Drive, Perth WA 6000",
    },
    presentation: {
      description:
        "Enter to win festival passes. Every point is an entry: follow, share and invite friends to " +
        "earn more. Winners are drawn when the competition closes and notified by email.\n\n" +
        "The grand prize covers two weekend VIP passes with access to the side-of-stage viewing deck, " +
        "two nights at a riverside hotel and return flights from any Australian capital city.\n\n" +
        "Entries close on the date below. Open to Australian residents aged 18 and over; one entry per " +
        "person, and points earned through fake accounts are removed before the draw.",
      color: "#d9480f",
      // A festival panorama: the heroes' 16:9 crop keeps the main stage, on its right.
      heroFocus: { x: 82, y: 50 },
    },
    settings: { prizes: { renderTierHeaders: true }, privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName", "dob", "state"], ["state"]),
    },
    rewards: {
      headline: "Three ways to win",
      description: "The top point scorer wins the grand prize; the next five win signed vinyl.",
      tiers: [
        {
          tierIndex: 0,
          numberOfWinners: 1,
          prize: {
            details: {
              prizeName: "VIP weekend for two",
              value: "A$2,400",
              description:
                "Two VIP weekend passes, two nights' accommodation and flights from any capital city.",
              resource: { url: asset("prize-vip.svg") },
            },
          },
        },
        {
          tierIndex: 1,
          numberOfWinners: 5,
          prize: {
            details: {
              prizeName: "Signed vinyl bundle",
              value: "A$150",
              description: "The festival compilation on vinyl, signed by the headliners.",
              resource: { url: asset("prize-vinyl.svg") },
            },
          },
        },
        {
          tierIndex: 2,
          isRemainingWinners: true,
          prize: {
            details: { prizeName: "Festival presale access", description: "Everyone else gets presale." },
          },
        },
      ],
    },
    socialActions: { socialAccounts: [velvetComets, harbourLights], shares },
  };

  const giveaway: CampaignInput = {
    ...campaignBase("cmp_demo_giveaway", "g/demo-giveaway", "giveaway"),
    // engagement §4 video hero: a short teaser behind a play button, the campaign image as its poster.
    resources: [
      heroImage("giveaway"),
      { assetType: "campaign-video", url: asset("giveaway-teaser.webm") },
      termsDocument,
    ],
    type: "giveaway",
    name: "Giveaway: Harbour Sessions Vol. 2 on Vinyl",
    endDate: clock.at(9),
    notifyDate: clock.at(10),
    presentation: {
      description:
        "Twenty signed copies of Harbour Sessions Vol. 2 to give away. Register and follow to enter.",
      flow: ["register", "follow", "share", "success"],
    },
    settings: { privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
    rewards: {
      headline: "20 signed records",
      tiers: [
        {
          tierIndex: 0,
          numberOfWinners: 20,
          prize: {
            details: {
              prizeName: "Signed Harbour Sessions Vol. 2 LP",
              value: "A$55",
              resource: { url: asset("prize-vinyl.svg") },
            },
          },
        },
      ],
    },
    socialActions: { socialAccounts: [harbourLights], shares },
  };

  const ballot: CampaignInput = {
    ...campaignBase("cmp_demo_ballot", "b/demo-ballot", "ballot"),
    type: "ballot",
    name: "Ballot: The Velvet Comets at the Enmore (intimate show)",
    endDate: clock.at(10),
    notifyDate: clock.at(12),
    event: {
      name: "The Velvet Comets: Aurora Tour, Sydney",
      startDate: clock.at(58),
      endDate: clock.at(58.2),
      timeZone: "Australia/Sydney",
      location: "Enmore Theatre, 118-132 Enmore Road, Newtown NSW 2042",
    },
    presentation: {
      description:
        "Demand for this 1,600-capacity show is high, so tickets are allocated by ballot. Enter once; " +
        "successful fans are emailed a purchase link.",
    },
    settings: { emailVerification: "link", privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName", "mobileNumber"], ["mobileNumber"]),
    },
    rewards: {
      headline: "Tickets in this ballot",
      tiers: [
        {
          tierIndex: 0,
          isRemainingWinners: true,
          ticket: {
            details: {
              ticketName: "Ballot allocation (max 2 per fan)",
              ticketTypes: [
                { ticketName: "GA Standing", ticketValue: "A$89.90" },
                { ticketName: "Seated Balcony", ticketValue: "A$109.90" },
              ],
              includesBookingFee: true,
            },
          },
        },
      ],
    },
    socialActions: { socialAccounts: [velvetComets], shares },
  };

  const waitlist: CampaignInput = {
    ...campaignBase("cmp_demo_waitlist", "w/demo-waitlist", "waitlist"),
    type: "waitlist",
    name: "Waitlist: Lantern Night (sold out)",
    endDate: clock.at(21),
    event: {
      name: "Lantern Night",
      startDate: clock.at(35),
      timeZone: "Australia/Melbourne",
      location: "Forum Melbourne, 154 Flinders Street, Melbourne VIC 3000",
    },
    presentation: {
      description:
        "Lantern Night is sold out. Join the waitlist with your mobile number and we'll text you if " +
        "tickets are released.",
      flow: ["register", "share", "success"],
    },
    settings: { privacyPolicy: companyPolicy },
    registrations: {
      // A mobile registration is verified by a 5-character text-message code (core-journey §2).
      providers: ["mobile"],
      fields: predefinedFields(["mobileNumber", "firstName", "lastName"], [], "mobileNumber"),
      customFields: waitlistCustomFields,
    },
    socialActions: { socialAccounts: [harbourLights], shares },
  };

  const optIn: CampaignInput = {
    ...campaignBase("cmp_demo_optin", "m/demo-optin", "optin"),
    type: "opt-in",
    name: "Stay in the loop with Harbour Lights",
    presentation: {
      description: "New tours, presales and competitions, straight to your inbox and phone.",
      flow: ["register", "success"],
      meta: {
        register: {
          customCta: "Keep me posted",
          customSuccessPage: { message: "You're subscribed. Watch your inbox for the next announcement." },
          privacyPolicy: companyPolicy,
        },
      },
    },
    settings: {
      ui: { landingPage: "register" },
      autoOptIn: { email: true, sms: true },
      tcpaSettings: { enabled: true, companyName: DEMO_COMPANY },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "mobileNumber"], ["mobileNumber"]),
    },
  };

  return [competition, giveaway, ballot, waitlist, optIn];
}
