import { catalog } from "./catalog";

/** The alert page below its first screen: tabs, map and contact, sightings, share files, a closed case. */
export const alertMore = catalog("alertMore", {
  tabs: {
    label: "Alert information",
    map: "Map & Location",
    sightings: "Sightings",
    chat: "Community Chat",
    loadingForm: "Loading form...",
    loadingChat: "Loading chat...",
  },
  location: {
    title: "Last Known Location",
    mapLabel: "Map of the last known location of {{name}}",
    lastSeen: "Last Seen",
    verifiedSighting: "Verified Sighting",
    noPoint: "The report gives no exact point on the map; use the location described above.",
    contact: "Contact Information",
    callBefore: "If you have seen this person or have any information, call the emergency number",
    callAfter: "or contact the family:",
  },
  seenName: "Have you seen {{name}}?",
  sightingIntro:
    "If you have seen this person, report it right away. Every detail — where, when, who they were with — can help bring them home. A moderator checks each report before it is shown to the community.",
  reportSighting: "Report a Sighting",
  sightings: {
    title: "Reported Sightings",
    listLabel: "Reported sightings list",
    loading: "Loading sightings...",
    failed: "Sightings could not be loaded",
    none: "No sightings have been reported yet.",
    verified: "Verified",
    pending: "Pending review",
    reportedBy: "Reported by: {{name}}",
    anonymous: "Anonymous",
  },
  files: {
    poster: "Download poster",
    image: "Share image",
  },
  verifyBefore: "Verify this alert at",
  verifyCode: "— code",
  closed: {
    found: "Found - thank you for sharing",
    closed: "This alert is closed - thank you for sharing",
    ended: "This appeal has ended.",
    thanks: "Thank you for your help.",
    created: "Alert Created",
    lastSeen: "Last Seen",
    foundOn: "Found",
    closedOn: "Closed",
    privacy: "To protect their privacy, the details of this alert are no longer shown.",
  },
});
