-- ADR 1300. A sign-up attempt is named by an opaque id that sign-up answers: every code
-- of an attempt carries it and a code only ever activates its own attempt's credentials, so a
-- second sign-up of the same e-mail can no longer replace what the first one's code activates.
ALTER TABLE otp_codes ADD COLUMN attempt_id uuid;
-- Codes stored before this migration: each its own attempt.
UPDATE otp_codes SET attempt_id = gen_random_uuid() WHERE purpose = 'signup';
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_signup_attempt_check CHECK (purpose <> 'signup' OR attempt_id IS NOT NULL);
CREATE INDEX otp_codes_attempt_idx ON otp_codes (attempt_id, id DESC) WHERE attempt_id IS NOT NULL;

-- Failed guesses remember the client address, so the budgets can be per (e-mail, client) and per
-- client across e-mails instead of one per e-mail that anybody can spend for its owner.
ALTER TABLE otp_failures ADD COLUMN client text NOT NULL DEFAULT '';
CREATE INDEX otp_failures_client_idx ON otp_failures (client, failed_at);
