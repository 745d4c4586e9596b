import { subscribe } from "@shared/i18n/subscribe.en";
import { Checkbox } from "@/components/ui/checkbox";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useBrowserValue } from "@/lib/use-hydrated";
import { askNotificationPermission, pushAvailable } from "../push/support";

/**
 * "Alerts on this phone" (web push, decision 015), offered only where the browser can show
 * them. Ticking it asks for the notification permission at once (browsers want the click); the
 * subscription itself is made when the form is sent.
 */
export function PushOptIn({
  id,
  checked,
  onChange,
  disabled,
}: {
  id: string;
  checked: boolean;
  onChange: (on: boolean) => void;
  disabled?: boolean;
}) {
  // Most phones can: a server-rendered form offers it, and a phone that cannot drops it once it
  // has taken the page over (one that renders the form itself knows at once).
  const t = useT(subscribe);
  const describeError = useErrorDescription(subscribe.namespace);
  const available = useBrowserValue(pushAvailable, true);
  if (!available) return null;
  return (
    <div>
      <Checkbox
        id={id}
        label={t("push")}
        checked={checked}
        disabled={disabled}
        onChange={(e) => {
          const on = e.target.checked;
          onChange(on);
          if (!on) return;
          askNotificationPermission().catch((error: unknown) => {
            onChange(false);
            toast({
              title: t("pushOff"),
              description: describeError(error),
              variant: "destructive",
            });
          });
        }}
      />
      <p className="mt-1 pl-6 text-xs text-gray-600">{t("pushText")}</p>
    </div>
  );
}
