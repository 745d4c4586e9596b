// Sightings are cached under their alert's key (["/api/alerts", id, "sightings"]), so
// invalidating ["/api/alerts"] after a report, sighting or review refreshes them too.
export const alertsPrefix = ["/api/alerts"] as const;
export const alertSightingsKey = (alertId: number) => [...alertsPrefix, alertId, "sightings"] as const;
