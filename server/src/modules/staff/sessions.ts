// Staff members' sessions and unlock tokens. The auth module signs in and out through these;
// the staff module ends them itself, in the same transaction, when it takes access away.
export {
  deleteExpiredSessions,
  deleteSession,
  deleteSessionsOf,
  findSessionOwner,
  insertSession,
} from "./sessions.repo";
