-- A sign-up code carries the name and password hash of the sign-up that asked for it: the
-- account is created only when that code is verified, with exactly those credentials, so
-- nobody can pre-register someone else's e-mail with a password of their choosing.
ALTER TABLE otp_codes ADD COLUMN pending_name text;
ALTER TABLE otp_codes ADD COLUMN pending_password_hash text;
ALTER TABLE otp_codes ADD CONSTRAINT otp_codes_signup_pending_check
  CHECK (purpose <> 'signup' OR (pending_name IS NOT NULL AND pending_password_hash IS NOT NULL));
CREATE INDEX otp_codes_email_created_idx ON otp_codes (email, purpose, created_at);
