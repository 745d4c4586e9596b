import { PUSH_OPT_IN_LABEL } from "@shared/push";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { Badge, Card } from "@/components/ui/card";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useManagedPush, useSetManagedPush } from "../api/push";
import { pushAvailable, unsubscribeThisPhone } from "../push/support";
import { turnOnAlertsOnThisPhone } from "../push/turn-on";

/**
 * "Alerts on this phone" on the manage page (decision 015): whether push is on for this
 * subscription, turning it off, and (where the browser can) turning it on for this phone.
 */
export function PushOnThisPhone({ token }: { token: string }) {
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
      toast({ title: "Alerts on this phone are off", description: "No more notifications on your phone." });
    } catch (error) {
      toast({
        title: "Could not turn off alerts on this phone",
        description: errorDescription(error),
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
          {PUSH_OPT_IN_LABEL}
        </h2>
        <Badge tone={enabled ? "green" : "gray"} data-testid="push-status">
          {enabled ? "On" : "Off"}
        </Badge>
      </div>
      <p className="mt-2 text-sm text-gray-700">
        {enabled
          ? "A phone shows a notification with the child's photo when an alert near you is verified."
          : "Get a free, instant notification on this phone when an alert near you is verified."}
      </p>
      {(enabled || available) && (
        <Button
          className="mt-4"
          variant={enabled ? "outline" : "primary"}
          disabled={working}
          onClick={enabled ? turnOff : turnOn}
        >
          {working
            ? "Processing..."
            : enabled
              ? "Turn off alerts on this phone"
              : "Turn on alerts on this phone"}
        </Button>
      )}
    </Card>
  );
}
