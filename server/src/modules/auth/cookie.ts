/** The admin session cookie (HttpOnly, SameSite=Strict; see auth.routes.ts). */
export const SESSION_COOKIE = "staff_session";
