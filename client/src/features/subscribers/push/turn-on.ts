import type { PushSubscriptionJson } from "@shared/push.schema";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { subscribeThisPhone } from "./support";

/**
 * Turns alerts on this phone on: subscribes the browser, hands the subscription to `save` (the
 * manage link's or the pop-up ticket's call) and says how it went. True when they are on.
 */
export async function turnOnAlertsOnThisPhone(
  save: (subscription: PushSubscriptionJson) => Promise<unknown>,
): Promise<boolean> {
  try {
    await save(await subscribeThisPhone());
    toast({ title: "Alerts on this phone are on", description: "This phone will show alerts near you." });
    return true;
  } catch (error) {
    toast({
      title: "Could not turn on alerts on this phone",
      description: errorDescription(error),
      variant: "destructive",
    });
    return false;
  }
}
