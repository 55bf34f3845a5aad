-- The Sessions screen names each session's browser and system ("Chrome on Android",
-- docs/back-office.md): the two names read from the user agent at sign-in, out of a fixed list
-- (src/domain/user-agent.ts), never the header itself. Null for a session opened before, or an
-- agent nobody recognises. Shown to people, never used for security.
ALTER TABLE staff_sessions
  ADD COLUMN browser text CHECK (char_length(browser) <= 40),
  ADD COLUMN os text CHECK (char_length(os) <= 40);
