export const sessionKey = ["/api/auth/session"] as const;
