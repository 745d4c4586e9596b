// "Is this alert real?": the short code on every alert, card and poster, and what /verify/{code}
// answers. No zod here: the verify page reads it on its first load.

/** Letters and digits nobody confuses when reading a poster aloud: no 0/O, no 1/I. */
export const VERIFY_CODE_ALPHABET = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
export const VERIFY_CODE_LENGTH = 6;

/** What a person may type for a code: letters, digits, spaces and dashes, not a page of text. */
export const VERIFY_CODE_INPUT_MAX = 20;
const TYPED_CODE = /^[A-Za-z0-9\s-]*$/;
const VERIFY_CODE = new RegExp(`^[${VERIFY_CODE_ALPHABET}]{${VERIFY_CODE_LENGTH}}$`);

/** The one answer for every code that is not a current appeal: closed, unknown or made up alike. */
export const NOT_A_CURRENT_APPEAL = "This is not a current appeal of ours.";
export const A_CURRENT_APPEAL = "This is a current appeal of ours.";

/** Whether typed text could be a code at all (before it is normalised): the API's 400 otherwise. */
export function isTypedVerifyCode(typed: string): boolean {
  return typed.length <= VERIFY_CODE_INPUT_MAX && TYPED_CODE.test(typed);
}

/** A typed code as stored: capitals, without the spaces and dashes people add ("abc-123" → "ABC123"). */
export function normaliseVerifyCode(typed: string): string {
  return typed.replace(/[\s-]/g, "").toUpperCase();
}

/** Whether a normalised code is one we could have issued (a lookup is pointless otherwise). */
export function isVerifyCode(code: string): boolean {
  return VERIFY_CODE.test(code);
}

/** GET /api/verify/{code}. */
export const verifyCodePath = (code: string) => `/api/verify/${encodeURIComponent(code)}`;

/** The verify page of a code (/verify/ABC123), and the code in a page's path. */
export const verifyPagePath = (code: string) => `/verify/${encodeURIComponent(code)}`;
export function verifyPageCode(path: string): string | null {
  const match = /^\/verify\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  try {
    return decodeURIComponent(match[1]!);
  } catch {
    return match[1]!;
  }
}

/** The line every alert page, card and poster carries: "Verify this alert at example.gy/verify — code ABC123". */
export function verifyLine(publicUrl: string, code: string): string {
  return `Verify this alert at ${verifySiteAddress(publicUrl)} — code ${code}`;
}

/** The site's /verify address as a person types it: host (and any base path), no scheme. */
export function verifySiteAddress(publicUrl: string): string {
  return `${publicUrl.replace(/^[a-z]+:\/\//i, "").replace(/\/+$/, "")}/verify`;
}

/**
 * GET /api/verify/{code}: a current appeal names itself and its official page; anything else
 * (closed, unknown, made up, never public) is the same answer, with nothing in it.
 */
export type VerifyAnswer =
  | {
      current: true;
      message: typeof A_CURRENT_APPEAL;
      code: string;
      alertId: number;
      name: string;
      alertUrl: string;
    }
  | { current: false; message: typeof NOT_A_CURRENT_APPEAL };
