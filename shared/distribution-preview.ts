import type { AlertLevel, TravelMode } from "./levels";
import type { NotificationChannel } from "./notifications";
import type { SharingPolicy } from "./sharing";

// GET /api/alerts/{id}/distribution-preview?level=&travelMode=&sharingPolicy= (moderator):
// what verifying the alert at that level would queue now (its first ring, when the area
// grows) and what it would cost at the admin's prices; shown beside the verify and approve
// buttons. Counted by the same SQL that queues the messages.

export interface DistributionPreviewChannel {
  channel: NotificationChannel;
  /** Messages the verification queues now on this channel. */
  messages: number;
  /** SMS: the segments each message takes (what it is paid by); null for the other channels. */
  segmentsPerMessage: number | null;
  /** US dollars, at the admin's prices (WhatsApp: the messages within the account's limit). */
  cost: number;
}

export interface DistributionPreview {
  level: AlertLevel;
  travelMode: TravelMode;
  sharingPolicy: SharingPolicy;
  /** False: verifying sends nothing (staff and police only, or the alert went out before). */
  sends: boolean;
  /** The first ring: its radius (null: no place, everyone is reached) and whether more rings follow. */
  firstRing: { radiusKm: number | null; grows: boolean };
  channels: DistributionPreviewChannel[];
  totalMessages: number;
  totalCost: number;
  currency: "USD";
  whatsApp: {
    /** The account's 24-hour limit; null: unlimited. */
    limit: number | null;
    /** Different people messaged in the last 24 hours. */
    peopleToday: number;
    /** People this verification would message who were not messaged in the last 24 hours. */
    newPeople: number;
    /** Of them, how many are past the limit: they get their next channel instead. */
    overLimit: number;
  };
}
