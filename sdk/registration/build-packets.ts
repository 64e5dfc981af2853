import type { Campaign } from "../api/schemas/campaign.js";
import type { RegistrationType } from "../api/schemas/campaign-registrations.js";
import type { CustomFieldValue, RegisterFormValues } from "../api/schemas/form-values.js";
import {
  type AccountPacketInput,
  dropEmptyValues,
  type FanPacketInput,
} from "../api/schemas/registration-packet.js";

export interface Packets {
  account: AccountPacketInput;
  fan: FanPacketInput;
}

/** `cfMap` keys custom answers by their derived key (core-journey §3 fan-creation packet). */
function customFieldMap(values: RegisterFormValues): Record<string, CustomFieldValue> {
  return Object.fromEntries(values.customFields.map((answer) => [answer.key, answer.value]));
}

const hasAnswer = (value: CustomFieldValue): boolean =>
  value !== null && value !== "" && !(Array.isArray(value) && value.length === 0);

/**
 * The two registration packets from the form values (core-journey §3): the account packet with the
 * person's fields, then the fan packet for this campaign. Empty values are dropped before sending.
 */
export function buildPackets(
  campaign: Pick<Campaign, "oid" | "uri">,
  registrationType: RegistrationType,
  values: RegisterFormValues,
  extra: { facebookUserId?: string; selectedVenue?: string; numberFieldKeys?: readonly string[] } = {},
): Packets {
  const numberKeys = new Set(extra.numberFieldKeys ?? []);
  const person = dropEmptyValues({
    emailAddress: values.emailAddress?.trim().toLowerCase(),
    firstName: values.firstName?.trim(),
    lastName: values.lastName?.trim(),
    mobileNumber: values.mobileNumber,
    dob: values.dob,
    gender: values.gender,
    postcode: values.postcode?.trim(),
    city: values.city?.trim(),
    state: values.state?.trim(),
    country: values.country?.toLowerCase(),
    streetAddress: values.streetAddress?.trim(),
    facebookUserId: extra.facebookUserId,
  });
  // Number answers are typed as text and sent as numbers once valid.
  const customFields = values.customFields
    .filter((answer) => hasAnswer(answer.value))
    .map((answer) =>
      typeof answer.value === "string" &&
      /^-?\d+(?:\.\d+)?$/.test(answer.value.trim()) &&
      numberKeys.has(answer.key)
        ? { ...answer, value: Number(answer.value) }
        : answer,
    );
  return {
    account: { ...person, campaignOid: campaign.oid, registrationType } as AccountPacketInput,
    fan: {
      uri: campaign.uri,
      registrationType,
      customFields,
      cfMap: customFieldMap({ ...values, customFields }),
      ...(values.subscriptionPreferences && { subscriptionPreferences: values.subscriptionPreferences }),
      ...(extra.selectedVenue && { selectedVenue: extra.selectedVenue }),
    },
  };
}
