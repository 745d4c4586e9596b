-- Messages the log transport handled (no provider configured) were stored as 'sent'; they were
-- only written down. They become 'logged' (decision 004), so no screen counts them as sent.
UPDATE "alert_notifications" SET "status" = 'logged' WHERE "transport" = 'log' AND "status" IN ('sent', 'delivered');
