import { subscribe } from "@shared/i18n/subscribe.en";
import { whatsappJoinLink } from "@shared/site";
import { quietHoursFormValue, toCreateSubscriberInput } from "@shared/subscriber-forms";
import { WHATSAPP_OPT_IN_STORAGE_KEY } from "@shared/subscribers";
import type { CreateSubscriberInput, SubscribeFormValues } from "@shared/subscribers.schema";
import { lazy, memo, Suspense, useEffect, useMemo, useState } from "react";
import { type UseFormReturn, useForm, useFormState, useWatch } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { SubmitButton } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { ErrorWording, FieldError } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import {
  CheckboxField,
  ControlledField,
  type ControlledRenderProps,
  registeredFieldProps,
  TextField,
} from "@/components/ui/registered-fields";
import { toast } from "@/components/ui/use-toast";
import { errorWording, useT } from "@/i18n/i18n";
import { useErrorDescription } from "@/i18n/server-errors";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useSiteConfig } from "@/lib/site-config";
import { useTypingBeforeTakeover } from "@/lib/typed-before-takeover";
import { useLanguage } from "../../../i18n/i18n";
import { useCreateSubscriber } from "../api/create-subscriber";
import { subscribeThisPhone } from "../push/support";
import { LanguageSelect } from "./LanguageSelect";
import { PushOptIn } from "./PushOptIn";
import { SubscribeMoreSection } from "./SubscribeMoreSection";
import type { SupporterPush } from "./SupporterPopup";

const SUBSCRIBE_FORM_ID = "subscribe-form";

// The thank-you dialog and the supporter pop-up (with the dialog library) are only shown after a
// subscription: their code loads when the person starts the form, not with the page.
const loadThankYouDialog = () => import("./ThankYouDialog");
const loadSupporterPopup = () => import("./SupporterPopup");
const ThankYouDialog = lazy(() => loadThankYouDialog().then((m) => ({ default: m.ThankYouDialog })));
const SupporterPopup = lazy(() => loadSupporterPopup().then((m) => ({ default: m.SupporterPopup })));

const subscribeFormResolver = lazyResolver<SubscribeFormValues>(() =>
  import("./subscribe-form-rules").then((rules) => rules.subscribeFormResolver),
);

const emptyForm: SubscribeFormValues = {
  name: "",
  email: "",
  phone: "",
  address: emptyLocation,
  profilePhotoUrl: "",
  whatsappEnabled: false,
  agreeToReceive: false,
  places: [],
  quietHours: quietHoursFormValue(null),
  drillOptIn: false,
};

/** The fields registered by name, and the id of each control. */
const fieldIds = {
  name: "subscribe-name",
  email: "subscribe-email",
  phone: "subscribe-phone",
  agreeToReceive: "subscribe-agree",
  drillOptIn: "subscribe-drills",
} as const;

function setWhatsAppFlag(on: boolean): void {
  try {
    if (on) localStorage.setItem(WHATSAPP_OPT_IN_STORAGE_KEY, "true");
    else localStorage.removeItem(WHATSAPP_OPT_IN_STORAGE_KEY);
  } catch {
    // Private browsing may refuse storage; the opt-in itself is sent to the server anyway.
  }
}

// The controlled parts, rendered by ControlledField (components/ui/registered-fields): the form
// renders again on every change of the phone number it watches.

function Address({ field, error, disabled }: ControlledRenderProps<SubscribeFormValues, "address">) {
  const t = useT(subscribe);
  return (
    <LocationPicker
      id="subscribe-address"
      label={t("address")}
      required
      value={{
        address: field.value.address,
        latitude: field.value.latitude ?? null,
        longitude: field.value.longitude ?? null,
      }}
      onChange={field.onChange}
      error={error}
      hint={t("addressHint")}
      placeholder={t("addressPlaceholder")}
      disabled={disabled}
    />
  );
}

function renderAddress(props: ControlledRenderProps<SubscribeFormValues, "address">) {
  return <Address {...props} />;
}

function ProfilePhoto({ field, disabled }: ControlledRenderProps<SubscribeFormValues, "profilePhotoUrl">) {
  const t = useT(subscribe);
  const texts = useMemo(
    () => ({
      choose: t("photoChoose"),
      change: t("photoChange"),
      remove: t("photoRemove"),
      previewAlt: t("photoPreview"),
    }),
    [t],
  );
  return (
    <PhotoPicker
      id="subscribe-photo"
      label={t("photo")}
      hint={t("photoHint")}
      texts={texts}
      shape="round"
      value={field.value || null}
      onChange={(dataUrl) => field.onChange(dataUrl ?? "")}
      disabled={disabled}
    />
  );
}

function renderProfilePhoto(props: ControlledRenderProps<SubscribeFormValues, "profilePhotoUrl">) {
  return <ProfilePhoto {...props} />;
}

function WhatsApp({ field, disabled }: ControlledRenderProps<SubscribeFormValues, "whatsappEnabled">) {
  const t = useT(subscribe);
  return (
    <Checkbox
      id="subscribe-whatsapp"
      label={t("whatsapp")}
      checked={field.value}
      disabled={disabled}
      onChange={(e) => {
        const on = e.target.checked;
        field.onChange(on);
        setWhatsAppFlag(on);
        if (!on) {
          toast({
            title: t("whatsappOff"),
            description: t("whatsappOffText"),
          });
        }
      }}
    />
  );
}

function renderWhatsApp(props: ControlledRenderProps<SubscribeFormValues, "whatsappEnabled">) {
  return <WhatsApp {...props} />;
}

/**
 * react-hook-form's useForm marks itself ready in a layout effect, so the component that calls it
 * renders again, synchronously, in the task that takes the form over. That component is only this
 * one; the form below it is memoised on the form's methods (one object for the form's life), and
 * follows its errors and watched values through its own subscriptions (useFormState, useWatch).
 */
export function SubscribeForm() {
  // Alerts come in the page's language unless the person picks another.
  const pageLanguage = useLanguage();
  const form = useForm<SubscribeFormValues>({
    resolver: subscribeFormResolver,
    defaultValues: { ...emptyForm, language: pageLanguage },
  });
  useTypingBeforeTakeover(SUBSCRIBE_FORM_ID, form);
  return <SubscribeFormFields form={form} />;
}

const SubscribeFormFields = memo(function SubscribeFormFields({
  form,
}: {
  form: UseFormReturn<SubscribeFormValues>;
}) {
  const site = useSiteConfig();
  const t = useT(subscribe);
  const language = useLanguage();
  const wording = useMemo(() => errorWording(language, "subscribe"), [language]);
  const describeError = useErrorDescription(subscribe.namespace);
  const whatsappLink = whatsappJoinLink(site.whatsappBusinessNumber);
  const mutation = useCreateSubscriber();
  const [thankYouName, setThankYouName] = useState<string | null>(null);
  const [supporterName, setSupporterName] = useState<string | null>(null);
  const [supporterPush, setSupporterPush] = useState<SupporterPush>({ ticket: null, on: false });
  const [pushOn, setPushOn] = useState(false);
  const [pushPending, setPushPending] = useState(false);
  const { register, control, handleSubmit, setValue, reset } = form;
  const { errors } = useFormState({ control });
  const phone = useWatch({ control, name: "phone" });
  const whatsappEnabled = useWatch({ control, name: "whatsappEnabled" });
  const hasPhone = phone.trim().length > 0;

  // The WhatsApp option needs a phone: clearing the phone clears the option (and the browser flag).
  useEffect(() => {
    if (!hasPhone && whatsappEnabled) {
      setValue("whatsappEnabled", false);
      setWhatsAppFlag(false);
    }
  }, [hasPhone, whatsappEnabled, setValue]);

  const onSubmit = handleSubmit(async (values) => {
    let push: CreateSubscriberInput["push"] = null;
    if (pushOn) {
      // The phone's push subscription goes with the form; without it the other channels still work.
      setPushPending(true);
      try {
        push = await subscribeThisPhone();
      } catch (error) {
        toast({
          title: t("pushFailed"),
          description: describeError(error),
          variant: "destructive",
        });
      } finally {
        setPushPending(false);
      }
    }
    const input = { ...toCreateSubscriberInput(values), ...(push ? { push } : {}) };
    mutation.mutate(input, {
      onSuccess: (result) => {
        setSupporterPush({ ticket: result.pushTicket, on: push !== null });
        reset({ ...emptyForm, language: values.language });
        setPushOn(false);
        setThankYouName(input.name);
        if (input.whatsappEnabled) {
          setWhatsAppFlag(true);
          toast({
            title: t("whatsappSetup"),
            description: t("whatsappSetupText"),
          });
          window.open(whatsappLink, "_blank", "noopener,noreferrer");
        }
      },
      onError: (error) => {
        toast({ title: t("failed"), description: describeError(error), variant: "destructive" });
      },
    });
  });

  const pending = mutation.isPending || pushPending;
  const field = registeredFieldProps({ ids: fieldIds, register, errors, disabled: pending });
  return (
    <ErrorWording value={wording}>
      <form
        id={SUBSCRIBE_FORM_ID}
        onSubmit={onSubmit}
        onFocus={() => {
          subscribeFormResolver.preload();
          void Promise.all([loadThankYouDialog(), loadSupporterPopup()]).catch(() => {});
        }}
        noValidate
        className="space-y-5"
        aria-label={t("formLabel")}
      >
        <TextField
          {...field("name")}
          label={t("name")}
          required
          autoComplete="name"
          placeholder={t("namePlaceholder")}
        />
        <TextField
          {...field("email")}
          label={t("email")}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <TextField
          {...field("phone")}
          label={t("phone")}
          hint={t("phoneHint")}
          type="tel"
          autoComplete="tel"
          placeholder="+592 600 1234"
        />
        <ControlledField
          control={control}
          name="address"
          error={errors.address?.address?.message}
          disabled={pending}
          render={renderAddress}
        />
        <ControlledField
          control={control}
          name="profilePhotoUrl"
          disabled={pending}
          render={renderProfilePhoto}
        />
        <CheckboxField {...field("agreeToReceive")} label={t("agree")} />
        <ControlledField
          control={control}
          name="whatsappEnabled"
          disabled={!hasPhone || pending}
          render={renderWhatsApp}
        />
        {!hasPhone && <p className="-mt-3 pl-6 text-xs text-gray-600">{t("needPhone")}</p>}
        {whatsappEnabled && hasPhone && (
          <div
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
            role="note"
          >
            {t("whatsappNote")}{" "}
            <a
              href={whatsappLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline"
            >
              {t("openWhatsapp")}
            </a>
          </div>
        )}

        <SubscribeMoreSection control={control} errors={errors} disabled={pending} />

        <CheckboxField {...field("drillOptIn")} label={t("drills")} />

        <LanguageSelect
          id="subscribe-language"
          disabled={pending}
          error={errors.language?.message}
          {...register("language")}
        />

        <PushOptIn id="subscribe-push" checked={pushOn} onChange={setPushOn} disabled={pending} />

        <FieldError message={errors.root?.message} />
        <SubmitButton size="lg" className="w-full" disabled={pending}>
          {pending ? t("processing") : t("submit")}
        </SubmitButton>
        <p className="text-center text-xs text-gray-600">{t("unsubscribeNote")}</p>
      </form>

      <Suspense fallback={null}>
        {thankYouName !== null && (
          <ThankYouDialog
            name={thankYouName}
            onClose={() => {
              setSupporterName(thankYouName);
              setThankYouName(null);
            }}
          />
        )}
        {supporterName !== null && (
          <SupporterPopup name={supporterName} push={supporterPush} onClose={() => setSupporterName(null)} />
        )}
      </Suspense>
    </ErrorWording>
  );
});
