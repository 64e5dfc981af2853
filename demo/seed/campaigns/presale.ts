import type { CampaignInput } from "../../../sdk/api/schemas/index.js";
import { asset, campaignBase, companyPolicy, predefinedFields, type SeedClock } from "../seed-kit.js";
import { auroraRewards, harbourLights, shares, velvetComets } from "../social-accounts.js";

// The presale family: the default journey, a paid ticket, an ended presale, an Arabic presale.

export function presaleCampaigns(clock: SeedClock): CampaignInput[] {
  const auroraMelbourne = {
    name: "The Velvet Comets: Aurora Tour, Melbourne",
    startDate: clock.at(60),
    endDate: clock.at(60.2),
    timeZone: "Australia/Melbourne",
    location: "Sidney Myer Music Bowl, Kings Domain, Melbourne VIC 3004",
    presentation: { website: "https://www.velvetcomets.example/aurora", ticketPrice: "From A$89.90" },
  };

  const presale: CampaignInput = {
    ...campaignBase("cmp_demo_presale", "p/demo-presale", "presale"),
    type: "presale",
    name: "The Velvet Comets: Aurora Tour Presale",
    endDate: clock.at(6),
    notifyDate: clock.at(7),
    event: auroraMelbourne,
    presentation: {
      description:
        "Register for first access to tickets before they go on sale to the public.\n\n" +
        "Earn points by following the band, sharing the presale and inviting friends: the more points " +
        "you collect, the earlier your presale window opens. Codes are emailed the day before the presale.",
      timeZone: "Australia/Melbourne",
      metaTitle: "Aurora Tour presale: The Velvet Comets",
      metaDescription: "Register for the Aurora Tour presale and unlock early access.",
      meta: {
        register: { customCta: "Get presale access", privacyPolicy: companyPolicy },
        invite: { whatsapp: { buttonCopy: "Send on WhatsApp" } },
      },
    },
    settings: {
      emailVerification: "code",
      subscriptionPreferenceSettings: {
        enabled: true,
        disclaimer: "We'll only contact you about The Velvet Comets and Harbour Lights shows.",
      },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(
        ["emailAddress", "firstName", "lastName", "mobileNumber", "postcode"],
        ["mobileNumber"],
      ),
    },
    defaults: { points: { referral: 10, share: 5 } },
    rewards: {
      headline: "Climb the leaderboard, unlock the best seats",
      description: "Your presale window depends on your points when registrations close.",
      tiers: [
        {
          tierIndex: 0,
          numberOfWinners: 10,
          prize: {
            details: {
              prizeName: "Soundcheck and meet & greet",
              value: "A$600",
              description: "Two VIP tickets, soundcheck access and a signed setlist.",
              resource: { url: asset("prize-vip.svg") },
            },
          },
        },
        {
          tierIndex: 1,
          numberOfWinners: 250,
          ticket: {
            details: {
              ticketName: "Early presale window",
              ticketTypes: [
                { ticketName: "A Reserve", ticketValue: "A$129.90" },
                { ticketName: "General Admission", ticketValue: "A$89.90" },
              ],
              includesBookingFee: true,
            },
          },
        },
        {
          tierIndex: 2,
          isRemainingWinners: true,
          ticket: {
            details: {
              ticketName: "Presale access",
              ticketTypes: [{ ticketName: "General Admission", ticketValue: "A$89.90" }],
              includesBookingFee: true,
            },
          },
        },
      ],
    },
    socialActions: {
      socialAccounts: [velvetComets, harbourLights, auroraRewards],
      shares,
      meta: {
        title: "I'm in the Aurora Tour presale: join me",
        description: "The Velvet Comets are touring. Register for presale access.",
      },
    },
  };

  const paid: CampaignInput = {
    ...campaignBase("cmp_demo_paid", "p/demo-paid", "paid"),
    type: "presale",
    name: "Midnight Arcade: Club Show Tickets",
    endDate: clock.at(20),
    event: {
      name: "Midnight Arcade, live at The Tivoli",
      startDate: clock.at(24),
      endDate: clock.at(24.2),
      timeZone: "Australia/Brisbane",
      location: "The Tivoli, 52 Costin Street, Fortitude Valley QLD 4006",
    },
    presentation: {
      description: "A 600-capacity club show. Tickets are A$25.00, paid by card when you register.",
      flow: ["register", "share", "invite", "success"],
      meta: { register: { customCta: "Register and pay", privacyPolicy: companyPolicy } },
    },
    settings: {
      payment: { required: true, currencyCode: "AUD", pricingModel: { amount: 2500 } },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
    socialActions: { socialAccounts: [harbourLights], shares },
  };

  const ended: CampaignInput = {
    ...campaignBase("cmp_demo_ended", "p/demo-ended", "ended"),
    type: "presale",
    name: "Solstice Sessions Presale",
    endDate: clock.at(-7),
    notifyDate: clock.at(-6),
    event: {
      name: "Solstice Sessions",
      startDate: clock.at(30),
      timeZone: "Australia/Sydney",
      location: "Enmore Theatre, 118-132 Enmore Road, Newtown NSW 2042",
    },
    presentation: {
      description:
        "Presale registrations for Solstice Sessions have closed. Sign up to hear about the next show.",
    },
    settings: { endedIntent: true, emailVerification: "link", privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
    socialActions: { socialAccounts: [velvetComets], shares },
  };

  const arabic: CampaignInput = {
    ...campaignBase("cmp_demo_arabic", "p/demo-arabic", "arabic"),
    type: "presale",
    name: "ليالي الطرب: الحجز المسبق لحفل الرياض",
    endDate: clock.at(10),
    notifyDate: clock.at(11),
    event: {
      name: "ليالي الطرب",
      startDate: clock.at(40),
      timeZone: "Asia/Riyadh",
      location: "بوليفارد رياض سيتي، الرياض",
    },
    presentation: {
      description:
        "سجّل الآن للحصول على فرصة الحجز المسبق قبل طرح التذاكر للجمهور.\n" +
        "اجمع النقاط بمشاركة الحملة ودعوة أصدقائك لتحصل على موعد حجز أبكر.",
      timeZone: "Asia/Riyadh",
      color: "#0f766e",
      metaTitle: "ليالي الطرب: الحجز المسبق",
    },
    settings: { defaultLanguage: "ar", emailVerification: "code", privacyPolicy: companyPolicy },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName", "country", "city"], ["city"]),
    },
    socialActions: {
      socialAccounts: [velvetComets],
      shares,
      meta: { title: "سجّلت في الحجز المسبق لليالي الطرب", description: "انضم إلي!" },
    },
  };

  return [presale, paid, ended, arabic];
}
