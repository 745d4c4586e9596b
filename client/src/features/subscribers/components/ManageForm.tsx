import { zodResolver } from "@hookform/resolvers/zod";
import { manage } from "@shared/i18n/manage.en";
import { subscribe } from "@shared/i18n/subscribe.en";
import { whatsappJoinLink } from "@shared/site";
import { placeFormValues, quietHoursFormValue, toUpdateSubscriptionInput } from "@shared/subscriber-forms";
import {
  type ManagedSubscription,
  type ManageFormValues,
  manageFormSchema,
} from "@shared/subscribers.schema";
import { useMemo } from "react";
import { Controller, useForm } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorWording, Field, fieldAria, Input } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorWording, useLanguage, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { ApiError } from "@/lib/api-client";
import { useSiteConfig } from "@/lib/site-config";
import { useUpdateManagedSubscription } from "../api/manage-subscription";
import { LanguageSelect } from "./LanguageSelect";
import { PlacesField } from "./PlacesField";
import { QuietHoursField } from "./QuietHoursField";
import { placeErrorsOf } from "./SubscribeMoreSection";

const formValuesOf = (subscription: ManagedSubscription): ManageFormValues => ({
  name: subscription.name,
  address: emptyLocation,
  whatsappEnabled: subscription.whatsappEnabled,
  places: placeFormValues(subscription.places),
  quietHours: quietHoursFormValue(subscription.quietHours),
  drillOptIn: subscription.drillOptIn,
  language: subscription.language,
});

/** The fields the server may name in a 400, shown on the matching control. */
const FIELD_OF: Record<
  string,
  "name" | "address" | "whatsappEnabled" | "places" | "quietHours.start" | "quietHours.end" | "drillOptIn"
> = {
  name: "name",
  location: "address",
  latitude: "address",
  longitude: "address",
  whatsappEnabled: "whatsappEnabled",
  places: "places",
  "quietHours.start": "quietHours.start",
  "quietHours.end": "quietHours.end",
  drillOptIn: "drillOptIn",
};

/**
 * "Change your alerts": the name, a new area, the WhatsApp choice, the other places, the quiet
 * hours and the drills of the link's subscription.
 */
export function ManageForm({ token, subscription }: { token: string; subscription: ManagedSubscription }) {
  const site = useSiteConfig();
  const t = useT(manage);
  // The form's rules are the subscribe form's: so are their translations.
  useT(subscribe);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, subscribe.namespace), [language]);
  const describeError = useErrorDescription(subscribe.namespace);
  const mutation = useUpdateManagedSubscription(token);
  const form = useForm<ManageFormValues>({
    resolver: zodResolver(manageFormSchema),
    defaultValues: formValuesOf(subscription),
  });
  const {
    register,
    control,
    handleSubmit,
    watch,
    reset,
    setError,
    formState: { errors },
  } = form;
  const hasPhone = subscription.phone !== null;
  const turningWhatsAppOn = watch("whatsappEnabled") && !subscription.whatsappEnabled;

  const onSubmit = handleSubmit((values) => {
    const input = toUpdateSubscriptionInput(values, subscription);
    if (Object.keys(input).length === 0) {
      toast({ title: t("form.nothing"), description: t("form.nothingText") });
      return;
    }
    mutation.mutate(input, {
      onSuccess: (saved) => {
        reset(formValuesOf(saved));
        toast({ title: t("form.saved"), description: t("form.savedText") });
      },
      onError: (error) => {
        const field = error instanceof ApiError ? jsonField(error.body) : undefined;
        // A place's own field (places.1.latitude) is shown with the list of places.
        const target = field
          ? (FIELD_OF[field] ?? (field.startsWith("places.") ? "places" : undefined))
          : undefined;
        const message = describeError(error);
        if (target) setError(target === "address" ? "address.address" : target, { message });
        toast({ title: t("form.failed"), description: message, variant: "destructive" });
      },
    });
  });

  const pending = mutation.isPending;
  const area = subscription.locality ?? t("form.yourAddress");
  return (
    <ErrorWording value={wording}>
      <Card className="p-6">
        <form onSubmit={onSubmit} noValidate className="space-y-5" aria-labelledby="manage-form-title">
          <h2 id="manage-form-title" className="text-xl font-semibold text-gray-900">
            {t("form.title")}
          </h2>
          <Field id="manage-name" label={t("form.name")} required error={errors.name?.message}>
            <Input
              {...fieldAria("manage-name", errors.name?.message)}
              autoComplete="name"
              disabled={pending}
              {...register("name")}
            />
          </Field>

          <Controller
            control={control}
            name="address"
            render={({ field, fieldState }) => (
              <LocationPicker
                id="manage-address"
                label={t("form.address")}
                value={{
                  address: field.value.address,
                  latitude: field.value.latitude ?? null,
                  longitude: field.value.longitude ?? null,
                }}
                onChange={field.onChange}
                error={fieldState.error?.message ?? errors.address?.address?.message}
                hint={t("form.addressHint", { area })}
                placeholder={t("form.addressPlaceholder")}
                disabled={pending}
              />
            )}
          />

          <section aria-labelledby="manage-places-title" className="space-y-3">
            <h3 id="manage-places-title" className="text-base font-semibold text-gray-900">
              {t("form.places")}
            </h3>
            <Controller
              control={control}
              name="places"
              render={({ field }) => (
                <PlacesField
                  id="manage-places"
                  value={field.value}
                  onChange={field.onChange}
                  disabled={pending}
                  {...placeErrorsOf(errors.places)}
                />
              )}
            />
          </section>

          <Controller
            control={control}
            name="quietHours"
            render={({ field }) => (
              <QuietHoursField
                id="manage-quiet"
                value={field.value}
                onChange={field.onChange}
                disabled={pending}
                errors={{ start: errors.quietHours?.start?.message, end: errors.quietHours?.end?.message }}
              />
            )}
          />

          <div className="space-y-1">
            <Checkbox
              id="manage-whatsapp"
              label={t("form.whatsapp")}
              disabled={!hasPhone || pending}
              error={errors.whatsappEnabled?.message}
              {...register("whatsappEnabled")}
            />
            {!hasPhone && <p className="pl-6 text-xs text-gray-600">{t("form.whatsappNeedsPhone")}</p>}
          </div>
          {turningWhatsAppOn && (
            <div
              className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
              role="note"
            >
              {t("form.whatsappJoin")}{" "}
              <a
                href={whatsappJoinLink(site.whatsappBusinessNumber)}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                {t("form.openWhatsapp")}
              </a>
            </div>
          )}

          <Checkbox
            id="manage-drills"
            label={t("form.drills")}
            disabled={pending}
            error={errors.drillOptIn?.message}
            {...register("drillOptIn")}
          />

          <LanguageSelect
            id="manage-language"
            disabled={pending}
            error={errors.language?.message}
            {...register("language")}
          />

          <Button type="submit" className="w-full" disabled={pending}>
            {pending ? t("form.saving") : t("form.save")}
          </Button>
        </form>
      </Card>
    </ErrorWording>
  );
}

function jsonField(body: string): string | undefined {
  try {
    const parsed = JSON.parse(body) as { field?: unknown };
    return typeof parsed.field === "string" ? parsed.field : undefined;
  } catch {
    return undefined;
  }
}
