import { subscribe } from "@shared/i18n/subscribe.en";
import type { PushSubscriptionJson } from "@shared/push.schema";
import { toast } from "@/components/ui/use-toast";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { subscribeThisPhone } from "./support";

/**
 * Turns alerts on this phone on: subscribes the browser, hands the subscription to `save` (the
 * manage link's or the pop-up ticket's call) and says how it went, in the page's language. True
 * when they are on.
 */
export function useTurnOnAlertsOnThisPhone(): (
  save: (subscription: PushSubscriptionJson) => Promise<unknown>,
) => Promise<boolean> {
  const t = useT(subscribe);
  // The browser's refusals are worded in English like the server's (push/permission.ts): the
  // subscribe part's errors table translates them.
  const describeError = useErrorDescription(subscribe.namespace);
  return async (save) => {
    try {
      await save(await subscribeThisPhone());
      toast({ title: t("pushToast.on"), description: t("pushToast.onText") });
      return true;
    } catch (error) {
      toast({ title: t("pushToast.failed"), description: describeError(error), variant: "destructive" });
      return false;
    }
  };
}
