import { catalog } from "./catalog";

/** The headings and introductions of the report and subscribe pages (their forms load after them). */
export const pages = catalog("pages", {
  reportPage: {
    title: "Report a Missing Person",
    intro:
      "Tell us who is missing and where they were last seen. A moderator checks every report before it is sent to subscribers as an alert, so please give accurate details and a phone number where you can be reached.",
  },
  subscribePage: {
    title: "Subscribe to Alerts",
    intro:
      "When a child goes missing, the first hours matter most. Subscribe to receive verified alerts for your area by text, WhatsApp or e-mail.",
  },
});
