-- Session tokens are stored as their SHA-256 (hex), as apps/server/src/auth/hashed-session-tokens.ts
-- computes it: the sessions signed in before keep working, and the column no longer holds a bearer.
UPDATE "sessions" SET "token" = encode(sha256(convert_to("token", 'UTF8')), 'hex');
