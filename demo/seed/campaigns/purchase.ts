import type { CampaignInput } from "../../../sdk/api/schemas/index.js";
import { campaignBase, companyPolicy, predefinedFields, type SeedClock } from "../seed-kit.js";
import { harbourLights, shares } from "../social-accounts.js";

// Campaigns that take money (core-journey §2 "Types for purchase are donate and preorder").
// Amounts are minor units: cents, and whole yen for JPY (0 decimal digits).

export function purchaseCampaigns(clock: SeedClock): CampaignInput[] {
  const preorder: CampaignInput = {
    // A photo (JPEG), unlike the other seeds' SVGs: the page shows the copy the server sizes for the screen.
    ...campaignBase("cmp_demo_preorder", "o/demo-preorder", "preorder-photo.jpg"),
    type: "preorder",
    name: "Pre-order: Aurora Limited Edition",
    endDate: clock.at(30),
    notifyDate: clock.at(45),
    presentation: {
      description: "Pre-order the Aurora album and tour merchandise. Everything ships on release day.",
      flow: ["register", "product", "payment", "success"],
    },
    settings: {
      payment: {
        required: true,
        currencyCode: "USD",
        pricingModel: {
          products: [
            {
              key: "aurora-lp",
              name: "Aurora (gatefold vinyl LP)",
              description: "180 g aurora-green vinyl, numbered.",
              amount: 3499,
            },
            {
              key: "aurora-tee",
              name: "Aurora Tour T-shirt",
              description: "Organic cotton, sizes S to XXL.",
              amount: 2999,
            },
            {
              key: "signed-poster",
              name: "Signed tour poster",
              description: "A2 screen print, signed by the band. Limited to 4 per fan.",
              amount: 1999,
              maxQuantity: 4,
            },
          ],
        },
      },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
  };

  const donate: CampaignInput = {
    ...campaignBase("cmp_demo_donate", "d/demo-donate", "donate"),
    type: "donate",
    name: "Support Music Futures",
    endDate: clock.at(60),
    presentation: {
      description:
        "Music Futures funds instruments and lessons for young musicians across Europe. " +
        "Give what you can; the minimum donation is €5.00.",
      flow: ["register", "donate", "payment", "success"],
      color: "#2b8a3e",
    },
    settings: {
      payment: { required: true, currencyCode: "EUR", pricingModel: { minAmount: 500 } },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName", "country"], ["country"]),
    },
    socialActions: { socialAccounts: [harbourLights], shares },
  };

  const yen: CampaignInput = {
    ...campaignBase("cmp_demo_yen", "o/demo-yen", "yen"),
    type: "preorder",
    name: "Pre-order: Tokyo Night Merch",
    endDate: clock.at(25),
    event: {
      name: "The Velvet Comets: Aurora Tour, Tokyo",
      startDate: clock.at(75),
      timeZone: "Asia/Tokyo",
      location: "Zepp Haneda, 1-1-4 Haneda Airport, Ota City, Tokyo",
    },
    presentation: {
      description: "Pre-order Tokyo show merchandise and collect it at the venue.",
      flow: ["register", "product", "payment", "success"],
    },
    settings: {
      payment: {
        required: true,
        currencyCode: "JPY",
        pricingModel: {
          products: [
            { key: "tokyo-tee", name: "Tokyo Night T-shirt", amount: 4000 },
            { key: "towel", name: "Tour towel", amount: 2500, maxQuantity: 10 },
            { key: "photobook", name: "Aurora photobook", amount: 5500 },
          ],
        },
      },
      privacyPolicy: companyPolicy,
    },
    registrations: {
      providers: ["email"],
      fields: predefinedFields(["emailAddress", "firstName", "lastName"]),
    },
  };

  return [preorder, donate, yen];
}
