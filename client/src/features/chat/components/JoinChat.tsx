import { CHAT_USERNAME_MAX } from "@shared/chat";
import { chat } from "@shared/i18n/chat.en";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { Input, Label } from "@/components/ui/form-controls";
import { useT } from "@/i18n/i18n";

export interface JoinRequest {
  name: string;
  moderatorCode: string | null;
}

/** 'Join the Chat': a name, and for moderators their personal code. Once joined: 'Chatting as'. */
export function JoinChat({
  idPrefix,
  userName,
  isModerator,
  joining,
  onJoin,
  onChange,
}: {
  idPrefix: string;
  userName: string | null;
  isModerator: boolean;
  joining: boolean;
  onJoin: (request: JoinRequest) => void;
  onChange: () => void;
}) {
  const [name, setName] = useState(userName ?? "");
  const [moderator, setModerator] = useState(false);
  const [code, setCode] = useState("");
  const t = useT(chat);

  if (userName) {
    return (
      <Card className="p-4">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-sm text-gray-800">
            {t("join.chattingAs")} <strong className="font-semibold text-gray-900">{userName}</strong>
            {isModerator && (
              <Badge tone="red" className="ml-2">
                {t("moderatorBadge")}
              </Badge>
            )}
          </p>
          <Button variant="outline" size="sm" onClick={onChange}>
            {t("join.change")}
          </Button>
        </div>
      </Card>
    );
  }

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onJoin({ name, moderatorCode: moderator ? code : null });
  };

  return (
    <Card className="p-4">
      <h2 className="mb-3 font-semibold text-gray-900">{t("join.title")}</h2>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div className="space-y-1">
          <Label htmlFor={`${idPrefix}-name`}>{t("join.name")}</Label>
          <Input
            id={`${idPrefix}-name`}
            value={name}
            maxLength={CHAT_USERNAME_MAX}
            autoComplete="nickname"
            placeholder={t("join.namePlaceholder")}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="flex items-center gap-2">
          <input
            id={`${idPrefix}-moderator`}
            type="checkbox"
            checked={moderator}
            onChange={(e) => setModerator(e.target.checked)}
            className="h-4 w-4 rounded border-gray-400 accent-brand-700"
          />
          <label htmlFor={`${idPrefix}-moderator`} className="text-sm text-gray-800">
            {t("join.moderator")}
          </label>
        </div>
        {moderator && (
          <div className="space-y-1">
            <Label htmlFor={`${idPrefix}-code`}>{t("join.code")}</Label>
            <Input
              id={`${idPrefix}-code`}
              type="password"
              value={code}
              autoComplete="off"
              maxLength={128}
              onChange={(e) => setCode(e.target.value)}
            />
          </div>
        )}
        <Button type="submit" className="w-full" disabled={joining}>
          {joining ? t("join.checking") : t("join.submit")}
        </Button>
      </form>
    </Card>
  );
}
