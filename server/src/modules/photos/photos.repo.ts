import { eq } from "drizzle-orm";
import type { Db } from "../../db/client";
import { photos } from "../../db/schema";

export type NewPhoto = typeof photos.$inferInsert;

export async function insertPhoto(db: Db, photo: NewPhoto): Promise<void> {
  await db.insert(photos).values(photo);
}

export async function findPhoto(db: Db, id: string) {
  const rows = await db.select().from(photos).where(eq(photos.id, id)).limit(1);
  return rows[0];
}
