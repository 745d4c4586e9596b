// The notification engine's public face for the modules above it. Reviews decide and queue
// distribution inside their transaction; the server process runs one dispatcher; the settings
// screen reads and writes the settings the engine uses.
export { type ChannelBacklog, outboxBacklog } from "./backlog.repo";
export { createTransports, type Transports } from "./channels";
export type { NotificationLogger } from "./channels/log";
export { notificationIdOfGatewayMessage } from "./channels/sms-gateway";
export { verifyGatewaySignature } from "./channels/sms-gateway-signature";
export { type FormParams, verifyTwilioSignature } from "./channels/twilio-signature";
export { type OutgoingMessage, SendError } from "./channels/types";
export type { NotificationsConfig } from "./config";
export { alertSmsSegments, estimateFirstRing } from "./cost-estimate";
export { STAFF_ONLY_NOT_SENT } from "./delivery";
export { createDispatcher, Dispatcher, type DispatcherOptions } from "./dispatcher";
export {
  ceilingMiles,
  growthMinutes,
  growthRings,
  levelCeilingKm,
  type Ring,
  splitRings,
  startRadiusKm,
  suggestLevel,
} from "./levels";
export { maskEmail, maskRecipient } from "./mask";
export { LONGEST_SHARE_LINE } from "./message-words";
export type { OutcomeObserver, OutcomeSource } from "./outcome-writer";
export {
  type AreaRing,
  type DistributionDecision,
  decideDistribution,
  type FollowUpPlan,
  planResolutionFollowUp,
  previewAreaRing,
  queueAreaRing,
  queueDistribution,
  type RingBatch,
} from "./planning";
export { cancelUnsentAlertMessages, hurryQueuedAlertMessages } from "./planning.repo";
export { channelProvider, channelProviders } from "./providers";
export {
  attachPushWithTicket,
  checkPushEndpoint,
  hasPush,
  issueInertPushTicket,
  issuePushTicket,
  randomPushTicket,
  removePush,
  storePush,
  vapidPublicKey,
} from "./push";
export { forgetMessageTextsOfAlert } from "./retention.repo";
export { getNotificationSettings, mergeNotificationSettings, readNotificationSettings } from "./settings";
export { findSetting, findSettingForUpdate, saveSetting } from "./settings.repo";
export { smsLength, toGsm7 } from "./sms-encoding";
export { deliveryStateSql } from "./states.repo";
export {
  alertTextLink,
  escapeHtml,
  fill,
  oneClickUnsubscribeUrl,
  type PlaceholderValues,
  unsubscribeUrl,
} from "./templates";
export { WHATSAPP_LIMIT_WINDOW_MS } from "./whatsapp-limits";
export { whatsAppPeopleInWindow } from "./whatsapp-limits.repo";
