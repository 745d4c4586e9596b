import type { FastifyInstance, FastifyRequest } from "fastify";
import { forbidden, unauthorized } from "../errors";
import { assertSameOriginStaffRequest } from "./same-origin";

/**
 * Who may call a route. Every /api route declares one in its route config
 * (`{ config: { access: "public" } }`); buildApp refuses to start if one does not, so a
 * route cannot be added unprotected by accident.
 *  - public: anyone
 *  - moderator: a moderator or an admin (moderator unlock token or admin session)
 *  - police: a police liaison or an admin (session): police confirmations only
 *  - admin: an admin (admin session)
 */
export type Access = "public" | "moderator" | "police" | "admin";

export type StaffRole = "admin" | "moderator" | "police";

/** The authenticated staff member behind a request, set by the auth module's hook. */
export interface StaffIdentity {
  id: number;
  username: string;
  role: StaffRole;
}

declare module "fastify" {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyRequest {
    staff: StaffIdentity | null;
  }
  interface FastifyInstance {
    /** Declared access per "METHOD /url", collected as routes are added (the protection test reads it). */
    routeAccess: Map<string, Access>;
  }
}

/** The roles each staff access level admits; an admin is admitted everywhere. */
const ROLES_OF: Record<Exclude<Access, "public">, readonly StaffRole[]> = {
  moderator: ["admin", "moderator"],
  police: ["admin", "police"],
  admin: ["admin"],
};

/** Whether a caller may do what `access` allows (a police liaison is not a moderator). */
export function hasAccess(staff: StaffIdentity | null, access: Access): boolean {
  if (access === "public") return true;
  return staff !== null && ROLES_OF[access].includes(staff.role);
}

/** Throws 401 without a staff identity and 403 with one whose role is not enough. */
export function assertAccess(request: FastifyRequest, access: Access): void {
  if (access === "public") return;
  const staff = request.staff;
  if (!staff) throw unauthorized();
  if (!hasAccess(staff, access)) throw forbidden();
}

export function installAccessControl(app: FastifyInstance, publicUrl: string): void {
  const routeAccess = new Map<string, Access>();
  app.decorate("routeAccess", routeAccess);
  app.decorateRequest("staff", null);
  app.addHook("onRoute", (route) => {
    const url = route.url;
    if (!url.startsWith("/api") && url !== "/ws") return;
    const access = (route.config as { access?: Access } | undefined)?.access;
    if (!access) throw new Error(`Route ${route.method} ${url} declares no access level (config.access)`);
    for (const method of [route.method].flat()) {
      if (method !== "HEAD") routeAccess.set(`${method} ${url}`, access);
    }
  });
  // Runs after the auth module's onRequest hook has identified the caller, and before the
  // body is read: an anonymous caller cannot make the server parse a large body before its 401, and
  // a forged cross-site staff request is refused before anything is read or changed.
  // (A callback, not an async function: it runs on every request, and needs no promise.)
  app.addHook("preParsing", (request, _reply, payload, done) => {
    try {
      const access = request.routeOptions.config.access;
      if (access) assertAccess(request, access);
      if (request.url.startsWith("/api/")) assertSameOriginStaffRequest(request, publicUrl);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, payload);
  });
}
