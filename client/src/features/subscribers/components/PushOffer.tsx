import { subscribe } from "@shared/i18n/subscribe.en";
import { Bell, CircleCheck } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { useT } from "@/i18n/i18n";
import { enablePushWithTicket } from "../api/push";
import { pushAvailable } from "../push/support";
import { useTurnOnAlertsOnThisPhone } from "../push/turn-on";

/**
 * "Alerts on this phone" in the supporter pop-up (decision 015): says so when the form turned
 * them on, and otherwise offers them where the browser can show them, with the ticket the new
 * subscription's answer carried (it works only for a subscription this browser created).
 */
export function PushOffer({ ticket, alreadyOn }: { ticket: string | null; alreadyOn: boolean }) {
  const [available] = useState(pushAvailable);
  const [on, setOn] = useState(alreadyOn);
  const [working, setWorking] = useState(false);
  const t = useT(subscribe);
  const turnOnAlertsOnThisPhone = useTurnOnAlertsOnThisPhone();
  if (!on && (!available || !ticket)) return null;

  const turnOn = async () => {
    setWorking(true);
    const turnedOn = await turnOnAlertsOnThisPhone((subscription) =>
      enablePushWithTicket(ticket!, subscription),
    );
    setWorking(false);
    if (turnedOn) setOn(true);
  };

  return (
    <section aria-labelledby="push-offer-heading" className="rounded-md border border-gray-200 p-4">
      <h3 id="push-offer-heading" className="flex items-center gap-2 font-semibold text-gray-900">
        <Bell className="h-4 w-4" aria-hidden="true" />
        {t("push")}
      </h3>
      {on ? (
        <p className="mt-2 flex items-center gap-2 text-sm text-green-800" data-testid="push-offer-on">
          <CircleCheck className="h-4 w-4" aria-hidden="true" />
          {t("pushOn")}
        </p>
      ) : (
        <>
          <p className="mt-2 text-sm text-gray-700">{t("pushText")}</p>
          <Button className="mt-3 w-full" disabled={working} onClick={turnOn}>
            {working ? t("processing") : t("pushTurnOn")}
          </Button>
        </>
      )}
    </section>
  );
}
