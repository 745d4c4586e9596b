import { verify } from "@shared/i18n/verify.en";
import { VERIFY_CODE_INPUT_MAX, verifyPagePath } from "@shared/verify";
import { Search } from "lucide-react";
import { type FormEvent, useState } from "react";
import { useLocation } from "wouter";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/form-controls";
import { useT } from "@/i18n/i18n";

/**
 * Type the code printed on an alert, card or poster. A plain GET form (/verify?code=...), so it
 * works before the page's code has run; once it has, the answer's page opens without a reload.
 */
export function VerifyCodeForm({ initialCode = "", label }: { initialCode?: string; label?: string }) {
  const [code, setCode] = useState(initialCode);
  const [, navigate] = useLocation();
  const t = useT(verify);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const typed = code.trim();
    if (typed) navigate(verifyPagePath(typed));
  };
  return (
    <form method="get" action="/verify" onSubmit={onSubmit} className="space-y-2" aria-label={t("formLabel")}>
      <Label htmlFor="verify-code">{label ?? t("code")}</Label>
      <div className="flex max-w-md gap-2">
        <Input
          id="verify-code"
          name="code"
          value={code}
          onChange={(event) => setCode(event.target.value)}
          maxLength={VERIFY_CODE_INPUT_MAX}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          placeholder={t("placeholder")}
          className="font-mono uppercase tracking-widest"
          required
        />
        <Button type="submit">
          <Search className="h-4 w-4" aria-hidden="true" />
          {t("check")}
        </Button>
      </div>
    </form>
  );
}
