import { randomInt } from "node:crypto";
import { VERIFY_CODE_ALPHABET, VERIFY_CODE_LENGTH } from "@shared/verify";
import type { Db } from "../../db/client";
import { alertsWithoutVerifyCode, findVerifyCode, setVerifyCodeIfFree } from "./verify-code.repo";

// Every alert carries a short random code for "Is this alert real?" (/verify/{code}). Random, not
// derived from the id, so a made-up code cannot be walked to the next appeal; the unique index
// refuses a code another alert holds, and a new one is drawn.

/** Draws beyond this mean something other than chance is wrong (32^6 codes, a few thousand in use). */
const MAX_DRAWS = 8;
const BACKFILL_BATCH = 200;

export function randomVerifyCode(): string {
  let code = "";
  for (let i = 0; i < VERIFY_CODE_LENGTH; i += 1)
    code += VERIFY_CODE_ALPHABET[randomInt(VERIFY_CODE_ALPHABET.length)];
  return code;
}

/**
 * Gives the alert a verify code, unless it has one; returns the alert's code. Safe inside a
 * transaction (a taken code is retried in a savepoint) and beside another instance doing the same.
 */
export async function assignVerifyCode(db: Db, alertId: number): Promise<string> {
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    if (await setVerifyCodeIfFree(db, alertId, randomVerifyCode())) {
      const code = await findVerifyCode(db, alertId);
      if (code) return code;
    }
  }
  throw new Error(`no free verify code for alert ${alertId} after ${MAX_DRAWS} draws`);
}

/** Codes for every alert stored without one (older records, demo data); how many were given. */
export async function backfillVerifyCodes(db: Db): Promise<number> {
  let given = 0;
  for (;;) {
    const ids = await alertsWithoutVerifyCode(db, BACKFILL_BATCH);
    if (ids.length === 0) return given;
    for (const id of ids) await assignVerifyCode(db, id);
    given += ids.length;
  }
}
