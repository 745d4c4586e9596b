import {
  CHAT_HAS_MORE_HEADER,
  type ChatMessage,
  listChatQuerySchema,
  postChatMessageSchema,
} from "@shared/chat";
import type { FastifyInstance } from "fastify";
import type { AppContext } from "../../context";
import { unauthorized } from "../../errors";
import { hasAccess } from "../../http/access";
import { positiveIdParam } from "../../http/request";
import { listChatMessages, postChatMessage, removeChatMessage } from "./chat.service";
import { toChatMessage } from "./chat.shape";

/** A chat message is at most a few KB of JSON; anything bigger is refused before parsing. */
export const CHAT_BODY_LIMIT_BYTES = 16 * 1024;

export async function chatRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.get("/api/chat", { config: { access: "public" } }, async (request, reply): Promise<ChatMessage[]> => {
    const query = listChatQuerySchema.parse(request.query);
    const page = await listChatMessages(ctx, query);
    reply.header(CHAT_HAS_MORE_HEADER, String(page.hasMore));
    reply.header("cache-control", "no-cache");
    return page.messages.map(toChatMessage);
  });

  app.post(
    "/api/chat",
    {
      bodyLimit: CHAT_BODY_LIMIT_BYTES,
      config: {
        access: "public",
        // Per client address; behind a proxy set TRUST_PROXY so the address is the visitor's.
        rateLimit: { max: ctx.config.chat.rateLimitPerMinute, timeWindow: "1 minute" },
      },
    },
    async (request, reply): Promise<ChatMessage> => {
      const input = postChatMessageSchema.parse(request.body);
      // Only a moderator or an admin may post in moderator mode without a code.
      const moderator = hasAccess(request.staff, "moderator") ? request.staff : null;
      const row = await postChatMessage(ctx, input, moderator);
      reply.status(201);
      return toChatMessage(row);
    },
  );

  app.delete<{ Params: { id: string } }>(
    "/api/chat/:id",
    { config: { access: "moderator" } },
    async (request, reply) => {
      if (!request.staff) throw unauthorized();
      await removeChatMessage(ctx, positiveIdParam(request.params.id), request.staff);
      return reply.status(204).send();
    },
  );
}
