import { formatGuyanaLongDateTime } from "@shared/guyana-time";
import type { ChannelProvider } from "@shared/notifications";
import type { ChannelProviderState } from "@shared/provider-tests";
import { CheckCircle2, CircleSlash, XCircle } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, fieldAria, Input } from "@/components/ui/form-controls";
import { ErrorState, LoadingState } from "@/components/ui/states";
import { errorDescription } from "@/lib/api-client";
import { useProviders, useTestProvider } from "../api/providers";
import { CHANNEL_LABELS } from "./ProviderNotice";

const PROVIDER_NAMES: Record<ChannelProvider, string> = {
  twilio: "Twilio",
  gateway: "SMS gateway (phones with local SIMs)",
  smtp: "SMTP mail server",
  webpush: "Web push (the browsers' push services)",
  log: "None",
};

const RECIPIENT_LABELS: Record<string, { label: string; placeholder: string; type: string }> = {
  sms: { label: "Phone number", placeholder: "+592 600 1234", type: "tel" },
  whatsapp: { label: "WhatsApp number", placeholder: "+592 600 1234", type: "tel" },
  email: { label: "E-mail address", placeholder: "you@example.org", type: "email" },
};

/** The channel's true state, in one sentence. */
export function providerStateText(p: ChannelProviderState): string {
  if (!p.configured) return "Not configured (messages are written to the log)";
  if (p.channel === "push") return "No account needed: each browser's push service carries the alerts";
  if (!p.lastTest) return "Not tested yet";
  return p.lastTest.passed
    ? `Last test passed at ${formatGuyanaLongDateTime(p.lastTest.at)}`
    : `Last test failed: ${p.lastTest.error ?? "no reason given"}`;
}

function StateIcon({ p }: { p: ChannelProviderState }) {
  if (!p.configured || !p.lastTest)
    return <CircleSlash className="mt-0.5 h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />;
  return p.lastTest.passed ? (
    <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0 text-green-700" aria-hidden="true" />
  ) : (
    <XCircle className="mt-0.5 h-4 w-4 shrink-0 text-red-700" aria-hidden="true" />
  );
}

function TestForm({ channel }: { channel: string }) {
  const [to, setTo] = useState("");
  const test = useTestProvider();
  const field = RECIPIENT_LABELS[channel]!;
  const id = `provider-test-${channel}`;
  const error = test.isError ? errorDescription(test.error) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    test.mutate({ channel, to });
  };
  return (
    <form onSubmit={submit} className="flex flex-wrap items-end gap-2" noValidate>
      <div className="min-w-56 flex-1">
        <Field id={id} label={field.label} error={error}>
          <Input
            {...fieldAria(id, error)}
            type={field.type}
            value={to}
            placeholder={field.placeholder}
            autoComplete="off"
            onChange={(e) => setTo(e.target.value)}
          />
        </Field>
      </div>
      <Button type="submit" disabled={test.isPending || to.trim() === ""}>
        {test.isPending ? "Sending..." : "Send a test message"}
      </Button>
    </form>
  );
}

/** Admin settings, Providers: who carries each channel, and "Send a test message". */
export function ProviderSettings() {
  const providers = useProviders();
  if (providers.isPending) return <LoadingState label="Loading providers..." />;
  if (providers.isError)
    return <ErrorState title="Could not load the providers" message={errorDescription(providers.error)} />;
  return (
    <div className="space-y-4">
      <p className="text-sm text-gray-700">
        Which service carries each channel. A test message goes to the number or address you type, through the
        same provider as the alerts.
      </p>
      {providers.data.providers.map((p) => {
        const name = CHANNEL_LABELS[p.channel] ?? p.channel;
        return (
          <Card key={p.channel} className="space-y-3 p-4">
            <section aria-label={name} className="space-y-3">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h3 className="text-lg font-semibold text-gray-900">{name}</h3>
                <span className="text-sm text-gray-700">Provider: {PROVIDER_NAMES[p.provider]}</span>
              </div>
              <p className="flex gap-2 text-sm text-gray-900" data-testid={`provider-state-${p.channel}`}>
                <StateIcon p={p} />
                <span>{providerStateText(p)}</span>
              </p>
              {p.lastTest && !p.lastTest.passed && (
                <p className="text-xs text-gray-600">
                  Tried at {formatGuyanaLongDateTime(p.lastTest.at)}, to {p.lastTest.to}
                </p>
              )}
              {p.channel === "whatsapp" && p.testable && (
                <p className="text-xs text-gray-600">
                  Without an approved template, WhatsApp delivers free text only to people who wrote to the
                  number in the last 24 hours.
                </p>
              )}
              {p.testable && <TestForm channel={p.channel} />}
            </section>
          </Card>
        );
      })}
    </div>
  );
}
