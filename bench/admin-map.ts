// The admin dashboard's map with 50,000 subscribers: how long the server takes to answer the
// compact map endpoint, how big the answer is (raw and gzip, as browsers ask for it), and
// how the paged list and the streamed CSV export behave at that size.
import { gzipSync } from "node:zlib";
import { count } from "drizzle-orm";
import { subscribers } from "../server/src/db/schema";
import { createStaff } from "../server/src/modules/staff/staff.service";
import type { BenchContext } from "./context";

export const MAP_SUBSCRIBERS = 50_000;

async function seed(ctx: BenchContext): Promise<void> {
  const db = ctx.database.db;
  const [row] = await db.select({ n: count() }).from(subscribers);
  const have = row?.n ?? 0;
  const towns = ["Georgetown", "Linden", "New Amsterdam", "Bartica", "Anna Regina", "Lethem"];
  const rows = [];
  for (let i = have; i < MAP_SUBSCRIBERS; i += 1) {
    const town = towns[i % towns.length]!;
    rows.push({
      name: `Map Supporter ${i}`,
      email: `map.${i}@example.gy`,
      phone: `+5927${String(1_000_000 + i)}`,
      location: `Lot ${i}, Main Street, ${town}, Guyana`,
      publicLocality: `${town}, Guyana`,
      // Spread over the coast and the interior, as the real network would be.
      latitude: 6.0 + ((i * 7919) % 10_000) / 5_000,
      longitude: -59.5 + ((i * 104_729) % 10_000) / 6_000,
      unsubscribeToken: `map-bench-${i}-${Math.random().toString(36).slice(2)}`,
    });
  }
  // PGlite cannot take 50k rows in one INSERT (design.md): batches of 5,000.
  for (let i = 0; i < rows.length; i += 5_000) await db.insert(subscribers).values(rows.slice(i, i + 5_000));
}

async function adminCookie(ctx: BenchContext): Promise<string> {
  const username = `bench-admin-${process.pid}`;
  const password = "bench admin password not secret";
  await createStaff(ctx.database.db, { username, role: "admin", password }, null).catch(() => undefined);
  const res = await fetch(`${ctx.baseUrl}/api/auth/login`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ username, password }),
  });
  if (!res.ok) throw new Error(`bench sign-in failed: ${res.status}`);
  const cookie = res.headers.get("set-cookie") ?? "";
  return cookie.split(";")[0]!;
}

async function timed(url: string, cookie: string, runs: number) {
  const times: number[] = [];
  let bytes = 0;
  let body = Buffer.alloc(0);
  for (let r = 0; r < runs; r += 1) {
    const start = performance.now();
    const res = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
    body = Buffer.from(await res.arrayBuffer());
    times.push(performance.now() - start);
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    bytes = body.length;
  }
  times.sort((a, b) => a - b);
  return { medianMs: Number(times[Math.floor(times.length / 2)]!.toFixed(1)), bytes, body };
}

export async function adminMapBench(ctx: BenchContext): Promise<void> {
  await seed(ctx);
  const cookie = await adminCookie(ctx);
  const points = await timed(`${ctx.baseUrl}/api/admin/map-points`, cookie, 7);
  const parsed = JSON.parse(points.body.toString("utf8")) as { subscribers: number[] };
  ctx.figure(
    "map points: subscribers returned",
    parsed.subscribers.length / 3,
    "points",
    `${MAP_SUBSCRIBERS} stored`,
  );
  ctx.figure(
    "GET /api/admin/map-points (50,000 subscribers) median",
    points.medianMs,
    "ms",
    "server, 7 runs",
  );
  ctx.figure("GET /api/admin/map-points size", Math.round(points.bytes / 1024), "KiB", "uncompressed JSON");
  ctx.figure("GET /api/admin/map-points size gzip", Math.round(gzipSync(points.body).length / 1024), "KiB");
  // What the browser does with it before drawing: unpack into markers (the canvas draw is measured in e2e).
  const start = performance.now();
  const markers = [];
  for (let i = 0; i + 2 < parsed.subscribers.length; i += 3) {
    markers.push({
      id: parsed.subscribers[i],
      position: [parsed.subscribers[i + 1], parsed.subscribers[i + 2]],
    });
  }
  ctx.figure(
    "unpack 50,000 points into markers (Node, same code path)",
    Number((performance.now() - start).toFixed(1)),
    "ms",
  );
  const page = await timed(`${ctx.baseUrl}/api/admin/subscribers?limit=100&offset=0`, cookie, 7);
  ctx.figure("GET /api/admin/subscribers?limit=100 (50,000 stored) median", page.medianMs, "ms");
  ctx.figure("GET /api/admin/subscribers?limit=100 size", Math.round(page.bytes / 1024), "KiB");
  const csv = await timed(`${ctx.baseUrl}/api/admin/subscribers/export`, cookie, 1);
  ctx.figure("GET /api/admin/subscribers/export (50,000 rows, streamed CSV)", csv.medianMs, "ms");
  ctx.figure("CSV export size", Math.round(csv.bytes / 1024), "KiB");
}
