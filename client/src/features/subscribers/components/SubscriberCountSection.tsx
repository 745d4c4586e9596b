import { SUBSCRIBER_GOAL } from "@shared/constants";
import { homeMore } from "@shared/i18n/home-more.en";
import { RefreshCw, Users } from "lucide-react";
import { Link } from "wouter";
import { Button, buttonClasses } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";
import { useRecentSubscribers } from "../api/recent-subscribers";
import { useSubscriberCount } from "../api/subscriber-count";
import { RecentSupporters } from "./RecentSupporters";
import { formatCount, formatProgress, goalProgress } from "./supporters";

/** The live subscriber counter with its goal, a refresh button, Subscribe Now and Recent Supporters. */
export function SubscriberCountSection({ showSubscribeButton = true }: { showSubscribeButton?: boolean }) {
  const count = useSubscriberCount();
  const t = useT(homeMore);
  const supporters = useRecentSubscribers();
  const value = count.data?.count;
  const progress = goalProgress(value ?? 0);
  const refreshing = count.isFetching || supporters.isFetching;

  return (
    <section aria-labelledby="subscriber-count-heading" className="py-12">
      <Card className="mx-auto max-w-5xl p-6 sm:p-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <div>
            <h2
              id="subscriber-count-heading"
              className="flex items-center gap-2 text-2xl font-bold text-gray-900"
            >
              <Users className="h-6 w-6 text-brand-700" aria-hidden="true" />
              {t("community.title")}
            </h2>
            <p className="mt-1 text-gray-600">{t("community.intro")}</p>
          </div>
          <Button
            variant="outline"
            size="sm"
            onClick={() => {
              count.refetch();
              supporters.refetch();
            }}
            disabled={refreshing}
            aria-label={t("community.refreshLabel")}
          >
            <RefreshCw className={cn("h-4 w-4", refreshing && "animate-spin")} aria-hidden="true" />
            {t("community.refresh")}
          </Button>
        </div>

        <div className="mt-6" aria-live="polite">
          <p className="text-4xl font-extrabold text-brand-700" data-testid="subscriber-count">
            {count.isPending ? t("community.loading") : value === undefined ? "–" : formatCount(value)}
          </p>
          <p className="text-sm text-gray-600">
            {t("community.ofGoal", { goal: formatCount(SUBSCRIBER_GOAL) })}
          </p>
        </div>
        <div
          role="progressbar"
          aria-label={t("community.progressLabel")}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={Math.round(progress * 10) / 10}
          aria-valuetext={t("community.progressValue", {
            progress: formatProgress(progress),
            goal: formatCount(SUBSCRIBER_GOAL),
          })}
          className="mt-3 h-4 w-full overflow-hidden rounded-full bg-gray-200"
        >
          <div
            className="h-full rounded-full bg-brand-700 transition-all"
            // A sliver stays visible for a young network; the text gives the exact figure.
            style={{ width: `${progress}%`, minWidth: progress > 0 ? "4px" : undefined }}
            data-testid="subscriber-progress"
          />
        </div>
        <p className="mt-1 text-right text-xs text-gray-600" data-testid="subscriber-progress-text">
          {t("community.progressText", { progress: formatProgress(progress) })}
        </p>

        {showSubscribeButton && (
          <div className="mt-6 text-center">
            <Link href="/subscribe" className={buttonClasses("primary", "lg")}>
              {t("community.subscribeNow")}
            </Link>
          </div>
        )}

        <RecentSupporters />
      </Card>
    </section>
  );
}
