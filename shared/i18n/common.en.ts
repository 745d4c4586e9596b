import { catalog } from "./catalog";

/** Every page's first screen: header, states, dates. */
export const common = catalog("common", {
  /** After the brand in the title of every page but an alert's (the server's title too). */
  siteTitle: "Missing Person Alerts, Guyana",
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
