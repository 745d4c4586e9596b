import { type SignInRequest, type StaffSessionResponse, signInRequestSchema } from "@shared/staff";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { AppContext } from "../../context";
import { bearerToken } from "../../http/request";
import { currentStaff, identifyStaff, signIn, signOut } from "./auth.service";
import { SESSION_COOKIE } from "./cookie";

/**
 * Secure whenever the visitor's connection is HTTPS: the public origin is https, or the request
 * came over TLS, directly or through a TLS-terminating proxy that TRUST_PROXY trusts
 * (request.protocol then follows its X-Forwarded-Proto).
 */
function cookieOptions(ctx: AppContext, request: FastifyRequest) {
  return {
    httpOnly: true,
    sameSite: "strict" as const,
    secure: ctx.config.publicUrl.startsWith("https:") || request.protocol === "https",
    path: "/",
  };
}

/**
 * The staff session cookie's token, if the request carries one. The cookie header is parsed
 * here, when there is one, and not by a hook on every request (app.ts).
 */
function sessionTokenOf(request: FastifyRequest): string | undefined {
  const header = request.headers.cookie;
  return header ? request.server.parseCookie(header)[SESSION_COOKIE] : undefined;
}

/**
 * Sets request.staff for every API request from the session cookie or the bearer unlock
 * token. Registered on the root instance (app.ts) so the access check sees it on every route.
 */
export function installStaffIdentification(app: FastifyInstance, ctx: AppContext): void {
  // (A callback, not an async function: most requests carry no credentials and need no promise.)
  app.addHook("onRequest", (request, _reply, done) => {
    const url = request.url;
    if (!url.startsWith("/api/") && !url.startsWith("/ws")) return done();
    const sessionToken = sessionTokenOf(request);
    const bearer = bearerToken(request);
    if (!sessionToken && !bearer) return done();
    identifyStaff(ctx, { sessionToken, bearerToken: bearer }).then((staff) => {
      request.staff = staff;
      done();
    }, done);
  });
}

export async function authRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.post<{ Body: SignInRequest }>(
    "/api/auth/login",
    { config: { access: "public" } },
    async (request, reply): Promise<StaffSessionResponse> => {
      const input = signInRequestSchema.parse(request.body);
      const result = await signIn(ctx, input, request.ip);
      reply.setCookie(SESSION_COOKIE, result.token, {
        ...cookieOptions(ctx, request),
        expires: result.expiresAt,
      });
      reply.header("cache-control", "no-store");
      return { staff: result.staff };
    },
  );

  // Each logout is a database write: limited like the other public writes.
  app.post(
    "/api/auth/logout",
    { config: { access: "public", rateLimit: { max: 30, timeWindow: "1 minute" } } },
    async (request, reply) => {
      await signOut(ctx, sessionTokenOf(request));
      reply.clearCookie(SESSION_COOKIE, cookieOptions(ctx, request));
      return reply.status(204).send();
    },
  );

  // Public so the sign-in page can ask "am I signed in?" without a failing request.
  app.get("/api/auth/session", { config: { access: "public" } }, async (request, reply) => {
    reply.header("cache-control", "no-store");
    const response: StaffSessionResponse = { staff: await currentStaff(ctx, request.staff) };
    return response;
  });
}
