import { COUNT_REFETCH_MS } from "@shared/constants";
import { useEffect } from "react";

/**
 * Spec section 7: besides polling every 10 s (the query's refetchInterval), the count and the
 * list are re-fetched every 30 s. Kept separate so both timers exist as the spec describes.
 */
export function useRefetchEvery(refetch: () => unknown, ms: number = COUNT_REFETCH_MS): void {
  useEffect(() => {
    const timer = setInterval(() => {
      refetch();
    }, ms);
    return () => clearInterval(timer);
  }, [refetch, ms]);
}
