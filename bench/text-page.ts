// The alert's text page (/alert/{id}/text): its size as it travels, gzip and brotli, for a typical
// alert and for one with every text of a report at its longest (typed-like text, not repeats, so
// it compresses no better than a real one). Goal: the whole page within the first round trip of a
// new connection (a 10-segment initial window, 14 KB). Served in-process by the app, as a phone
// asking with that Accept-Encoding would get it.
import { sql } from "drizzle-orm";
import { buildApp } from "../server/src/app";
import { loadConfig } from "../server/src/config";
import { openDatabase } from "../server/src/db/client";
import { migrate } from "../server/src/db/migrate";
import { insertAlert, markVerified } from "../server/test/fakes/notification-fixtures";
import { judge } from "./harness";
import type { Reporter } from "./reporter";

const FIRST_ROUND_TRIP_BYTES = 14 * 1024;

/** Words of random letters from a fixed seed: as hard to compress as typing gets. */
function typedText(length: number): string {
  let seed = length;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  let text = "";
  while (text.length < length) {
    const letters = Array.from({ length: 2 + Math.floor(next() * 8) }, () =>
      String.fromCharCode(97 + Math.floor(next() * 26)),
    );
    text += `${letters.join("")} `;
  }
  return text.slice(0, length).trim();
}

export async function textPageBench(out: Reporter): Promise<void> {
  const database = await openDatabase({});
  await migrate(database);
  const config = loadConfig({
    NODE_ENV: "production",
    LOG_LEVEL: "silent",
    DEMO_DATA: "false",
    PUBLIC_URL: "https://alerts.example.gy",
  });
  const app = await buildApp({ config, database, logger: false, clientDir: "/nonexistent-client-dir" });
  try {
    const db = database.db;
    const typical = await insertAlert(db, {});
    const longest = await insertAlert(db, {
      name: typedText(120),
      description: typedText(2000),
      lastLocation: typedText(300),
      circumstances: typedText(4000),
    });
    await db.execute(sql`update alerts set clothing = ${typedText(1000)} where id = ${longest}`);
    for (const id of [typical, longest]) {
      await markVerified(db, id, new Date());
      await db.execute(sql`update alerts set level = 'red' where id = ${id}`);
    }

    for (const [label, id] of [
      ["a typical alert", typical],
      ["every text at its longest", longest],
    ] as const) {
      const raw = (await app.inject({ method: "GET", url: `/alert/${id}/text` })).rawPayload.length;
      out.figure(`text page, ${label}: uncompressed`, raw, "bytes");
      for (const encoding of ["gzip", "br"] as const) {
        const res = await app.inject({
          method: "GET",
          url: `/alert/${id}/text`,
          headers: { "accept-encoding": encoding },
        });
        if (res.statusCode !== 200 || res.headers["content-encoding"] !== encoding)
          throw new Error(
            `text page ${id}: ${res.statusCode}, content-encoding ${res.headers["content-encoding"]}`,
          );
        out.goal(
          judge(
            `text page, ${label}, ${encoding}`,
            res.rawPayload.length,
            "bytes",
            "<=",
            FIRST_ROUND_TRIP_BYTES,
          ),
        );
      }
    }
  } finally {
    await app.close();
    await database.close();
  }
}
