import { alerts as alertsTexts } from "@shared/i18n/alerts.en";
import { Search } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input, Label } from "@/components/ui/form-controls";
import { EmptyState, ErrorState, LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { useNow } from "@/lib/render-time";
import { useValueChangedBeforeTakeover } from "@/lib/use-hydrated";
import { useActiveAlerts } from "../api/active-alerts";
import { useAlertLocations } from "../api/alert-locations";
import { AlertCard } from "./AlertCard";

const SEARCH_DEBOUNCE_MS = 300;

/** Search box, location filter, alert cards and Load More. */
export function ActiveAlertsList() {
  const searchId = useId();
  const locationId = useId();
  const [searchText, setSearchText] = useState("");
  const [search, setSearch] = useState("");
  const [location, setLocation] = useState("all");
  const searchField = useRef<HTMLInputElement>(null);
  const t = useT(alertsTexts);
  const describeError = useErrorDescription();
  const locationField = useRef<HTMLSelectElement>(null);
  useValueChangedBeforeTakeover(searchField, searchText, setSearchText);
  useValueChangedBeforeTakeover(locationField, location, setLocation);

  useEffect(() => {
    const timer = setTimeout(() => setSearch(searchText.trim()), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [searchText]);

  const locations = useAlertLocations();
  const alerts = useActiveAlerts({ search, location });
  const items = alerts.data?.pages.flatMap((p) => p.items) ?? [];
  const total = alerts.data?.pages.at(-1)?.total ?? 0;
  const filtering = search !== "" || location !== "all";
  const now = useNow();

  return (
    <div className="space-y-6">
      <search className="grid gap-4 rounded-lg border border-gray-200 bg-white p-4 shadow-sm sm:grid-cols-[1fr_16rem]">
        <div className="space-y-1">
          <Label htmlFor={searchId}>{t("search")}</Label>
          <div className="relative">
            <Search
              className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-500"
              aria-hidden="true"
            />
            <Input
              ref={searchField}
              id={searchId}
              type="search"
              className="pl-9"
              placeholder={t("searchPlaceholder")}
              value={searchText}
              onChange={(e) => setSearchText(e.target.value)}
            />
          </div>
        </div>
        <div className="space-y-1">
          <Label htmlFor={locationId}>{t("location")}</Label>
          <select
            ref={locationField}
            id={locationId}
            value={location}
            onChange={(e) => setLocation(e.target.value)}
            className="block h-10 w-full rounded-md border border-gray-300 bg-white px-3 text-base text-gray-900 shadow-sm sm:text-sm"
          >
            <option value="all">{t("allLocations")}</option>
            {(locations.data ?? []).map((place) => (
              <option key={place} value={place}>
                {place}
              </option>
            ))}
          </select>
        </div>
      </search>

      {alerts.isPending ? (
        <LoadingState label={t("loading")} />
      ) : alerts.isError ? (
        <ErrorState
          title={t("failed")}
          message={describeError(alerts.error)}
          onRetry={() => alerts.refetch()}
        />
      ) : items.length === 0 ? (
        <EmptyState title={t("none")}>{filtering ? t("noMatch") : t("noneActive")}</EmptyState>
      ) : (
        <>
          <p className="text-sm text-gray-600" aria-live="polite" data-testid="alerts-count">
            {t(total === 1 ? "showingOne" : "showingMany", { shown: items.length, total })}
          </p>
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {items.map((alert, index) => (
              <li key={alert.id} className="flex">
                <AlertCard alert={alert} now={now} priority={index === 0} />
              </li>
            ))}
          </ul>
          {alerts.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="outline"
                size="lg"
                onClick={() => alerts.fetchNextPage()}
                disabled={alerts.isFetchingNextPage}
              >
                {alerts.isFetchingNextPage ? t("loadingMore") : t("loadMore")}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
