import type { MessagePrices } from "./channel-costs";
import type { NotificationChannel } from "./notifications";

// GET /api/admin/costs?days=N (admin): what the messages a provider took cost, per month and
// per alert, from the outbox rows actually sent (messages only logged, without a provider, cost
// nothing), an SMS counted by its segments, at the prices in the admin settings today.

export interface CostFigures {
  messages: Record<NotificationChannel, number>;
  /** The SMS's segments (what SMS is paid by). */
  smsSegments: number;
  /** US dollars. */
  cost: number;
}

export interface MessageCostsResponse {
  days: number;
  from: string;
  to: string;
  currency: "USD";
  prices: MessagePrices;
  total: CostFigures;
  /** Months (YYYY-MM, UTC) with messages sent in the period, oldest first. */
  byMonth: Array<{ month: string } & CostFigures>;
  /** The alerts with messages sent in the period, latest first (at most COSTS_ALERTS_MAX). */
  byAlert: Array<{ alertId: number; name: string; isDrill: boolean; firstSentAt: string } & CostFigures>;
}

export const COSTS_ALERTS_MAX = 50;
