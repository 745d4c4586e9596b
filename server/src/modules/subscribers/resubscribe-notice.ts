import { randomBytes } from "node:crypto";
import { toGsmFriendly } from "@shared/notifications";
import type { AppContext } from "../../context";
import {
  createTransports,
  escapeHtml,
  maskRecipient,
  type NotificationLogger,
  type OutgoingMessage,
  oneClickUnsubscribeUrl,
  type Transports,
  unsubscribeUrl,
} from "../../notifications";
import { claimResubscribeNotice } from "./subscribers.repo";

// When someone subscribes with a phone or e-mail already on file, nothing about that
// subscription changes and the answer is the one a new subscription gets (privacy rules in
// docs/ARCHITECTURE.md). Instead the person on file is told, at the contact on file, with their own link to
// change their alerts. At most one such notice a day per subscription, so the public form
// cannot be used to spam anyone.

export const RESUBSCRIBE_NOTICE_INTERVAL_MS = 24 * 60 * 60_000;

/** Which of the stored contacts the attempt used. */
export interface ContactMatch {
  subscriberId: number;
  byEmail: boolean;
  byPhone: boolean;
}

export interface NoticeFacts {
  brandName: string;
  name: string;
  isActive: boolean;
  link: string;
  byEmail: boolean;
  byPhone: boolean;
}

function whatWasUsed(facts: Pick<NoticeFacts, "byEmail" | "byPhone">): string {
  if (facts.byEmail && facts.byPhone) return "your e-mail address and phone number";
  return facts.byEmail ? "your e-mail address" : "your phone number";
}

/** The e-mail to the address on file: plain words, the link, and nothing the attempt typed. */
export function resubscribeNoticeEmail(facts: NoticeFacts): { subject: string; text: string; html: string } {
  const subject = `${facts.brandName}: someone tried to subscribe with your details`;
  const paragraphs = [
    `Hello ${facts.name},`,
    `Someone (maybe you) just tried to subscribe to ${facts.brandName} missing-person alerts again with ${whatWasUsed(facts)}. Nothing has been changed.`,
    facts.isActive
      ? "To see or change your alerts (name, area, WhatsApp), or to unsubscribe, use this link:"
      : "Your alerts are switched off. To turn them back on, or to change them, use this link:",
    facts.link,
    "If this was not you, you can ignore this message: your subscription stays as it is.",
    facts.brandName,
  ];
  const html = paragraphs
    .map((p) =>
      p === facts.link ? `<p><a href="${escapeHtml(p)}">${escapeHtml(p)}</a></p>` : `<p>${escapeHtml(p)}</p>`,
    )
    .join("\n");
  return {
    subject,
    text: paragraphs.join("\n\n"),
    html: `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5">${html}</body></html>`,
  };
}

/** The text message to the phone on file (when no e-mail is): short, one link. */
export function resubscribeNoticeSms(facts: NoticeFacts): string {
  const next = facts.isActive
    ? "To change your alerts or unsubscribe"
    : "Your alerts stay off. To turn them back on or change them";
  return toGsmFriendly(
    `${facts.brandName}: someone (maybe you) tried to subscribe again with this number. Nothing was changed. ${next}: ${facts.link}`,
  );
}

/**
 * Sends the notices in the background: the subscribe request does not wait for them, so how
 * long it takes does not tell whether a contact is on file either.
 */
export class ResubscribeNotices {
  private transports: Transports | undefined;
  private readonly pending = new Set<Promise<void>>();

  constructor(
    private readonly ctx: AppContext,
    private readonly logger: NotificationLogger,
  ) {}

  /** Queues the notice for each matched subscription (each at most once a day). */
  notify(matches: ContactMatch[]): void {
    for (const match of matches) {
      const work = this.send(match).catch((error: unknown) => {
        // Never the address or the text: which subscription, and what went wrong.
        this.logger.warn(
          { subscriberId: match.subscriberId, error: error instanceof Error ? error.message : String(error) },
          "resubscribe notice not sent",
        );
      });
      this.pending.add(work);
      void work.finally(() => this.pending.delete(work));
    }
  }

  /** Resolves once every notice queued so far has been sent (or has failed). */
  async settled(): Promise<void> {
    while (this.pending.size > 0) await Promise.all([...this.pending]);
  }

  async close(): Promise<void> {
    await this.settled();
    const transports = this.transports;
    this.transports = undefined;
    if (transports) {
      await Promise.all([...new Set(Object.values(transports))].map((t) => t.close?.()));
    }
  }

  private async send(match: ContactMatch): Promise<void> {
    const now = this.ctx.now();
    const notBefore = new Date(now.getTime() - RESUBSCRIBE_NOTICE_INTERVAL_MS);
    const row = await claimResubscribeNotice(this.ctx.database.db, match.subscriberId, now, notBefore);
    if (!row) return; // told within the last day
    const { publicUrl, site } = this.ctx.config;
    const facts: NoticeFacts = {
      brandName: site.brandName,
      name: row.name,
      isActive: row.isActive,
      link: unsubscribeUrl(publicUrl, row.unsubscribeToken),
      byEmail: match.byEmail,
      byPhone: match.byPhone,
    };
    const messageKey = `resubscribe-${row.id}-${randomBytes(8).toString("hex")}`;
    // Not an outbox row: no notification id, and the kind only matters for WhatsApp templates.
    const base = { notificationId: 0, kind: "alert" as const, messageKey };
    let message: OutgoingMessage;
    if (row.email) {
      message = {
        ...base,
        channel: "email",
        to: row.email,
        message: {
          channel: "email",
          ...resubscribeNoticeEmail(facts),
          unsubscribeUrl: facts.link,
          oneClickUrl: oneClickUnsubscribeUrl(publicUrl, row.unsubscribeToken),
        },
      };
    } else if (row.phone && !row.smsOptOutDate) {
      message = {
        ...base,
        channel: "sms",
        to: row.phone,
        message: { channel: "sms", text: resubscribeNoticeSms(facts) },
      };
    } else {
      return; // no contact that may be written to
    }
    this.transports ??= createTransports(this.ctx.config, this.logger);
    await this.transports[message.channel].send(message, { gate: async () => {} });
    this.logger.info(
      { subscriberId: row.id, channel: message.channel, to: maskRecipient(message.to) },
      "resubscribe notice sent",
    );
  }
}
