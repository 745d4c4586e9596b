import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";

// argon2id with the library's default memory and passes: each check is slow enough to make
// guessing expensive and fast enough for a small team signing in.

export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a wrong password, not a server error.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the same work as a real check when the username does not exist, so the answer
 * time does not tell an attacker which usernames are real.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  dummyHash ??= hash(randomBytes(18).toString("base64url"));
  await verifyPassword(await dummyHash, password);
  return false;
}

/** A random password for a new account or a reset: 24 characters, about 143 bits. */
export function generatePassword(): string {
  return randomBytes(18).toString("base64url");
}
