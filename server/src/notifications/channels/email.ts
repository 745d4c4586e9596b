import { Readable } from "node:stream";
import nodemailer from "nodemailer";
import type { SmtpConfig } from "../config";
import { type OutgoingMessage, type SendContext, SendError, type SendResult, type Transport } from "./types";

/**
 * Text that is only produced once `gate` opens. nodemailer reads the body after the server
 * has accepted the envelope (DATA), so the rate limit applies at the moment the message
 * goes on the wire, not when it is handed to the connection pool.
 */
function gatedText(text: string, gate: () => Promise<void>): Readable {
  let started = false;
  return new Readable({
    read() {
      if (started) return;
      started = true;
      gate().then(
        () => {
          this.push(text);
          this.push(null);
        },
        (error: Error) => this.destroy(error),
      );
    },
  });
}

// E-mail over SMTP with nodemailer: HTML and text parts, List-Unsubscribe with one-click
// (RFC 8058), and a Message-ID fixed per outbox row so that a resend after an unknown
// outcome (SMTP cannot be asked what it received) is recognisably the same message.

interface SmtpError {
  code?: string;
  responseCode?: number;
  response?: string;
  message?: string;
}

const CONNECT_FAILURES = new Set(["ECONNECTION", "EDNS", "EAUTH", "ETLS"]);

function toSendError(error: unknown): SendError {
  const e = error as SmtpError;
  if (e.responseCode) {
    const what = `mail server answered ${e.responseCode}`;
    // 4xx: try again later; 5xx: the server refuses this message or address for good.
    if (e.responseCode >= 400 && e.responseCode < 500) return new SendError(what, true, false);
    return new SendError(what, false, false, { providerCode: e.responseCode });
  }
  if (e.code && CONNECT_FAILURES.has(e.code))
    return new SendError(`cannot reach mail server (${e.code})`, true, false);
  // Timeouts and dropped connections may happen after the server took the message.
  return new SendError(`mail server connection failed${e.code ? ` (${e.code})` : ""}`, true, true);
}

export function createEmailTransport(
  config: SmtpConfig,
  options: { timeoutMs: number; maxConnections: number; messageIdDomain: string },
): Transport {
  // As many pooled connections as the dispatcher has sends in flight, and no recycling: a
  // message must never wait inside nodemailer for a connection, or messages let through
  // the rate limiter one by one would reach the server in a burst.
  const pool = {
    pool: true as const,
    maxConnections: options.maxConnections,
    maxMessages: Number.POSITIVE_INFINITY,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
  };
  const transporter = nodemailer.createTransport(
    config.url
      ? { url: config.url, ...pool }
      : {
          ...pool,
          host: config.host,
          port: config.port ?? (config.secure ? 465 : 587),
          secure: config.secure,
          auth: config.user ? { user: config.user, pass: config.pass ?? "" } : undefined,
        },
  );

  return {
    name: "smtp",
    rateLimited: true,

    async send(m: OutgoingMessage, { gate }: SendContext): Promise<SendResult> {
      if (m.message.channel !== "email") throw new SendError("not an e-mail message", false, false);
      const message = m.message;
      try {
        const info = await transporter.sendMail({
          from: config.from,
          to: m.to,
          subject: message.subject,
          text: gatedText(message.text, gate),
          html: message.html,
          messageId: `<${m.messageKey}@${options.messageIdDomain}>`,
          headers: {
            "List-Unsubscribe": `<${message.oneClickUrl}>`,
            "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
          },
        });
        return { providerMessageId: info.messageId ?? null };
      } catch (error) {
        throw toSendError(error);
      }
    },

    async close() {
      transporter.close();
    },
  };
}
