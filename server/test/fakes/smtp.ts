// A real SMTP server in-process (the smtp-server package) for tests and benchmarks: it
// accepts mail on a local port, keeps each message with its parsed headers and decoded
// text/HTML parts, and can refuse a message with a temporary 4xx error on demand.
import type { AddressInfo } from "node:net";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  from: string;
  to: string[];
  raw: string;
  headers: Record<string, string>;
  subject: string;
  messageId: string;
  text: string;
  html: string;
  receivedAt: number;
}

/**
 * What the server does with a message: null accepts it; an SMTP code (e.g. 451) refuses it;
 * "lose-reply" takes it and then drops the connection before answering, as when the network
 * fails (or the client dies) between the server's acceptance and the client hearing of it.
 */
export type SmtpDecision = number | "lose-reply" | null;

export interface FakeSmtpOptions {
  decide?: (index: number, to: string[]) => SmtpDecision;
  /** Keep only each mail's envelope and arrival, not its parsed content (benchmarks). */
  envelopeOnly?: boolean;
}

function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const soft = text.replace(/=\r?\n/g, "");
  for (let i = 0; i < soft.length; i++) {
    const ch = soft[i]!;
    if (ch === "=" && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(ch, "utf8"));
    }
  }
  return Buffer.from(bytes).toString("utf8");
}

/** RFC 2047 encoded words (=?UTF-8?Q?...?= / =?UTF-8?B?...?=) in a header. */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, "?==?")
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_, _charset: string, encoding: string, data: string) =>
      encoding.toUpperCase() === "B"
        ? Buffer.from(data, "base64").toString("utf8")
        : decodeQuotedPrintable(data.replace(/_/g, " ")),
    );
}

function parseHeaders(block: string): Record<string, string> {
  const headers: Record<string, string> = {};
  const unfolded = block.replace(/\r?\n[ \t]+/g, " ");
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(":");
    if (colon <= 0) continue;
    headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

function splitHead(raw: string): [string, string] {
  const match = /\r?\n\r?\n/.exec(raw);
  if (!match) return [raw, ""];
  return [raw.slice(0, match.index), raw.slice(match.index + match[0].length)];
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const encoding = (headers["content-transfer-encoding"] ?? "7bit").toLowerCase();
  if (encoding === "base64") return Buffer.from(body.replace(/\s+/g, ""), "base64").toString("utf8");
  if (encoding === "quoted-printable") return decodeQuotedPrintable(body);
  return body;
}

/** The text and HTML parts of a (possibly nested) multipart message. */
function collectParts(headers: Record<string, string>, body: string, out: { text: string; html: string }) {
  const type = headers["content-type"] ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const part of body.split(`--${boundary}`).slice(1)) {
      if (part.startsWith("--")) break;
      const [head, partBody] = splitHead(part.replace(/^\r?\n/, ""));
      collectParts(parseHeaders(head), partBody.replace(/\r?\n$/, ""), out);
    }
    return;
  }
  const decoded = decodeBody(headers, body);
  if (type.toLowerCase().startsWith("text/html")) out.html += decoded;
  else if (type.toLowerCase().startsWith("text/plain")) out.text += decoded;
}

export function parseMail(raw: string): Omit<ReceivedMail, "from" | "to" | "receivedAt"> {
  const [head, body] = splitHead(raw);
  const headers = parseHeaders(head);
  const parts = { text: "", html: "" };
  collectParts(headers, body, parts);
  return {
    raw,
    headers,
    subject: decodeHeader(headers.subject ?? ""),
    messageId: headers["message-id"] ?? "",
    text: parts.text.replace(/\r\n/g, "\n"),
    html: parts.html.replace(/\r\n/g, "\n"),
  };
}

export class FakeSmtp {
  readonly mails: ReceivedMail[] = [];
  /** Every DATA attempt (accepted or refused), with arrival time, for rate measurements. */
  readonly attempts: Array<{ receivedAt: number; refusedWith: number | null }> = [];
  decide: (index: number, to: string[]) => SmtpDecision;
  private server: SMTPServer;
  private index = 0;
  port = 0;

  constructor(options: FakeSmtpOptions = {}) {
    this.decide = options.decide ?? (() => null);
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ["STARTTLS", "AUTH"],
      logger: false,
      size: 10 * 1024 * 1024,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          // The moment the whole message is in: when the server takes (or refuses) it.
          const receivedAt = performance.timeOrigin + performance.now();
          const decision = this.decide(
            this.index++,
            session.envelope.rcptTo.map((r) => r.address),
          );
          const refuse = typeof decision === "number" ? decision : null;
          this.attempts.push({ receivedAt, refusedWith: refuse });
          if (refuse) {
            const error = new Error("Please try again later") as Error & { responseCode: number };
            error.responseCode = refuse;
            return callback(error);
          }
          const raw = options.envelopeOnly ? "" : Buffer.concat(chunks).toString("utf8");
          this.mails.push({
            ...(options.envelopeOnly
              ? { raw, headers: {}, subject: "", messageId: "", text: "", html: "" }
              : parseMail(raw)),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            to: session.envelope.rcptTo.map((r) => r.address),
            receivedAt,
          });
          if (decision === "lose-reply") return this.dropConnection(session);
          callback();
        });
      },
    });
    // Connection errors (a killed client resets its socket) are the client's problem, not the server's.
    this.server.on("error", () => {});
  }

  private dropConnection(session: { id: string }): void {
    // smtp-server keeps its open connections in a Set; each holds its socket.
    const internals = this.server as unknown as {
      connections: Set<{ session: { id: string }; _socket: { destroy(): void } }>;
    };
    for (const connection of internals.connections)
      if (connection.session.id === session.id) connection._socket.destroy();
  }

  async start(): Promise<number> {
    await new Promise<void>((resolve) => this.server.listen(0, "127.0.0.1", () => resolve()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this.port;
  }

  /** Environment for the app under test: this server as its SMTP relay. */
  env(): Record<string, string> {
    return { SMTP_URL: `smtp://127.0.0.1:${this.port}`, SMTP_FROM: "Hope Alert <alerts@hope-alert.test>" };
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  mailsTo(address: string): ReceivedMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /**
   * What the recipient's mailbox shows: copies that carry the same Message-ID are one message
   * (RFC 5322 3.6.4), and mail stores such as Gmail and Exchange Online keep only the first.
   * The relay itself (this server) still counts every copy in `mails`.
   */
  inbox(address: string): ReceivedMail[] {
    const seen = new Set<string>();
    return this.mailsTo(address).filter((m) => {
      if (m.messageId && seen.has(m.messageId)) return false;
      seen.add(m.messageId);
      return true;
    });
  }
}
