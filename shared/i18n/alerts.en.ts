import { catalog } from "./catalog";

/** The active alerts page: its list, filters and cards. */
export const alerts = catalog("alerts", {
  title: "Active Alerts",
  intro:
    "Verified missing-person alerts. If you have seen one of these people, open the alert and report a sighting.",
  search: "Search",
  searchPlaceholder: "Search by name or location...",
  location: "Location",
  allLocations: "All Locations",
  loading: "Loading alerts...",
  failed: "Alerts could not be loaded",
  none: "No Alerts Found",
  noMatch: "No alerts match your search criteria. Try adjusting your filters.",
  noneActive: "There are currently no active alerts in the system.",
  showingOne: "Showing {{shown}} of {{total}} alert",
  showingMany: "Showing {{shown}} of {{total}} alerts",
  loadingMore: "Loading...",
  loadMore: "Load More Alerts",
  noPhoto: "No photo",
  missing: "MISSING",
  age: "Age: {{age}} years",
  lastSeen: "Last seen: {{place}}",
  wearing: "Wearing: {{clothing}}",
  reported: "Reported: {{ago}} ago",
  details: "View Details",
  detailsFor: " for {{name}}",
  reportSighting: "Report Sighting",
  sightingOf: " of {{name}}",
});
