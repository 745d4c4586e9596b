// Every alert query lives under ["/api/alerts"], so invalidating that prefix (after a new
// report or sighting, or a review) refreshes lists, details and sightings together.
export const alertsKey = ["/api/alerts"] as const;
export const activeAlertsKey = (filters: { search: string; location: string }) =>
  [...alertsKey, "active", filters] as const;
export const alertLocationsKey = [...alertsKey, "locations"] as const;
export const alertKey = (id: number) => [...alertsKey, id] as const;
