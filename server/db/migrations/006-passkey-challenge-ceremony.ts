/**
 * Migration 6, owned by auth: each passkey challenge records the ceremony it was made for
 * (registration or sign-in) and, for a registration, the session that asked for it, so one
 * cannot answer the other (issue 27, finding 5). Challenges live 5 minutes, so the table is
 * made anew rather than altered: a ceremony under way during the upgrade starts again.
 */
import type { Migration } from "./migration";

const table = (integer: string) => `
  DROP TABLE passkey_challenges;
  CREATE TABLE passkey_challenges (
    id TEXT PRIMARY KEY,
    ceremony TEXT NOT NULL CHECK (ceremony IN ('registration', 'sign-in')),
    session_id TEXT,
    expires_at ${integer} NOT NULL,
    CHECK ((ceremony = 'registration') = (session_id IS NOT NULL))
  );`;

export const passkeyChallengeCeremony: Migration = {
  version: 6,
  name: "passkey challenges bound to their ceremony and session",
  features: ["auth"],
  sqlite: table("INTEGER"),
  postgres: table("BIGINT"),
};
