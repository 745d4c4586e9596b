import { alertPath } from "@shared/alert-paths";
import type { EndedAppeal, PublicAlertView, RedactedAlert } from "@shared/alerts";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { getJson } from "@/lib/api-client";
import { alertKey } from "@/lib/query-keys";

/**
 * What is left of a closed case: an appeal that ended (nothing of whom it was about), or a found
 * person's record after redaction (the first name, found/closed and the dates).
 */
export function isRedacted(alert: PublicAlertView): alert is RedactedAlert | EndedAppeal {
  return "redacted" in alert && alert.redacted;
}

/** GET /api/alerts/{id}: the alert (staff signed in also see unverified ones). No id, no request. */
export const alertQueryOptions = (id: number | null) =>
  queryOptions({
    queryKey: alertKey(id ?? 0),
    enabled: id !== null,
    queryFn: ({ signal }) => getJson<PublicAlertView>(alertPath(id ?? 0), "throw", signal),
  });

export function useAlert(id: number | null) {
  return useQuery(alertQueryOptions(id));
}
