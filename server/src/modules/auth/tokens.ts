import { createHash, randomBytes } from "node:crypto";

// Session cookies and moderator unlock tokens are random 256-bit values; the database keeps
// only a SHA-256 hash, prefixed with the kind, so a leaked table cannot be replayed and a
// token of one kind can never be used as the other.

export type TokenKind = "session" | "unlock";

export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

export function tokenKey(kind: TokenKind, token: string): string {
  return `${kind}:${createHash("sha256").update(token).digest("hex")}`;
}

/** Tokens we issue are 43 base64url characters; anything else is not worth a database lookup. */
export function looksLikeToken(value: string | undefined): value is string {
  return typeof value === "string" && /^[A-Za-z0-9_-]{43}$/.test(value);
}
