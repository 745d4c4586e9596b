// Admin queries sit under /api/admin so a review or a save can refresh them together; admin
// alerts also sit under the public alerts prefix, so an approval refreshes the public lists.
export const adminPrefix = ["/api/admin"] as const;
export const alertsPrefix = ["/api/alerts"] as const;
export const statsKey = [...adminPrefix, "stats"] as const;
export const mapPointsKey = [...adminPrefix, "map-points"] as const;
export const subscriberKey = (id: number) => [...adminPrefix, "subscribers", id] as const;
export const subscribersPageKey = (offset: number, limit: number) =>
  [...adminPrefix, "subscribers", "page", offset, limit] as const;
export const adminAlertsKey = [...alertsPrefix, "admin"] as const;
export const alertNotificationsKey = (alertId: number) =>
  [...adminPrefix, "alerts", alertId, "notifications"] as const;
export const analyticsKey = (days: string) => [...adminPrefix, "analytics", days] as const;
export const settingsKey = [...adminPrefix, "settings"] as const;
export const staffKey = [...adminPrefix, "staff"] as const;
