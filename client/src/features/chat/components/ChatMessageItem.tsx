import type { ChatMessage } from "@shared/chat";
import { chat } from "@shared/i18n/chat.en";
import { Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/card";
import { useLanguage, useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { formatChatTime, initialOf } from "../format";

/** One message. Everything is rendered as text: React escapes it; no HTML is ever interpreted. */
export function ChatMessageItem({
  message,
  onRemove,
  removing,
}: {
  message: ChatMessage;
  onRemove?: (message: ChatMessage) => void;
  removing?: boolean;
}) {
  const t = useT(chat);
  const language = useLanguage();
  return (
    <li className="flex gap-3" data-testid="chat-message" data-message-id={message.id}>
      <div
        aria-hidden="true"
        data-testid="chat-avatar"
        className={cn(
          "flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-sm font-bold text-white",
          message.isModerator ? "bg-brand-700" : "bg-blue-700",
        )}
      >
        {initialOf(message.userName)}
      </div>
      <div className="min-w-0 flex-1">
        <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className="font-semibold text-gray-900" data-testid="chat-user">
            {message.userName}
          </span>
          {message.isModerator && <Badge tone="red">{t("moderatorBadge")}</Badge>}
          <time
            className="text-xs text-gray-600"
            dateTime={message.createdAt}
            title={new Date(message.createdAt).toLocaleString(language)}
          >
            {formatChatTime(message.createdAt, language)}
          </time>
          {onRemove && (
            <button
              type="button"
              onClick={() => onRemove(message)}
              disabled={removing}
              className="ml-auto inline-flex items-center gap-1 rounded px-1.5 py-0.5 text-xs text-gray-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-60"
              aria-label={t("removeFrom", { name: message.userName })}
            >
              <Trash2 className="h-3.5 w-3.5" aria-hidden="true" />
              {t("remove")}
            </button>
          )}
        </div>
        <p className="whitespace-pre-wrap break-words text-sm text-gray-800" data-testid="chat-text">
          {message.message}
        </p>
      </div>
    </li>
  );
}
