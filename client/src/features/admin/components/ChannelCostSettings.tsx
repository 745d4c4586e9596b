import {
  CURRENCY,
  type MessagePrices,
  PRICE_MAX,
  WHATSAPP_TIER_LABELS,
  WHATSAPP_TIERS,
  type WhatsAppTier,
} from "@shared/channel-costs";
import type { NotificationSettings } from "@shared/settings";
import { type FormEvent, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { Field, Input } from "@/components/ui/form-controls";
import { toast } from "@/components/ui/use-toast";
import { errorDescription } from "@/lib/api-client";
import { useSaveSettings } from "../api/save-settings";

const PRICE_LABELS: Record<keyof MessagePrices, string> = {
  smsSegment: "SMS, per segment",
  whatsApp: "WhatsApp, per message",
  email: "E-mail, per message",
  push: "Push, per message",
};

type Draft = { whatsAppTier: WhatsAppTier; prices: Record<keyof MessagePrices, string> };

const toDraft = (s: Pick<NotificationSettings, "whatsAppTier" | "messagePrices">): Draft => ({
  whatsAppTier: s.whatsAppTier,
  prices: Object.fromEntries(
    Object.entries(s.messagePrices).map(([k, v]) => [k, String(v)]),
  ) as Draft["prices"],
});

/** A typed price as a number; what is not one goes to the server as is, to be refused there by name. */
const priceOf = (text: string) => (text.trim() !== "" && Number.isFinite(Number(text)) ? Number(text) : text);

/**
 * Channels & Costs: the WhatsApp account's messaging limit (past it, people get their next
 * channel) and each message's price, for the estimate before a verification and analytics.
 */
export function ChannelCostSettingsForm({ settings }: { settings: NotificationSettings }) {
  const [draft, setDraft] = useState<Draft>(() => toDraft(settings));
  const [error, setError] = useState<string | null>(null);
  const save = useSaveSettings();
  useEffect(() => setDraft(toDraft(settings)), [settings]);

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    const messagePrices = Object.fromEntries(
      Object.entries(draft.prices).map(([k, v]) => [k, priceOf(v)]),
    ) as unknown as MessagePrices;
    save.mutate(
      { notifications: { whatsAppTier: draft.whatsAppTier, messagePrices } },
      {
        onSuccess: () =>
          toast({ title: "Settings saved", description: "Your changes have been saved successfully." }),
        onError: (err) => {
          setError(errorDescription(err));
          toast({
            title: "Error saving settings",
            description: "There was a problem saving your changes.",
            variant: "destructive",
          });
        },
      },
    );
  };

  return (
    <form onSubmit={onSubmit} className="space-y-4" noValidate>
      <Card className="space-y-3 p-4">
        <h2 className="text-lg font-semibold text-gray-900">WhatsApp messaging limit</h2>
        <Field
          id="whatsapp-tier"
          label="How many different people the WhatsApp account may message in 24 hours"
          hint="Meta's limit for the account (WhatsApp Manager shows it). Past it, people get their next channel: push, then SMS, then e-mail."
        >
          <select
            id="whatsapp-tier"
            value={draft.whatsAppTier}
            aria-describedby="whatsapp-tier-hint"
            onChange={(e) => setDraft((d) => ({ ...d, whatsAppTier: e.target.value as WhatsAppTier }))}
            className="h-10 rounded-md border border-gray-300 bg-white px-2 text-sm"
          >
            {WHATSAPP_TIERS.map((tier) => (
              <option key={tier} value={tier}>
                {WHATSAPP_TIER_LABELS[tier]}
              </option>
            ))}
          </select>
        </Field>
      </Card>
      <Card className="space-y-3 p-4">
        <h2 className="text-lg font-semibold text-gray-900">Message prices ({CURRENCY})</h2>
        <p className="text-sm text-gray-600">
          Used for the estimate shown before a case is verified and for the costs in Analytics.
        </p>
        <div className="grid gap-4 sm:grid-cols-2">
          {(Object.keys(PRICE_LABELS) as Array<keyof MessagePrices>).map((key) => (
            <Field key={key} id={`price-${key}`} label={PRICE_LABELS[key]}>
              <Input
                id={`price-${key}`}
                type="number"
                inputMode="decimal"
                step="0.001"
                min={0}
                max={PRICE_MAX}
                value={draft.prices[key]}
                onChange={(e) => setDraft((d) => ({ ...d, prices: { ...d.prices, [key]: e.target.value } }))}
              />
            </Field>
          ))}
        </div>
      </Card>
      {error && (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      )}
      <Button type="submit" disabled={save.isPending}>
        {save.isPending ? "Saving..." : "Save Settings"}
      </Button>
    </form>
  );
}
