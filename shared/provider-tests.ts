import type { ChannelProvider, ChannelProviderStatus, NotificationChannel } from "./notifications";

// "Send a test message" in the admin settings: a channel's provider is tried with a message to
// a number or address the admin types, and the outcome is kept and shown with the channel.

/** Channels an admin can test by typing a number or address (push needs a browser's subscription). */
export const TESTABLE_CHANNELS = [
  "sms",
  "whatsapp",
  "email",
] as const satisfies readonly NotificationChannel[];
export type TestableChannel = (typeof TESTABLE_CHANNELS)[number];

export const isTestableChannel = (channel: string): channel is TestableChannel =>
  (TESTABLE_CHANNELS as readonly string[]).includes(channel);

/** POST /api/admin/providers/{channel}/test */
export interface ProviderTestRequest {
  /** A phone number (SMS, WhatsApp) or an e-mail address. */
  to: string;
}

export const PROVIDER_TEST_TO_MAX = 254;

/** The last test of a channel's provider. */
export interface ProviderTestResult {
  /** The provider tested: a test of an earlier provider no longer says anything. */
  provider: ChannelProvider;
  passed: boolean;
  /** ISO time of the test. */
  at: string;
  /** Why it failed, in the provider's words (null when it passed). */
  error: string | null;
  /** Where it went, masked (+5******234, a***@example.gy). */
  to: string;
}

export interface ChannelProviderState extends ChannelProviderStatus {
  /** Whether a test message can be sent from the settings (a configured SMS, WhatsApp or e-mail). */
  testable: boolean;
  lastTest: ProviderTestResult | null;
}

/** GET /api/admin/providers */
export interface ProvidersResponse {
  providers: ChannelProviderState[];
}
