import { manage } from "@shared/i18n/manage.en";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useManagedPush, useSetManagedPush } from "../api/push";
import { pushAvailable, unsubscribeThisPhone } from "../push/support";
import { useTurnOnAlertsOnThisPhone } from "../push/turn-on";

/**
 * "Alerts on this phone" on the manage page (decision 015): whether push is on for this
 * subscription, turning it off, and (where the browser can) turning it on for this phone.
 */
export function PushOnThisPhone({ token }: { token: string }) {
  const t = useT(manage);
  const describeError = useErrorDescription();
  const turnOnAlertsOnThisPhone = useTurnOnAlertsOnThisPhone();
  const query = useManagedPush(token, true);
  const mutation = useSetManagedPush(token);
  const [available] = useState(pushAvailable);
  const [working, setWorking] = useState(false);
  // Turned off here: the card stays to say so, even where this browser cannot turn it back on.
  const [changed, setChanged] = useState(false);
  const enabled = query.data?.enabled ?? false;
  if (query.isPending || query.isError) return null;
  if (!enabled && !available && !changed) return null;

  const turnOn = async () => {
    setWorking(true);
    await turnOnAlertsOnThisPhone((subscription) => mutation.mutateAsync(subscription));
    setWorking(false);
  };
  const turnOff = async () => {
    setWorking(true);
    try {
      await mutation.mutateAsync(null);
      setChanged(true);
      // This browser forgets its subscription too (it may be another phone: then nothing to do).
      await unsubscribeThisPhone().catch(() => {});
      toast({ title: t("push.turnedOff"), description: t("push.turnedOffText") });
    } catch (error) {
      toast({
        title: t("push.turnOffFailed"),
        description: describeError(error),
        variant: "destructive",
      });
    } finally {
      setWorking(false);
    }
  };

  return (
    <Card className="p-6" aria-labelledby="push-title">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="push-title" className="text-xl font-semibold text-gray-900">
          {t("push.title")}
        </h2>
        <Badge tone={enabled ? "green" : "gray"} data-testid="push-status">
          {enabled ? t("on") : t("off")}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-gray-700">{enabled ? t("push.onText") : t("push.offText")}</p>
      {(enabled || available) && (
        <Button
          className="mt-4"
          variant={enabled ? "outline" : "primary"}
          disabled={working}
          onClick={enabled ? turnOff : turnOn}
        >
          {working ? t("processing") : enabled ? t("push.turnOff") : t("push.turnOn")}
        </Button>
      )}
    </Card>
  );
}
