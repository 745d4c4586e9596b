import { subscribe } from "@shared/i18n/subscribe.en";
import { Bell, MapPin, Users, Zap } from "lucide-react";
import { useT } from "@/i18n/i18n";

const points = [
  { Icon: Users, point: "network" },
  { Icon: Zap, point: "instant" },
  { Icon: MapPin, point: "location" },
  { Icon: Bell, point: "community" },
] as const;

/** The red panel beside the subscribe form. */
export function SubscribeInfoPanel() {
  const t = useT(subscribe);
  return (
    <aside className="rounded-lg bg-brand-700 p-6 text-white shadow" aria-labelledby="subscribe-info-heading">
      <h2 id="subscribe-info-heading" className="text-2xl font-bold">
        {t("why")}
      </h2>
      <ul className="mt-6 space-y-5">
        {points.map(({ Icon, point }) => (
          <li key={point} className="flex gap-3">
            <span className="mt-0.5 flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">{t(`points.${point}`)}</h3>
              <p className="text-sm text-red-50">{t(`points.${point}Text`)}</p>
            </div>
          </li>
        ))}
      </ul>
    </aside>
  );
}
