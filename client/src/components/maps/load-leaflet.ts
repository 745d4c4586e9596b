import { MAPS_SCRIPT_RETRIES } from "@shared/constants";

type Leaflet = typeof import("leaflet");

let loading: Promise<Leaflet> | null = null;

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function importLeaflet(): Promise<Leaflet> {
  const [leaflet] = await Promise.all([import("leaflet"), import("leaflet/dist/leaflet.css")]);
  // leaflet.heat extends the global L; expose it before loading the plugin.
  const L = (leaflet as unknown as { default?: Leaflet }).default ?? leaflet;
  (globalThis as unknown as { L: Leaflet }).L = L;
  return L;
}

/**
 * Loads the map library on first use (it is not in the main bundle: most visitors on a slow
 * phone never need it before the page is readable). Retried up to MAPS_SCRIPT_RETRIES times
 * with growing delays; a final failure is reported on the console and rejects.
 */
export function loadLeaflet(): Promise<Leaflet> {
  if (!loading) {
    loading = (async () => {
      let lastError: unknown;
      for (let attempt = 0; attempt <= MAPS_SCRIPT_RETRIES; attempt++) {
        try {
          return await importLeaflet();
        } catch (error) {
          lastError = error;
          if (attempt < MAPS_SCRIPT_RETRIES) await wait(1_000 * 2 ** attempt);
        }
      }
      console.error("Failed to load the maps script", lastError);
      loading = null;
      throw lastError;
    })();
  }
  return loading;
}

/** leaflet.heat, loaded only for the admin heatmap. */
export async function loadLeafletHeat(): Promise<Leaflet> {
  const L = await loadLeaflet();
  await import("leaflet.heat");
  return L;
}
