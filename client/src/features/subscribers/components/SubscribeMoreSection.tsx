import { subscribe } from "@shared/i18n/subscribe.en";
import type { SubscribeFormValues } from "@shared/subscribers.schema";
import { ChevronDown } from "lucide-react";
import { lazy, Suspense, useEffect, useId, useState } from "react";
import { type Control, Controller, type FieldErrors } from "react-hook-form";
import { LoadingState } from "@/components/ui/states";
import { useT } from "@/i18n/i18n";
import { cn } from "@/lib/utils";

// Most people subscribe with their home alone: the fields for other places and quiet hours load
// when the section is opened (or about to be), not with the form.
const loadPlacesField = () => import("./PlacesField");
const loadQuietHoursField = () => import("./QuietHoursField");
const PlacesField = lazy(() => loadPlacesField().then((m) => ({ default: m.PlacesField })));
const QuietHoursField = lazy(() => loadQuietHoursField().then((m) => ({ default: m.QuietHoursField })));
const preload = () => void Promise.all([loadPlacesField(), loadQuietHoursField()]).catch(() => {});

/** The form's errors for the places, as PlacesField shows them. */
export function placeErrorsOf(errors: FieldErrors<{ places: SubscribeFormValues["places"] }>["places"]) {
  return {
    errors: Array.isArray(errors)
      ? errors.map((e) => e?.address?.address?.message as string | undefined)
      : [],
    listError: errors?.message ?? errors?.root?.message,
  };
}

/** "More places and quiet hours": optional, collapsed until asked for (or until it has an error). */
export function SubscribeMoreSection({
  control,
  errors,
  disabled,
}: {
  control: Control<SubscribeFormValues>;
  errors: FieldErrors<SubscribeFormValues>;
  disabled?: boolean;
}) {
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const t = useT(subscribe);
  const hasError = Boolean(errors.places || errors.quietHours);
  useEffect(() => {
    if (hasError) setOpen(true);
  }, [hasError]);
  return (
    <div className="rounded-md border border-gray-200">
      <button
        type="button"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
        onPointerEnter={preload}
        onFocus={preload}
        className="flex w-full items-center justify-between gap-2 px-3 py-2 text-left text-sm font-medium text-gray-900 hover:bg-gray-50"
      >
        <span>
          {t("more")} <span className="font-normal text-gray-600">{t("optional")}</span>
        </span>
        <ChevronDown
          className={cn("h-4 w-4 transition-transform", open && "rotate-180")}
          aria-hidden="true"
        />
      </button>
      <div id={panelId} hidden={!open} className="space-y-5 border-t border-gray-200 p-3">
        {open && (
          <Suspense fallback={<LoadingState />}>
            <Controller
              control={control}
              name="places"
              render={({ field }) => (
                <PlacesField
                  id="subscribe-places"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                  {...placeErrorsOf(errors.places)}
                />
              )}
            />
            <Controller
              control={control}
              name="quietHours"
              render={({ field }) => (
                <QuietHoursField
                  id="subscribe-quiet"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={disabled}
                  errors={{
                    start: errors.quietHours?.start?.message,
                    end: errors.quietHours?.end?.message,
                  }}
                />
              )}
            />
          </Suspense>
        )}
      </div>
    </div>
  );
}
