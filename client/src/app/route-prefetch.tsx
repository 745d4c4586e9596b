import { parsePositiveId } from "@shared/ids";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { alertQueryOptions } from "@/features/alerts/api/alert";

/**
 * Opened from a shared link, an alert page needs its code and then its data, one after the
 * other; this starts the data request at once, beside the code's download, so the photo (the
 * page's largest paint) can start sooner. Runs once, for the page the visit starts on.
 */
export function RoutePrefetch() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const match = /^\/alert\/([^/]+)\/?$/.exec(window.location.pathname);
    const id = parsePositiveId(match?.[1]);
    if (id !== null) void queryClient.prefetchQuery(alertQueryOptions(id));
  }, [queryClient]);
  return null;
}
