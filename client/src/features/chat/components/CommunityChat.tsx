import { CHAT_MESSAGE_MAX, CHAT_USERNAME_STORAGE_KEY, type ChatMessage } from "@shared/chat";
import { chat } from "@shared/i18n/chat.en";
import { Loader2, Send } from "lucide-react";
import { type KeyboardEvent, useEffect, useId, useMemo, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Textarea } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { ApiError } from "@/lib/api-client";
import { flattenChat } from "../api/chat-cache";
import { useChatMessages } from "../api/chat-messages";
import { useChatRealtime } from "../api/chat-realtime";
import { unlockChatModerator } from "../api/moderator-unlock";
import { usePostChatMessage } from "../api/post-chat-message";
import { useRemoveChatMessage } from "../api/remove-chat-message";
import { ChatGuidelines } from "./ChatGuidelines";
import { ChatMessageItem } from "./ChatMessageItem";
import { JoinChat, type JoinRequest } from "./JoinChat";

function storedName(): string | null {
  try {
    return window.localStorage.getItem(CHAT_USERNAME_STORAGE_KEY)?.trim() || null;
  } catch {
    return null;
  }
}

function storeName(name: string | null): void {
  try {
    if (name) window.localStorage.setItem(CHAT_USERNAME_STORAGE_KEY, name);
    else window.localStorage.removeItem(CHAT_USERNAME_STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage; the name still holds for this visit.
  }
}

/**
 * The live chat: the community's ('Live Community Chat') or one alert's ('Discussion: Case #id').
 * Not joined until a name is given (kept in the browser); a moderator joins with their personal
 * code, checked by the server, and holds the resulting token in memory only.
 */
export function CommunityChat({ alertId, headingLevel = 2 }: { alertId?: number; headingLevel?: 1 | 2 }) {
  const chatAlertId = alertId ?? null;
  const idPrefix = useId().replace(/:/g, "");
  const [userName, setUserName] = useState<string | null>(storedName);
  const [moderatorToken, setModeratorToken] = useState<string | null>(null);
  const [joining, setJoining] = useState(false);
  const [draft, setDraft] = useState("");
  const live = useChatRealtime();
  const messagesQuery = useChatMessages(chatAlertId);
  const post = usePostChatMessage();
  const remove = useRemoveChatMessage();
  const messages = useMemo(() => flattenChat(messagesQuery.data), [messagesQuery.data]);

  const logRef = useRef<HTMLDivElement>(null);
  const newestId = messages.at(-1)?.id;
  // Scroll to the newest message when one arrives (not when older ones are loaded above).
  useEffect(() => {
    if (newestId === undefined) return;
    const log = logRef.current;
    if (log) log.scrollTop = log.scrollHeight;
  }, [newestId]);

  const t = useT(chat);
  const describeError = useErrorDescription();
  const title = chatAlertId === null ? t("liveTitle") : t("caseTitle", { id: chatAlertId });
  const Heading = headingLevel === 1 ? "h1" : "h2";

  const join = async ({ name, moderatorCode }: JoinRequest) => {
    const trimmed = name.trim();
    if (!trimmed) {
      toast({
        title: t("nameRequired"),
        description: t("nameRequiredText"),
        variant: "destructive",
      });
      return;
    }
    let token: string | null = null;
    if (moderatorCode !== null) {
      setJoining(true);
      try {
        token = (await unlockChatModerator(moderatorCode.trim())).token;
      } catch (error) {
        const wrongCode = error instanceof ApiError && (error.status === 400 || error.status === 401);
        toast({
          title: t("badCode"),
          description: wrongCode ? t("badCodeText") : describeError(error),
          variant: "destructive",
        });
        return;
      } finally {
        setJoining(false);
      }
    }
    storeName(trimmed);
    setUserName(trimmed);
    setModeratorToken(token);
    toast({ title: t("welcome"), description: t("joinedAs", { name: trimmed }) });
  };

  const change = () => {
    storeName(null);
    setUserName(null);
    setModeratorToken(null);
  };

  const send = () => {
    const text = draft.trim();
    if (!text || post.isPending) return;
    if (!userName) {
      toast({
        title: t("usernameRequired"),
        description: t("usernameRequiredText"),
        variant: "destructive",
      });
      return;
    }
    post.mutate(
      {
        input: { userName, message: text, alertId: chatAlertId, isModerator: moderatorToken !== null },
        moderatorToken: moderatorToken ?? undefined,
      },
      {
        onSuccess: () => setDraft(""),
        onError: (error) => {
          // The moderator's unlock expired or the code was revoked: back to an ordinary member.
          if (moderatorToken && error instanceof ApiError && error.status === 403) setModeratorToken(null);
          toast({
            title: t("sendFailed"),
            description: describeError(error),
            variant: "destructive",
          });
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  const removeMessage = (message: ChatMessage) => {
    if (!moderatorToken) return;
    remove.mutate(
      { id: message.id, alertId: message.alertId, moderatorToken },
      {
        onError: (error) => {
          if (error instanceof ApiError && (error.status === 401 || error.status === 403))
            setModeratorToken(null);
          toast({
            title: t("removeFailed"),
            description: describeError(error),
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <section aria-labelledby={`${idPrefix}-title`}>
      <div className="mb-4 flex flex-wrap items-center justify-between gap-2">
        <Heading
          id={`${idPrefix}-title`}
          className={
            headingLevel === 1 ? "text-3xl font-bold text-gray-900" : "text-xl font-bold text-gray-900"
          }
        >
          {title}
        </Heading>
        <p role="status" className="flex items-center gap-2 text-sm text-gray-700">
          <span
            aria-hidden="true"
            className={`inline-block h-2.5 w-2.5 rounded-full ${live ? "bg-green-600" : "bg-gray-400"}`}
          />
          {live ? t("live") : t("connecting")}
        </p>
      </div>

      <div className="grid gap-6 lg:grid-cols-3">
        <div className="space-y-4">
          <JoinChat
            idPrefix={idPrefix}
            userName={userName}
            isModerator={moderatorToken !== null}
            joining={joining}
            onJoin={(request) => void join(request)}
            onChange={change}
          />
          <ChatGuidelines />
        </div>

        <Card className="flex flex-col lg:col-span-2">
          <div
            ref={logRef}
            role="log"
            aria-label={t("log")}
            // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it
            tabIndex={0}
            className="h-96 overflow-y-auto p-4"
            data-testid="chat-log"
          >
            {messagesQuery.isPending ? (
              <LoadingState label={t("loading")} />
            ) : messagesQuery.isError ? (
              <ErrorState
                title={t("loadFailed")}
                message={describeError(messagesQuery.error)}
                onRetry={() => void messagesQuery.refetch()}
              />
            ) : messages.length === 0 ? (
              <EmptyState title={t("empty")} />
            ) : (
              <>
                {messagesQuery.hasNextPage && (
                  <div className="mb-3 text-center">
                    <Button
                      variant="ghost"
                      size="sm"
                      onClick={() => void messagesQuery.fetchNextPage()}
                      disabled={messagesQuery.isFetchingNextPage}
                    >
                      {messagesQuery.isFetchingNextPage ? t("loadingMore") : t("earlier")}
                    </Button>
                  </div>
                )}
                <ul className="space-y-4">
                  {messages.map((m) => (
                    <ChatMessageItem
                      key={m.id}
                      message={m}
                      onRemove={moderatorToken ? removeMessage : undefined}
                      removing={remove.isPending && remove.variables?.id === m.id}
                    />
                  ))}
                </ul>
              </>
            )}
          </div>
          <div className="border-t border-gray-200 p-3">
            <div className="flex items-end gap-2">
              <label htmlFor={`${idPrefix}-message`} className="sr-only">
                {t("message")}
              </label>
              <Textarea
                id={`${idPrefix}-message`}
                rows={2}
                value={draft}
                maxLength={CHAT_MESSAGE_MAX}
                onChange={(e) => setDraft(e.target.value)}
                onKeyDown={onKeyDown}
                placeholder={userName ? t("typeMessage") : t("joinFirst")}
                className="min-h-[2.75rem] resize-none"
              />
              <Button
                onClick={send}
                disabled={post.isPending}
                aria-label={t("sendLabel")}
                className="shrink-0"
              >
                {post.isPending ? (
                  <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />
                ) : (
                  <Send className="h-4 w-4" aria-hidden="true" />
                )}
                <span className="hidden sm:inline">{t("send")}</span>
              </Button>
            </div>
            <p className="mt-1 text-xs text-gray-600">{t("enterHint")}</p>
          </div>
        </Card>
      </div>
    </section>
  );
}
