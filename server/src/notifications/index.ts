// The notification engine's public face for the modules above it. Reviews decide and queue
// distribution inside their transaction; the server process runs one dispatcher; the settings
// screen reads and writes the settings the engine uses.
export { type ChannelBacklog, outboxBacklog } from "./backlog.repo";
export type { NotificationsConfig } from "./config";
export { alertSmsSegments, estimateFirstRing } from "./cost-estimate";
export { createDispatcher, Dispatcher, type DispatcherOptions } from "./dispatcher";
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
export { deliveryStateSql } from "./states.repo";
export { whatsAppPeopleInWindow } from "./whatsapp-limits.repo";
