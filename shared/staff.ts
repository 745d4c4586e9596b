import { z } from "zod";

// Contracts for staff accounts, sign-in and the moderator unlock, all enforced by the server
// (docs/decisions/002-staff-access.md). Isomorphic: the client and the server both read them.

/** police: a police liaison, who records police confirmations of cases and sees nothing else. */
export const STAFF_ROLES = ["admin", "moderator", "police"] as const;
export const staffRoleSchema = z.enum(STAFF_ROLES);
export type StaffRoleName = z.infer<typeof staffRoleSchema>;

/** Usernames are short, printable and case-insensitive (stored lower-case). */
export const usernameSchema = z
  .string()
  .trim()
  .toLowerCase()
  .min(2, "must be at least 2 characters")
  .max(64, "must be at most 64 characters")
  .regex(/^[a-z0-9._-]+$/, "may contain only letters, digits, '.', '_' and '-'");

export const STAFF_PASSWORD_MIN_LENGTH = 12;
export const staffPasswordSchema = z
  .string()
  .min(STAFF_PASSWORD_MIN_LENGTH, `must be at least ${STAFF_PASSWORD_MIN_LENGTH} characters`)
  .max(256, "must be at most 256 characters");

/** POST /api/auth/login. The password is not checked for strength here: a wrong one is just wrong. */
export const signInRequestSchema = z.strictObject({
  username: z.string().trim().min(1, "is required").max(64),
  password: z.string().min(1, "is required").max(256),
});
export type SignInRequest = z.infer<typeof signInRequestSchema>;

/** A staff member as the API shows them; never the password hash. */
export interface StaffUser {
  id: number;
  username: string;
  email: string | null;
  role: StaffRoleName;
  lastLogin: string | null;
}

/** GET /api/auth/session and the answer of POST /api/auth/login. */
export interface StaffSessionResponse {
  staff: StaffUser | null;
}

/** POST /api/moderation/unlock. */
export const unlockRequestSchema = z.strictObject({
  code: z.string().trim().min(1, "is required").max(128),
});
export type UnlockRequest = z.infer<typeof unlockRequestSchema>;

export interface UnlockResponse {
  /** Sent as `Authorization: Bearer <token>`; the client keeps it in memory only. */
  token: string;
  expiresAt: string;
  staff: { id: number; username: string; role: StaffRoleName };
}

/** POST /api/admin/staff: the server generates the first password and shows it once. */
export const createStaffRequestSchema = z.strictObject({
  username: usernameSchema,
  email: z.string().trim().email().max(254).optional(),
  role: staffRoleSchema,
});
export type CreateStaffRequest = z.infer<typeof createStaffRequestSchema>;

export interface CreateStaffResponse {
  staff: StaffUser;
  /** Shown once; only its hash is stored. */
  password: string;
}

/** POST /api/admin/staff/{id}/access-code: shown once; only its hash is stored. */
export interface AccessCodeResponse {
  code: string;
}
