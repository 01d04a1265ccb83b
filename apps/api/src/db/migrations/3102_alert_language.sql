-- The language a shopper's alert mail and pushes are written in (ADR 3203, Alerts in the
-- shopper's language): the worker has no request to take it from, so it is remembered with the
-- preferences, from the shopper's last visit to them or their last push subscription.
ALTER TABLE alert_preferences
  ADD COLUMN language text NOT NULL DEFAULT 'en' CHECK (language IN ('en', 'hi'));
