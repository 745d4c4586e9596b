// Pending alerts sit under the alerts prefix (["/api/alerts"]), so a review that invalidates
// that prefix refreshes the public lists, the alert pages and this dashboard together.
export const alertsPrefix = ["/api/alerts"] as const;
export const pendingAlertsKey = [...alertsPrefix, "pending"] as const;
export const pendingSightingsKey = ["/api/moderation/sightings/pending"] as const;
