import type { UnlockResponse } from "@shared/staff";
import { apiJson } from "@/lib/api-client";

/**
 * POST /api/moderation/unlock: the chat's 'I am a moderator' code is the moderator's personal
 * access code, checked by the server. The token it returns is kept in memory only and sent
 * with the moderator's messages and removals.
 */
export function unlockChatModerator(code: string): Promise<UnlockResponse> {
  return apiJson<UnlockResponse>("POST", "/api/moderation/unlock", { code });
}
