import { createHash, randomInt } from "node:crypto";

// Personal moderator access codes: 20 characters from an alphabet without look-alikes
// (no 0/O, 1/I/L, U), about 98 bits, shown in groups of four so they can be read out and typed.

const ALPHABET = "ABCDEFGHJKMNPQRSTVWXYZ23456789";
const LENGTH = 20;

export function generateAccessCode(): string {
  let code = "";
  for (let i = 0; i < LENGTH; i++) code += ALPHABET[randomInt(ALPHABET.length)];
  return code.match(/.{4}/g)!.join("-");
}

/** Case, spaces and dashes do not matter when typing a code. */
export function normalizeAccessCode(input: string): string {
  return input.toUpperCase().replace(/[^A-Z0-9]/g, "");
}

/** Codes are high-entropy, so a fast hash is enough and allows an indexed lookup. */
export function hashAccessCode(input: string): string {
  return createHash("sha256").update(normalizeAccessCode(input)).digest("hex");
}

export function looksLikeAccessCode(input: string): boolean {
  const normalized = normalizeAccessCode(input);
  return normalized.length === LENGTH && [...normalized].every((c) => ALPHABET.includes(c));
}
