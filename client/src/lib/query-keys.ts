// Every query key of the client, declared once. A key starts with the API path its data comes
// from, and TanStack Query matches keys by prefix, so the keys nest:
//
//   ["/api/alerts"]                        alertsPrefix: every alert query
//     ["/api/alerts", "active", filters]     the public list, one per search
//     ["/api/alerts", "locations"]           the location filter's options
//     ["/api/alerts", "home-latest"]         the home page's latest alert
//     ["/api/alerts", id]                    one alert
//     ["/api/alerts", id, "sightings"]       that alert's sightings
//     ["/api/alerts", id, "search-area"]     its search area as staff see it
//     ["/api/alerts", id, "distribution-preview", choice]  what verifying it would send and cost
//     ["/api/alerts", "pending"]             the moderators' queue of reports
//     ["/api/alerts", "admin"]               every report, for the admin map and table
//     ["/api/alerts", "live"]                verified open cases, for the staff's search areas
//     ["/api/alerts", "safe-choice", text]   current appeals matching a name, on the "I'm safe" page
//   ["/api/moderation/sightings/pending"]  the moderators' queue of sightings
//   ["/api/problem-reports", status]       "Report a problem" requests (staff)
//   ["/api/safe-requests", status]         "I'm safe" requests (staff)
//   ["/api/cases/stale"]                   quiet cases for the "still missing?" check (staff)
//   ["/api/police/cases"]                  reports waiting for a police confirmation (police)
//   ["/api/police-confirmation", token]    the case an e-mailed police link is for
//   ["/api/admin"]                         adminPrefix: staff-only figures, settings, staff
//   ["/api/chat", alertId | "community"]   one chat's pages
//   ["/api/verify", code]                  "Is this alert real?": the answer for one code
//   ["/api/screens", token, "alerts"]      what a partner's alert screen shows
//
// Invalidation design: a new report, a new sighting or any review invalidates alertsPrefix, which
// refreshes the public lists, the alert pages, their sightings, the pending queue and the admin
// reports at once; a review from the admin screens also invalidates adminPrefix (the counters).
// Pending sightings sit outside the alerts prefix, so verifying a sighting invalidates both.

export const alertsPrefix = ["/api/alerts"] as const;
export const activeAlertsKey = (filters: { search: string; location: string }) =>
  [...alertsPrefix, "active", filters] as const;
export const alertLocationsKey = [...alertsPrefix, "locations"] as const;
export const latestAlertKey = [...alertsPrefix, "home-latest"] as const;
export const alertKey = (id: number) => [...alertsPrefix, id] as const;
export const alertSightingsKey = (alertId: number) => [...alertsPrefix, alertId, "sightings"] as const;
export const pendingAlertsKey = [...alertsPrefix, "pending"] as const;
export const adminAlertsKey = [...alertsPrefix, "admin"] as const;
/** Staff: verified open cases (reporters' contacts: removed on lock). */
export const liveCasesKey = [...alertsPrefix, "live"] as const;
export const searchAreaKey = (alertId: number) => [...alertsPrefix, alertId, "search-area"] as const;
/** Staff: what verifying an alert at a level would send now, and its cost. */
export const distributionPreviewKey = (
  alertId: number,
  choice: { level: string; travelMode: string; sharingPolicy: string },
) => [...alertsPrefix, alertId, "distribution-preview", choice] as const;
export const safeChoiceKey = (text: string) => [...alertsPrefix, "safe-choice", text] as const;

export const pendingSightingsKey = ["/api/moderation/sightings/pending"] as const;

/** Staff: "Report a problem" requests, open or closed (requesters' contacts: removed on lock). */
export const problemReportsPrefix = ["/api/problem-reports"] as const;
export const problemReportsKey = (status: "open" | "closed") => [...problemReportsPrefix, status] as const;

/** Staff: "I'm safe" requests in one state (what the person wrote, their contact: removed on lock). */
export const safeRequestsPrefix = ["/api/safe-requests"] as const;
export const safeRequestsKey = (status: "pending" | "confirmed" | "dismissed") =>
  [...safeRequestsPrefix, status] as const;

/** Staff: verified alerts with no update for the configured days. */
export const staleCasesKey = ["/api/cases/stale"] as const;

export const adminPrefix = ["/api/admin"] as const;
export const adminStatsKey = [...adminPrefix, "stats"] as const;
export const mapPointsKey = [...adminPrefix, "map-points"] as const;
/** Each channel's provider and its last "Send a test message". */
export const providersKey = [...adminPrefix, "providers"] as const;
export const subscriberKey = (id: number) => [...adminPrefix, "subscribers", id] as const;
export const subscribersPageKey = (offset: number, limit: number) =>
  [...adminPrefix, "subscribers", "page", offset, limit] as const;
export const alertNotificationsKey = (alertId: number) =>
  [...adminPrefix, "alerts", alertId, "notifications"] as const;
export const analyticsKey = (days: string) => [...adminPrefix, "analytics", days] as const;
export const timeToAlertKey = (days: string) => [...adminPrefix, "time-to-alert", days] as const;
export const costsKey = (days: string) => [...adminPrefix, "costs", days] as const;
/** The public drills and their results. */
export const drillsKey = [...adminPrefix, "drills"] as const;
export const settingsKey = [...adminPrefix, "settings"] as const;
export const staffKey = [...adminPrefix, "staff"] as const;
/** Admin: the partners' alert screens (never their links: those are shown once). */
export const adminScreensKey = [...adminPrefix, "screens"] as const;

/** Police: open reports waiting for a police confirmation. */
export const policeCasesKey = ["/api/police/cases"] as const;
/** The case an e-mailed police confirmation link is for (never kept: the link is a credential). */
export const policeLinkKey = (token: string) => ["/api/police-confirmation", token] as const;

/** The signed-in member of staff. Signing out drops every other query. */
export const sessionKey = ["/api/auth/session"] as const;

export const chatPrefix = ["/api/chat"] as const;
export const chatKey = (alertId: number | null) => [...chatPrefix, alertId ?? "community"] as const;

export const subscriberCountKey = ["/api/subscribers/count"] as const;
export const recentSubscribersKey = ["/api/subscribers"] as const;
/** One subscription as its link's holder sees it ("manage my alerts"). */
export const managedSubscriptionKey = (token: string) => ["/api/subscribers/manage", token] as const;
/** Whether alerts on this phone (web push) are on for the subscription behind a manage link. */
export const managedPushKey = (token: string) => ["/api/subscribers/manage", token, "push"] as const;

export const siteConfigKey = ["/api/config/site"] as const;

/** "Is this alert real?": what the server says of one code (normalised). */
export const verifyCodeKey = (code: string) => ["/api/verify", code] as const;

/** What one alert screen shows (its link's token is the credential). */
export const screenAlertsKey = (token: string) => ["/api/screens", token, "alerts"] as const;
