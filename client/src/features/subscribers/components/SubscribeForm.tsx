import { whatsappJoinLink } from "@shared/site";
import { quietHoursFormValue, toCreateSubscriberInput } from "@shared/subscriber-forms";
import { DRILL_OPT_IN_LABEL, WHATSAPP_OPT_IN_STORAGE_KEY } from "@shared/subscribers";
import type { CreateSubscriberInput, SubscribeFormValues } from "@shared/subscribers.schema";
import { lazy, memo, Suspense, useEffect, useState } from "react";
import { type UseFormReturn, useForm, useFormState, useWatch } from "react-hook-form";
import { LocationPicker } from "@/components/maps/LocationPicker";
import { emptyLocation } from "@/components/maps/types";
import { SubmitButton } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/ui/form-controls";
import { PhotoPicker } from "@/components/ui/photo-picker";
import {
  CheckboxField,
  ControlledField,
  type ControlledRenderProps,
  registeredFieldProps,
  TextField,
} from "@/components/ui/registered-fields";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { lazyResolver } from "@/lib/lazy-resolver";
import { useSiteConfig } from "@/lib/site-config";
import { useLanguage } from "../../../i18n/i18n";
import { useCreateSubscriber } from "../api/create-subscriber";
import { subscribeThisPhone } from "../push/support";
import { LanguageSelect } from "./LanguageSelect";
import { PushOptIn } from "./PushOptIn";
import { SubscribeMoreSection } from "./SubscribeMoreSection";
import type { SupporterPush } from "./SupporterPopup";

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

function renderAddress({ field, error, disabled }: ControlledRenderProps<SubscribeFormValues, "address">) {
  return (
    <LocationPicker
      id="subscribe-address"
      label="Current Address"
      required
      value={{
        address: field.value.address,
        latitude: field.value.latitude ?? null,
        longitude: field.value.longitude ?? null,
      }}
      onChange={field.onChange}
      error={error}
      hint="Start typing and choose a suggestion, or tap the map. Alerts go to people near where a child was last seen."
      placeholder="Start typing your address"
      disabled={disabled}
    />
  );
}

const photoTexts = {
  choose: "Upload Photo",
  change: "Change Photo",
  remove: "Remove Photo",
  previewAlt: "You, as shown to other supporters",
};

function renderProfilePhoto({
  field,
  disabled,
}: ControlledRenderProps<SubscribeFormValues, "profilePhotoUrl">) {
  return (
    <PhotoPicker
      id="subscribe-photo"
      label="Profile Photo (optional)"
      hint="Your photo appears with your name in the Recent Supporters list."
      texts={photoTexts}
      shape="round"
      value={field.value || null}
      onChange={(dataUrl) => field.onChange(dataUrl ?? "")}
      disabled={disabled}
    />
  );
}

function renderWhatsApp({ field, disabled }: ControlledRenderProps<SubscribeFormValues, "whatsappEnabled">) {
  return (
    <Checkbox
      id="subscribe-whatsapp"
      label="Also receive alerts on WhatsApp"
      checked={field.value}
      disabled={disabled}
      onChange={(e) => {
        const on = e.target.checked;
        field.onChange(on);
        setWhatsAppFlag(on);
        if (!on) {
          toast({
            title: "WhatsApp Notifications Disabled",
            description: "You will not receive alerts on WhatsApp.",
          });
        }
      }}
    />
  );
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
  return <SubscribeFormFields form={form} />;
}

const SubscribeFormFields = memo(function SubscribeFormFields({
  form,
}: {
  form: UseFormReturn<SubscribeFormValues>;
}) {
  const site = useSiteConfig();
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
          title: "Alerts on this phone could not be turned on",
          description: error instanceof Error ? error.message : String(error),
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
            title: "WhatsApp Setup",
            description: "Opening WhatsApp with 'join' message. Click send to complete setup.",
          });
          window.open(whatsappLink, "_blank", "noopener,noreferrer");
        }
      },
      onError: (error) => {
        toast({ title: "Error subscribing", description: errorDescription(error), variant: "destructive" });
      },
    });
  });

  const pending = mutation.isPending || pushPending;
  const field = registeredFieldProps({ ids: fieldIds, register, errors, disabled: pending });
  return (
    <>
      <form
        onSubmit={onSubmit}
        onFocus={() => {
          subscribeFormResolver.preload();
          void Promise.all([loadThankYouDialog(), loadSupporterPopup()]).catch(() => {});
        }}
        noValidate
        className="space-y-5"
        aria-label="Subscribe to alerts"
      >
        <TextField
          {...field("name")}
          label="Full Name"
          required
          autoComplete="name"
          placeholder="Enter your full name"
        />
        <TextField
          {...field("email")}
          label="Email Address"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
        />
        <TextField
          {...field("phone")}
          label="Phone/WhatsApp Number"
          hint="Include your country code with a + prefix, e.g. +592 600 1234"
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
        <CheckboxField
          {...field("agreeToReceive")}
          label="I agree to receive emergency alerts about missing persons"
        />
        <ControlledField
          control={control}
          name="whatsappEnabled"
          disabled={!hasPhone || pending}
          render={renderWhatsApp}
        />
        {!hasPhone && (
          <p className="-mt-3 pl-6 text-xs text-gray-600">Enter a phone number to enable WhatsApp alerts.</p>
        )}
        {whatsappEnabled && hasPhone && (
          <div
            className="rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-900"
            role="note"
          >
            After subscribing you will be redirected to WhatsApp to send the message 'join' and complete
            setup.{" "}
            <a
              href={whatsappLink}
              target="_blank"
              rel="noopener noreferrer"
              className="font-semibold underline"
            >
              Open WhatsApp now
            </a>
          </div>
        )}

        <SubscribeMoreSection control={control} errors={errors} disabled={pending} />

        <CheckboxField {...field("drillOptIn")} label={DRILL_OPT_IN_LABEL} />

        <LanguageSelect
          id="subscribe-language"
          disabled={pending}
          error={errors.language?.message}
          {...register("language")}
        />

        <PushOptIn id="subscribe-push" checked={pushOn} onChange={setPushOn} disabled={pending} />

        <FieldError message={errors.root?.message} />
        <SubmitButton size="lg" className="w-full" disabled={pending}>
          {pending ? "Processing..." : "Subscribe Now"}
        </SubmitButton>
        <p className="text-center text-xs text-gray-600">
          You can unsubscribe at any time using the link in any alert we send you.
        </p>
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
    </>
  );
});
