import { useEffect, useState } from "react";
import { loadLeaflet } from "./load-leaflet";

type Leaflet = typeof import("leaflet");

/** The map library once loaded; null while loading; failed is true when every retry failed. */
export function useLeaflet(): { L: Leaflet | null; failed: boolean } {
  const [state, setState] = useState<{ L: Leaflet | null; failed: boolean }>({ L: null, failed: false });
  useEffect(() => {
    let cancelled = false;
    loadLeaflet().then(
      (L) => !cancelled && setState({ L, failed: false }),
      () => !cancelled && setState({ L: null, failed: true }),
    );
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
