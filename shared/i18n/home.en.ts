import { catalog } from "./catalog";

/** The home page's first screen: the hero, the latest (or a sample) alert, the WhatsApp button. */
export const home = catalog("home", {
  heroTitle: "Every Minute Counts When a Child Goes Missing",
  heroIntro:
    "{{brand}} is a community-led alert network for Guyana. When a child goes missing, verified alerts reach neighbours by text, WhatsApp and e-mail within minutes.",
  heroIntroNoBrand:
    "A community-led alert network for Guyana. When a child goes missing, verified alerts reach neighbours by text, WhatsApp and e-mail within minutes.",
  subscribe: "Subscribe to Alerts",
  report: "Report a Missing Person",
  sampleTitle: "What an Alert Looks Like",
  latestTitle: "Latest Alert",
  sampleIntro: "When a child goes missing, subscribers nearby receive an alert like this one.",
  latestIntro: "Have you seen this child? Every sighting helps.",
  loading: "Loading alert...",
  cardTitle: "Missing Person Alert",
  sampleBadge: "SAMPLE: NOT A REAL CASE",
  verified: "VERIFIED",
  age: "Age: {{age}} years",
  lastSeenAt: "Last seen at {{place}}",
  wearing: "Wearing: {{clothing}}",
  reportSighting: "Report a Sighting",
  viewAlert: "View full alert",
  mapLabel: "Map of the last known location of {{name}}",
  markerTitle: "Last Seen",
  markerPopup: "Last seen: {{place}}",
  sample: {
    name: "Sample Child",
    clothing: "Navy blue school uniform, white blouse, pink backpack.",
    description: "Slim build, shoulder-length black hair in two plaits.",
  },
  whatsapp: "Get alerts on WhatsApp",
});
