import { useEffect, useState } from "react";
import { loadLeaflet } from "./load-leaflet";

type Leaflet = typeof import("leaflet");

/**
 * The map library once loaded; null while loading (or not yet wanted); failed is true when every
 * retry failed. Loading starts when `wanted` is true.
 */
export function useLeaflet(wanted = true): { L: Leaflet | null; failed: boolean } {
  const [state, setState] = useState<{ L: Leaflet | null; failed: boolean }>({ L: null, failed: false });
  useEffect(() => {
    if (!wanted) return;
    let cancelled = false;
    loadLeaflet().then(
      (L) => !cancelled && setState({ L, failed: false }),
      () => !cancelled && setState({ L: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, [wanted]);
  return state;
}
