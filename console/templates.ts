import { TYPE_BY_SECTION } from "../sdk/api/schemas/common.js";

// A starting campaign per type (issue 19 "create from a template per type"): email registration with a
// first name, the type's route letter, a register-then-success flow the promoter extends in the form.

export const TEMPLATE_TYPES = Object.entries(TYPE_BY_SECTION).map(([section, type]) => ({ section, type }));

const field = (key: "emailAddress" | "firstName", name: string, order: number) => ({
  key,
  name,
  predefined: true,
  order,
  enabled: true,
  optional: false,
  isMandatory: key === "emailAddress",
  type: "text" as const,
});

export function templateFor(section: string, slug: string, name: string): unknown {
  const type = TYPE_BY_SECTION[section as keyof typeof TYPE_BY_SECTION];
  const registerFirst = type === "opt-in" || type === "rsvp";
  const template = {
    type,
    uri: `${section}/${slug}`,
    name,
    presentation: { description: `${name}: register to take part.`, flow: ["register", "success"] },
    settings: registerFirst ? { ui: { landingPage: "register" } } : {},
    registrations: {
      providers: ["email"],
      fields: [field("emailAddress", "Email Address", 0), field("firstName", "First Name", 1)],
    },
  };
  return template;
}
