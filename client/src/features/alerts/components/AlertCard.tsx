import type { AlertSummary } from "@shared/alerts";
import { alerts } from "@shared/i18n/alerts.en";
import { layout } from "@shared/i18n/layout.en";
import { Clock, MapPin, User } from "lucide-react";
import { Link } from "wouter";
import { LevelBadge } from "@/components/levels/LevelBadge";
import { DEFAULT_LEVEL_STYLES } from "@/components/levels/level-styles";
import { buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Photo } from "@/components/ui/photo";
import { timeAgo } from "@/i18n/dates";
import { useT } from "@/i18n/i18n";

/** One alert in the Active Alerts list. */
export function AlertCard({
  alert,
  now,
  priority = false,
}: {
  alert: AlertSummary;
  now?: Date;
  /** The first card's photo is the list's largest paint: fetch it at once. */
  priority?: boolean;
}) {
  const t = useT(alerts);
  const tl = useT(layout);
  return (
    <Card className="flex flex-col overflow-hidden" data-testid="alert-card">
      <div className="relative aspect-[4/3] bg-gray-100">
        {alert.photoUrl ? (
          <Photo
            src={alert.photoUrl}
            alt={alert.name}
            sizes="(min-width: 1024px) 24rem, (min-width: 640px) 50vw, 100vw"
            width={800}
            height={600}
            priority={priority}
            className="absolute inset-0 h-full w-full object-cover"
          />
        ) : (
          <div className="absolute inset-0 flex items-center justify-center text-gray-400">
            <User className="h-16 w-16" aria-hidden="true" />
            <span className="sr-only">{t("noPhoto")}</span>
          </div>
        )}
        <span className="absolute left-2 top-2 rounded bg-red-700 px-2 py-0.5 text-xs font-bold text-white">
          {t("missing")}
        </span>
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-lg font-bold text-gray-900">{alert.name}</h2>
          {/* The list carries the level only: its default name and colour. */}
          {alert.level && <LevelBadge style={DEFAULT_LEVEL_STYLES[alert.level]} level={alert.level} />}
        </div>
        <p className="text-sm text-gray-700">{t("age", { age: alert.age })}</p>
        <p className="flex items-start gap-1 text-sm text-gray-700">
          <MapPin className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
          <span>{t("lastSeen", { place: alert.lastLocation })}</span>
        </p>
        <p className="line-clamp-2 text-sm text-gray-600">{t("wearing", { clothing: alert.clothing })}</p>
        <p className="flex items-center gap-1 text-xs text-gray-600">
          <Clock className="h-3.5 w-3.5" aria-hidden="true" />
          <span data-testid="reported-ago">
            {t("reported", { ago: timeAgo(tl, alert.createdAt, now ?? new Date()) })}
          </span>
        </p>
        <div className="mt-auto flex flex-wrap gap-2 pt-2">
          <Link href={`/alert/${alert.id}`} className={buttonClasses("primary", "sm", "flex-1")}>
            {t("details")}
            <span className="sr-only">{t("detailsFor", { name: alert.name })}</span>
          </Link>
          <Link
            href={`/alert/${alert.id}?report=sighting`}
            className={buttonClasses("outline", "sm", "flex-1")}
          >
            {t("reportSighting")}
            <span className="sr-only">{t("sightingOf", { name: alert.name })}</span>
          </Link>
        </div>
      </div>
    </Card>
  );
}
