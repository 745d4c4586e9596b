import {
  A_CURRENT_APPEAL,
  isTypedVerifyCode,
  isVerifyCode,
  NOT_A_CURRENT_APPEAL,
  normaliseVerifyCode,
  type VerifyAnswer,
} from "@shared/verify";
import type { AppContext } from "../../context";
import { invalid } from "../../errors";
import { findCurrentAppealByCode } from "./verify.repo";

const NOT_CURRENT: VerifyAnswer = { current: false, message: NOT_A_CURRENT_APPEAL };

/**
 * "Is this alert real?" A current appeal of ours names itself and links its official page; a
 * closed, unknown or made-up code gets one answer that says nothing else, so nobody can learn
 * whether a code ever existed. Text that cannot be a code at all is a 400 naming the field.
 */
export async function checkVerifyCode(ctx: AppContext, typed: string): Promise<VerifyAnswer> {
  if (!isTypedVerifyCode(typed))
    throw invalid("code: must be the 6-letter code printed on the alert", "code");
  const code = normaliseVerifyCode(typed);
  if (!isVerifyCode(code)) return NOT_CURRENT;
  const appeal = await findCurrentAppealByCode(ctx.database.db, code);
  if (!appeal) return NOT_CURRENT;
  return {
    current: true,
    message: A_CURRENT_APPEAL,
    code,
    alertId: appeal.id,
    name: appeal.name,
    alertUrl: `${ctx.config.publicUrl}/alert/${appeal.id}`,
  };
}
