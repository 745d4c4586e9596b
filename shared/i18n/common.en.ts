import { catalog } from "./catalog";

/** Every page's first screen: header, states, dates, and the report and subscribe pages' headings. */
export const common = catalog("common", {
  skipToContent: "Skip to content",
  nav: {
    main: "Main",
    mobile: "Mobile",
    home: "Home",
    subscribe: "Subscribe",
    reportMissing: "Report Missing",
    reportMissingPerson: "Report Missing Person",
    activeAlerts: "Active Alerts",
    community: "Community",
    openMenu: "Open menu",
    closeMenu: "Close menu",
  },
  language: "Language",
  pageError: {
    title: "This page could not be loaded",
    retry: "Something went wrong. Please try again.",
    offline: "You are offline, and this page has not been saved on this phone yet.",
  },
  loading: "Loading...",
  tryAgain: "Try again",
  close: "Close",
  closeNotification: "Close notification",
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
  level: "Alert level: ",
  levels: { red: "Red Alert", concern: "Concern", local: "Local" },
  date: {
    months: "January,February,March,April,May,June,July,August,September,October,November,December",
    long: "{{month}} {{day}}, {{year}}",
    longTime: "{{month}} {{day}}, {{year}} at {{hour12}}:{{minutes}} {{ampm}}",
    am: "AM",
    pm: "PM",
  },
});
