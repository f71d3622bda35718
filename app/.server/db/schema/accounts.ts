/**
 * Accounts. users/sessions/accounts/verifications are better-auth's tables (mapped in
 * app/.server/auth); the rest back the flows we run ourselves: one-time codes for registration
 * and password reset, the mail/SMS outbox, and fixed-window rate limits shared by all processes.
 */

import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { createdAt } from "./columns";

const ts = (name: string) => timestamp(name, { withTimezone: true });
const updatedAt = () => ts("updated_at").notNull().defaultNow();

export const USER_ROLES = ["user", "dealer", "admin"] as const;
export type UserRole = (typeof USER_ROLES)[number];

export const users = pgTable("users", {
  id: text("id").primaryKey(),
  name: text("name").notNull(),
  email: text("email").notNull().unique(),
  emailVerified: boolean("email_verified").notNull().default(false),
  image: text("image"),
  phone: text("phone"),
  /** user | dealer | admin; only an admin changes it (better-auth admin plugin). */
  role: text("role").notNull().default("user"),
  banned: boolean("banned").default(false),
  banReason: text("ban_reason"),
  banExpires: ts("ban_expires"),
  /** Set when we have checked the seller's identity/dealership; drives 'Verified Seller'. */
  sellerVerifiedAt: ts("seller_verified_at"),
  /** Settings: send price-alert emails. Opt-in (DPDP Act): off until the user ticks it; consents logs each change. */
  alertEmails: boolean("alert_emails").notNull().default(false),
  /** Settings: mail me when a chat message waits unread (each mail has an unsubscribe link). */
  messageEmails: boolean("message_emails").notNull().default(true),
  /** Settings: mail me matches of my saved searches (each search can also be paused or unsubscribed alone). */
  savedSearchEmails: boolean("saved_search_emails").notNull().default(true),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    token: text("token").notNull().unique(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    expiresAt: ts("expires_at").notNull(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    impersonatedBy: text("impersonated_by"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  // expires_at: the retention job deletes expired sessions in batches (privacy/retention.ts).
  (t) => [index("sessions_user_idx").on(t.userId), index("sessions_expires_idx").on(t.expiresAt)],
);

/** Credentials: providerId "credential" holds the password hash; OAuth providers their tokens. */
export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: ts("access_token_expires_at"),
    refreshTokenExpiresAt: ts("refresh_token_expires_at"),
    scope: text("scope"),
    password: text("password"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("accounts_user_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier), index("verifications_expires_idx").on(t.expiresAt)],
);

/**
 * A live one-time code: purpose "register" (payload: name, phone, password hash; two codes, one
 * by email and one by SMS, and the account is created only when both are right) or
 * "reset-password" (one code, by email). Only the codes' HMACs are stored.
 */
export const oneTimeCodes = pgTable(
  "one_time_codes",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    purpose: text("purpose").notNull(),
    email: text("email").notNull(),
    codeHash: text("code_hash").notNull(),
    /** Registration's second code, the one sent by SMS (the phone's proof); null for a password reset. */
    secondaryCodeHash: text("secondary_code_hash"),
    payload: jsonb("payload").$type<Record<string, unknown>>(),
    attempts: smallint("attempts").notNull().default(0),
    sendCount: smallint("send_count").notNull().default(1),
    lastSentAt: ts("last_sent_at").notNull().defaultNow(),
    expiresAt: ts("expires_at").notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("one_time_codes_purpose_email_uq").on(t.purpose, t.email), index("one_time_codes_expires_idx").on(t.expiresAt)],
);

/** Mail and SMS waiting for (or handed to) a transport; the only copy when none is configured. */
export const outbox = pgTable(
  "outbox",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    channel: text("channel").notNull(),
    recipient: text("recipient").notNull(),
    subject: text("subject"),
    body: text("body").notNull(),
    createdAt: createdAt(),
    sentAt: ts("sent_at"),
    error: text("error"),
  },
  (t) => [index("outbox_recipient_idx").on(t.recipient, t.createdAt)],
);

/** Fixed-window counters keyed by action and client (e.g. "login:ip:1.2.3.4"). */
export const rateLimits = pgTable(
  "rate_limits",
  {
    key: text("key").notNull(),
    windowStart: ts("window_start").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.key, t.windowStart] }),
    index("rate_limits_window_idx").on(t.windowStart),
  ],
);


/**
 * Each time a user gave or withdrew consent to an optional mail (decision 026): which purpose,
 * given or not, when, and where (the registration form, /settings, an unsubscribe link, setting
 * a price alert). Append-only; the user's current choice is on users. Goes with the account.
 */
export const consents = pgTable(
  "consents",
  {
    id: integer("id").primaryKey().generatedAlwaysAsIdentity(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** alert_emails | message_emails */
    purpose: text("purpose").notNull(),
    granted: boolean("granted").notNull(),
    /** registration | settings | unsubscribe | price_alert */
    source: text("source").notNull(),
    recordedAt: ts("recorded_at").notNull().defaultNow(),
  },
  (t) => [index("consents_user_idx").on(t.userId, t.recordedAt)],
);
