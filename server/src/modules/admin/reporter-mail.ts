import nodemailer from "nodemailer";
import type { Config } from "../../config";
import { maskRecipient } from "../../notifications";

// Request More Info really e-mails the reporter rather than only showing a toast. It
// goes through the configured SMTP server of the notification layer; without one, like the
// notification engine's log transport, the message is written to the log (recipient masked).
// It is a one-to-one message, not a bulk alert, so it carries no List-Unsubscribe header.

export interface ReporterMail {
  to: string;
  subject: string;
  text: string;
}

export interface MailLogger {
  info(object: object, message: string): void;
}

export interface MailOutcome {
  transport: "smtp" | "log";
  messageId: string | null;
}

export async function sendReporterMail(
  config: Config,
  logger: MailLogger,
  mail: ReporterMail,
): Promise<MailOutcome> {
  const smtp = config.notifications.smtp;
  if (!smtp) {
    logger.info(
      { to: maskRecipient(mail.to), subject: mail.subject },
      "reporter e-mail (no SMTP server configured: logged, not sent)",
    );
    return { transport: "log", messageId: null };
  }
  const timeout = config.notifications.dispatcher.providerTimeoutMs;
  const transporter = nodemailer.createTransport(
    smtp.url
      ? { url: smtp.url, connectionTimeout: timeout, greetingTimeout: timeout, socketTimeout: timeout }
      : {
          host: smtp.host,
          port: smtp.port ?? (smtp.secure ? 465 : 587),
          secure: smtp.secure,
          auth: smtp.user ? { user: smtp.user, pass: smtp.pass ?? "" } : undefined,
          connectionTimeout: timeout,
          greetingTimeout: timeout,
          socketTimeout: timeout,
        },
  );
  try {
    const info = await transporter.sendMail({
      from: smtp.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
    });
    return { transport: "smtp", messageId: info.messageId ?? null };
  } finally {
    transporter.close();
  }
}
