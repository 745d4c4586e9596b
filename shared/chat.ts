import { z } from "zod";
import { positiveIdSchema } from "./ids.schema";

// Contracts for the community chat and the realtime socket's
// messages. Dates travel as ISO strings.

export const CHAT_MESSAGE_MAX = 1000;
export const CHAT_USERNAME_MAX = 50;
/** Messages one GET /api/chat page returns by default, and the most a caller may ask for. */
export const CHAT_PAGE_SIZE = 50;
export const CHAT_PAGE_MAX = 100;
/** Browser storage key for the chat display name. */
export const CHAT_USERNAME_STORAGE_KEY = "chat-username";
/** Response header of GET /api/chat: "true" when older messages exist before this page. */
export const CHAT_HAS_MORE_HEADER = "x-has-more";

export const INVALID_MODERATOR_CODE = "Invalid moderator code";

// Control characters (other than line breaks and tabs in a message) and bidirectional
// overrides are dropped: they only serve to corrupt the display or disguise text.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const messageControls = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const nameControls = /[\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]/g;

export const chatUserNameSchema = z
  .string({ error: "is required" })
  .transform((v) => v.replace(nameControls, " ").replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: "is required" })
      .max(CHAT_USERNAME_MAX, { error: `must be at most ${CHAT_USERNAME_MAX} characters` }),
  );

export const chatMessageTextSchema = z
  .string({ error: "is required" })
  .max(CHAT_MESSAGE_MAX * 4, { error: `must be at most ${CHAT_MESSAGE_MAX} characters` })
  .transform((v) =>
    v
      .replace(/\r\n?/g, "\n")
      .replace(messageControls, "")
      .replace(/\n{3,}/g, "\n\n")
      .trim(),
  )
  .pipe(
    z
      .string()
      .min(1, { error: "cannot be empty" })
      .max(CHAT_MESSAGE_MAX, { error: `must be at most ${CHAT_MESSAGE_MAX} characters` }),
  );

/**
 * POST /api/chat body: userName, message, alertId, isModerator. isModerator is a
 * request, never trusted: the server flags a message only after checking a personal moderator
 * code (moderatorCode here, or the moderator unlock token sent as a bearer token). A request
 * for the flag without a valid code is refused with 403 'Invalid moderator code'.
 */
export const postChatMessageSchema = z.strictObject({
  userName: chatUserNameSchema,
  message: chatMessageTextSchema,
  alertId: z
    .int({ error: "must be the id of an alert" })
    .positive({ error: "must be the id of an alert" })
    .nullish()
    .transform((v) => v ?? null),
  isModerator: z.boolean({ error: "must be true or false" }).optional().default(false),
  moderatorCode: z.string().max(128, { error: "must be at most 128 characters" }).optional(),
});
export type PostChatMessageInput = z.input<typeof postChatMessageSchema>;
export type PostChatMessageData = z.output<typeof postChatMessageSchema>;

/**
 * GET /api/chat query. Without alertId: the community chat (messages tied to no alert).
 * The newest page comes back oldest-first; before=<id> asks for the page older than that message.
 */
export const listChatQuerySchema = z.strictObject({
  alertId: positiveIdSchema.optional(),
  before: positiveIdSchema.optional(),
  limit: z.coerce
    .number({ error: "must be a number" })
    .int({ error: "must be a whole number" })
    .min(1, { error: `must be between 1 and ${CHAT_PAGE_MAX}` })
    .max(CHAT_PAGE_MAX, { error: `must be between 1 and ${CHAT_PAGE_MAX}` })
    .optional(),
});
export type ListChatQuery = z.input<typeof listChatQuerySchema>;

/** A chat message as everyone sees it: no address, no staff ids. */
export const chatMessageSchema = z.object({
  id: z.number(),
  alertId: z.number().nullable(),
  userName: z.string(),
  message: z.string(),
  isModerator: z.boolean(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof chatMessageSchema>;

// Realtime socket (/ws): what the server pushes. NEW_CHAT_MESSAGE carries the
// message itself so clients can show it without asking the server again.
export const REALTIME = {
  newChatMessage: "NEW_CHAT_MESSAGE",
  chatMessageRemoved: "CHAT_MESSAGE_REMOVED",
  /** Messages may have been missed (the server lost its link to the other instances): refetch. */
  resync: "RESYNC",
} as const;

export type RealtimeMessage =
  | { type: typeof REALTIME.newChatMessage; message: ChatMessage }
  | { type: typeof REALTIME.chatMessageRemoved; id: number; alertId: number | null }
  | { type: typeof REALTIME.resync };
