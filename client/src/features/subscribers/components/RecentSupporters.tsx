import { homeMore } from "@shared/i18n/home-more.en";
import { Heart } from "lucide-react";
import { Photo } from "@/components/ui/photo";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useRecentSubscribers } from "../api/recent-subscribers";
import { initialOf, supportiveLine } from "./supporters";

/** The last 10 subscribers, newest first, each with photo or initial, name and a supportive line. */
export function RecentSupporters() {
  const { data, isPending, isError, error, refetch } = useRecentSubscribers();
  const t = useT(homeMore);
  const describeError = useErrorDescription();
  return (
    <section aria-labelledby="recent-supporters-heading" className="mt-8">
      <h3
        id="recent-supporters-heading"
        className="mb-3 flex items-center gap-2 text-lg font-semibold text-gray-900"
      >
        <Heart className="h-5 w-5 text-brand-700" aria-hidden="true" />
        {t("supporters.title")}
      </h3>
      {isPending ? (
        <LoadingState label={t("supporters.loading")} />
      ) : isError && !data ? (
        <ErrorState title={t("supporters.failed")} message={describeError(error)} onRetry={() => refetch()} />
      ) : !data || data.length === 0 ? (
        <EmptyState title={t("supporters.first")} />
      ) : (
        <ul className="grid gap-3 sm:grid-cols-2" data-testid="recent-supporters">
          {data.map((s) => (
            <li key={s.id} className="flex items-center gap-3 rounded-lg border border-gray-200 bg-white p-3">
              {s.profilePhotoUrl ? (
                <Photo
                  src={s.profilePhotoUrl}
                  alt=""
                  sizes="3rem"
                  width={48}
                  height={48}
                  className="h-12 w-12 shrink-0 rounded-full object-cover"
                />
              ) : (
                <span
                  aria-hidden="true"
                  className="flex h-12 w-12 shrink-0 items-center justify-center rounded-full bg-brand-100 text-lg font-bold text-brand-800"
                >
                  {initialOf(s.name)}
                </span>
              )}
              <div className="min-w-0">
                <p className="truncate font-semibold text-gray-900" data-testid="supporter-name">
                  {s.name}
                </p>
                <p className="text-sm text-gray-600">{t(`supporters.${supportiveLine(s.location)}`)}</p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
