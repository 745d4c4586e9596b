import { randomBytes } from "node:crypto";
import type { NotificationChannel } from "@shared/notifications";
import {
  type ChannelProviderState,
  isTestableChannel,
  PROVIDER_TEST_TO_MAX,
  type ProvidersResponse,
  type ProviderTestResult,
  TESTABLE_CHANNELS,
  type TestableChannel,
} from "@shared/provider-tests";
import { normalizePhone } from "@shared/subscribers";
import { z } from "zod";
import type { Actor, AppContext } from "../../context";
import { conflict, invalid } from "../../errors";
import {
  channelProviders,
  createTransports,
  escapeHtml,
  findSetting,
  findSettingForUpdate,
  maskRecipient,
  type NotificationLogger,
  type OutgoingMessage,
  type PlaceholderValues,
  SendError,
  saveSetting,
} from "../../notifications";
import { recordAudit } from "../audit/audit.service";

// "Send a test message": the admin tries a channel's provider with a message to a number or
// address they type, through the very transport alerts use, and sees what became of it. The
// last outcome per channel is kept in the settings row `provider_tests`, so the settings show
// each channel's true state: not configured, last test passed at ..., or failed and why.

export const PROVIDER_TESTS_KEY = "provider_tests";

const CHANNEL_NAMES: Record<NotificationChannel, string> = {
  sms: "SMS",
  whatsapp: "WhatsApp",
  email: "E-mail",
  push: "Push",
};

const storedResult = z.object({
  provider: z.string(),
  passed: z.boolean(),
  at: z.string(),
  error: z.string().nullable(),
  to: z.string(),
});

/** The stored outcomes, per channel; anything unreadable is taken as no test. */
function storedTests(value: unknown): Partial<Record<TestableChannel, ProviderTestResult>> {
  const tests: Partial<Record<TestableChannel, ProviderTestResult>> = {};
  if (!value || typeof value !== "object") return tests;
  for (const channel of TESTABLE_CHANNELS) {
    const parsed = storedResult.safeParse((value as Record<string, unknown>)[channel]);
    if (parsed.success) tests[channel] = parsed.data as ProviderTestResult;
  }
  return tests;
}

function statesFrom(ctx: AppContext, value: unknown): ChannelProviderState[] {
  const tests = storedTests(value);
  return channelProviders(ctx.config.notifications).map((status) => {
    const last = isTestableChannel(status.channel) ? tests[status.channel] : undefined;
    return {
      ...status,
      testable: status.configured && isTestableChannel(status.channel),
      // A test of the provider the channel had before says nothing about the one it has now.
      lastTest: last && last.provider === status.provider ? last : null,
    };
  });
}

export async function providerStates(ctx: AppContext): Promise<ProvidersResponse> {
  const stored = await findSetting(ctx.database.db, PROVIDER_TESTS_KEY);
  return { providers: statesFrom(ctx, stored?.value) };
}

const email = z.email();

/** Where the test goes, checked for the channel: 400 naming `to` otherwise. */
function recipientFor(channel: TestableChannel, raw: unknown): string {
  if (typeof raw !== "string" || raw.trim() === "") throw invalid("to: is required", "to");
  const value = raw.trim();
  if (value.length > PROVIDER_TEST_TO_MAX)
    throw invalid(`to: must be at most ${PROVIDER_TEST_TO_MAX} characters`, "to");
  if (channel === "email") {
    if (!email.safeParse(value).success) throw invalid("to: must be an e-mail address", "to");
    return value;
  }
  const phone = normalizePhone(value);
  if (!phone) throw invalid("to: must be a phone number with its country code, e.g. +592 600 1234", "to");
  return phone;
}

function testMessage(ctx: AppContext, channel: TestableChannel, to: string): OutgoingMessage {
  const { brandName, emergencyPhone } = ctx.config.site;
  const text = `${brandName}: this is a test message from the admin settings. No action is needed.`;
  // Not an outbox row; a fresh key, so that every test is a new message to the provider.
  const base = {
    notificationId: 0,
    kind: "alert" as const,
    to,
    messageKey: `test-${randomBytes(8).toString("hex")}`,
  };
  if (channel === "sms") return { ...base, channel, message: { channel, text } };
  if (channel === "whatsapp") {
    // With an approved template configured, WhatsApp messages go out as that template: the test
    // fills it with values that say it is a test.
    const values: PlaceholderValues = {
      Name: "TEST MESSAGE",
      Age: "-",
      Location: "the admin settings",
      Time: ctx.now().toISOString().slice(0, 16).replace("T", " "),
      Link: ctx.config.publicUrl,
      Hotline: emergencyPhone,
      Description: "A test of the WhatsApp channel. No action is needed.",
      PhotoUrl: "",
      Share: "",
    };
    return { ...base, channel, message: { channel, text, values } };
  }
  return {
    ...base,
    channel,
    message: {
      channel,
      subject: `${brandName}: test message`,
      text,
      html: `<!doctype html><html><body style="font-family:Arial,sans-serif"><p>${escapeHtml(text)}</p></body></html>`,
      unsubscribeUrl: `${ctx.config.publicUrl}/admin/settings`,
      oneClickUrl: `${ctx.config.publicUrl}/admin/settings`,
    },
  };
}

export async function sendProviderTest(
  ctx: AppContext,
  channelParam: string,
  body: unknown,
  actor: Actor,
  logger: NotificationLogger,
): Promise<ChannelProviderState> {
  if (!isTestableChannel(channelParam))
    throw invalid(`channel: must be one of ${TESTABLE_CHANNELS.join(", ")}`, "channel");
  const channel = channelParam;
  const to = recipientFor(channel, (body as { to?: unknown } | null)?.to);
  const status = channelProviders(ctx.config.notifications).find((p) => p.channel === channel)!;
  if (!status.configured)
    throw conflict(
      `${CHANNEL_NAMES[channel]} has no provider configured: its messages are written to the log, not sent`,
    );

  const transports = createTransports(ctx.config, logger);
  let error: string | null = null;
  try {
    await transports[channel].send(testMessage(ctx, channel, to), { gate: async () => {} });
  } catch (failure) {
    error = (failure instanceof SendError ? failure.message : String(failure)).slice(0, 500);
  } finally {
    await Promise.all([...new Set(Object.values(transports))].map((t) => t.close?.().catch(() => {})));
  }
  const now = ctx.now();
  const result: ProviderTestResult = {
    provider: status.provider,
    passed: error === null,
    at: now.toISOString(),
    error,
    to: maskRecipient(to),
  };
  const value = await ctx.database.db.transaction(async (tx) => {
    const row = await findSettingForUpdate(tx, PROVIDER_TESTS_KEY);
    const next = { ...storedTests(row?.value), [channel]: result };
    await saveSetting(tx, PROVIDER_TESTS_KEY, next, { staffId: actor.staffId, at: now });
    await recordAudit(tx, actor, {
      action: "provider.test",
      entityType: "settings",
      entityId: null,
      details: { channel, provider: status.provider, passed: result.passed, to: result.to, error },
      createdAt: now,
    });
    return next;
  });
  return statesFrom(ctx, value).find((p) => p.channel === channel)!;
}
