import type { ChannelProviderStatus } from "@shared/notifications";
import { AlertTriangle } from "lucide-react";

export const CHANNEL_LABELS: Record<string, string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "E-mail",
  push: "Push",
};

/** "SMS: no provider configured — messages are logged, not sent" */
export const noProviderText = (channel: string) =>
  `${CHANNEL_LABELS[channel] ?? channel}: no provider configured — messages are logged, not sent`;

/**
 * The channels that have no provider configured: their messages are only written to the
 * server's log, so staff must not believe anyone was told. Nothing when every channel has one.
 */
export function ProviderNotice({ providers }: { providers: ChannelProviderStatus[] | undefined }) {
  const missing = (providers ?? []).filter((p) => !p.configured);
  if (missing.length === 0) return null;
  return (
    <section
      aria-label="Notification providers"
      className="flex gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
      data-testid="provider-notice"
    >
      <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
      <ul className="space-y-1">
        {missing.map((p) => (
          <li key={p.channel}>{noProviderText(p.channel)}</li>
        ))}
      </ul>
    </section>
  );
}
