/**
 * Every migration, in order. A change to the schema is a new file here, numbered after the last,
 * owned by one feature; a migration that has run is never edited (docs/decisions/0056-one-sql-store.md).
 */
import { enquiriesAndOutbox } from "./001-enquiries-outbox";
import { submissionId } from "./002-enquiries-submission-id";
import { inboxAuthAndOwnerMail } from "./003-inbox-auth-outbox";
import { rateLimits } from "./004-rate-limits";
import { enquiryLanguage } from "./005-enquiries-language";
import { passkeyChallengeCeremony } from "./006-passkey-challenge-ceremony";
import { signInMailExpiry } from "./007-sign-in-mail-expiry";
import { alerts } from "./008-alerts";
import { analytics } from "./009-analytics";
import { enquiryAttribution } from "./010-enquiries-attribution";
import { erasureAudit } from "./011-erasure-audit";
import { ownerSettings } from "./012-owner-settings";
import { analyticsLimits } from "./013-analytics-limits";
import { backups } from "./014-backups";
import type { Migration } from "./migration";

export const MIGRATIONS: Migration[] = [
  enquiriesAndOutbox,
  submissionId,
  inboxAuthAndOwnerMail,
  rateLimits,
  enquiryLanguage,
  passkeyChallengeCeremony,
  signInMailExpiry,
  alerts,
  analytics,
  enquiryAttribution,
  erasureAudit,
  ownerSettings,
  analyticsLimits,
  backups,
];
