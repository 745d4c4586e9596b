import type { Db } from "../../db/client";
import type { AlertRow } from "./alerts.repo";
import { flagReusedPhoto } from "./photo-match.service";
import { assignVerifyCode } from "./verify-code.service";

/**
 * What a new report gets in its own transaction, once stored: its verify code, and, with a
 * photo, the photo's hash and the earlier case it matches (for the moderator to check).
 */
export async function completeNewReport(db: Db, row: AlertRow, photoHash: string | null): Promise<AlertRow> {
  const verifyCode = await assignVerifyCode(db, row.id);
  const photoReusedFromAlertId = photoHash ? await flagReusedPhoto(db, row.id, photoHash) : null;
  return { ...row, verifyCode, photoHash, photoReusedFromAlertId };
}
