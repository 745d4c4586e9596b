// A synthetic population of subscribers placed as Guyana's people live: most on the coastal strip
// from Charity to Corriverton, Georgetown with the East Bank and East Coast of Demerara densest;
// Linden, New Amsterdam and Bartica moderate; the hinterland (Lethem, Mabaruma, Mahdia) sparse.
// Each subscriber's home is drawn from a weighted mix of town centres with a Gaussian spread, from
// a seeded generator, so every run places the same people at the same points.
import type { Db } from "../server/src/db/client";
import { subscriberPlaces, subscribers } from "../server/src/db/schema";

interface Town {
  name: string;
  latitude: number;
  longitude: number;
  /** Relative share of the population. */
  weight: number;
  /** Standard deviation of the spread around the centre, in km. */
  spreadKm: number;
}

const TOWNS: Town[] = [
  { name: "Georgetown", latitude: 6.8013, longitude: -58.1551, weight: 22, spreadKm: 2.5 },
  { name: "East Coast Demerara (Plaisance)", latitude: 6.8, longitude: -58.09, weight: 9, spreadKm: 4 },
  { name: "East Coast Demerara (Enmore)", latitude: 6.77, longitude: -57.98, weight: 5, spreadKm: 5 },
  { name: "Mahaica", latitude: 6.68, longitude: -57.92, weight: 2.5, spreadKm: 5 },
  { name: "East Bank Demerara (Diamond)", latitude: 6.73, longitude: -58.2, weight: 8, spreadKm: 4 },
  { name: "Timehri", latitude: 6.5, longitude: -58.25, weight: 2, spreadKm: 4 },
  { name: "West Demerara (Vreed-en-Hoop)", latitude: 6.81, longitude: -58.21, weight: 6, spreadKm: 4 },
  { name: "Parika", latitude: 6.87, longitude: -58.42, weight: 3, spreadKm: 4 },
  { name: "Mahaicony", latitude: 6.57, longitude: -57.8, weight: 2, spreadKm: 5 },
  { name: "Rosignol", latitude: 6.28, longitude: -57.55, weight: 2, spreadKm: 4 },
  { name: "New Amsterdam", latitude: 6.25, longitude: -57.52, weight: 6, spreadKm: 3 },
  { name: "Port Mourant / Rose Hall", latitude: 6.24, longitude: -57.33, weight: 4, spreadKm: 5 },
  { name: "Corriverton", latitude: 5.88, longitude: -57.14, weight: 4, spreadKm: 4 },
  { name: "Anna Regina", latitude: 7.26, longitude: -58.5, weight: 3, spreadKm: 5 },
  { name: "Charity", latitude: 7.4, longitude: -58.6, weight: 1.5, spreadKm: 4 },
  { name: "Linden", latitude: 6.0, longitude: -58.3, weight: 6, spreadKm: 4 },
  { name: "Bartica", latitude: 6.41, longitude: -58.62, weight: 2.5, spreadKm: 3 },
  { name: "Lethem", latitude: 3.38, longitude: -59.8, weight: 0.8, spreadKm: 4 },
  { name: "Mabaruma", latitude: 8.2, longitude: -59.78, weight: 0.6, spreadKm: 4 },
  { name: "Mahdia", latitude: 5.27, longitude: -59.15, weight: 0.5, spreadKm: 4 },
];

const KM_PER_DEGREE = 111.2;
/** Rows per INSERT: PGlite does not take tens of thousands of rows in one statement. */
const BATCH_ROWS = 5_000;
/** One subscriber in this many also gave a work place (drawn from the same mix). */
const WORK_PLACE_EVERY = 5;
/** One subscriber in this many also gave an e-mail address (everyone has a phone). */
const EMAIL_EVERY = 3;

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

interface Point {
  latitude: number;
  longitude: number;
  town: string;
}

function pointSampler(seed: number): () => Point {
  const random = seededRandom(seed);
  const total = TOWNS.reduce((sum, t) => sum + t.weight, 0);
  const gaussian = () => {
    // Box-Muller; 1 - random() keeps the logarithm finite.
    const u = 1 - random();
    return Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * random());
  };
  const townAt = (share: number) => {
    let left = share;
    for (const town of TOWNS) {
      left -= town.weight;
      if (left < 0) return town;
    }
    return TOWNS[TOWNS.length - 1]!;
  };
  return () => {
    const town = townAt(random() * total);
    const northKm = gaussian() * town.spreadKm;
    const eastKm = gaussian() * town.spreadKm;
    const latitude = town.latitude + northKm / KM_PER_DEGREE;
    const longitude = town.longitude + eastKm / (KM_PER_DEGREE * Math.cos((town.latitude * Math.PI) / 180));
    return { latitude, longitude, town: town.name };
  };
}

/** Writes `count` subscribers (and some work places) in batches; returns how many work places. */
export async function insertGuyanaPopulation(db: Db, count: number, seed = 29): Promise<number> {
  const next = pointSampler(seed);
  let workPlaces = 0;
  for (let start = 0; start < count; start += BATCH_ROWS) {
    const homes = [];
    const works: Array<{ index: number; point: Point }> = [];
    for (let i = start; i < Math.min(count, start + BATCH_ROWS); i += 1) {
      const home = next();
      homes.push({
        name: `Area Subscriber ${i}`,
        phone: `+5926${String(i).padStart(6, "0")}`,
        email: i % EMAIL_EVERY === 0 ? `area.${i}@example.gy` : null,
        latitude: home.latitude,
        longitude: home.longitude,
        location: `${home.town}, Guyana`,
        unsubscribeToken: `area-bench-${seed}-${i}`,
      });
      if (i % WORK_PLACE_EVERY === 0) works.push({ index: i - start, point: next() });
    }
    const ids = await db.insert(subscribers).values(homes).returning({ id: subscribers.id });
    if (works.length > 0)
      await db.insert(subscriberPlaces).values(
        works.map((w) => ({
          subscriberId: ids[w.index]!.id,
          label: "work",
          location: `${w.point.town}, Guyana`,
          latitude: w.point.latitude,
          longitude: w.point.longitude,
        })),
      );
    workPlaces += works.length;
  }
  return workPlaces;
}
