import { COUNT_REFETCH_MS } from "@shared/constants";
import { useEffect } from "react";

/**
 * Besides polling every COUNT_POLL_MS (the query's refetchInterval), the count and the list are
 * re-fetched every COUNT_REFETCH_MS. Kept separate so both timers run.
 */
export function useRefetchEvery(refetch: () => unknown, ms: number = COUNT_REFETCH_MS): void {
  useEffect(() => {
    const timer = setInterval(() => {
      refetch();
    }, ms);
    return () => clearInterval(timer);
  }, [refetch, ms]);
}
