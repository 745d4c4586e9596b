// The notification engine's public face. Reviews call the planning functions inside their
// transaction; the server process runs one dispatcher.
export type { NotificationsConfig } from "./config";
export { createDispatcher, Dispatcher, type DispatcherOptions } from "./dispatcher";
export {
  type DistributionPlan,
  type FollowUpPlan,
  planDistribution,
  planResolutionFollowUp,
} from "./planning";
