/**
 * Everything the Express host (server/) uses of the app, handed to it through the server build:
 * app/entry.server.tsx re-exports `host`, and the host reads it from `build.entry.module`
 * (server/host.ts). The host itself imports nothing from app/ but types, so each module here
 * is evaluated once per process, in the build's module graph, and its state (the database
 * connection, the listing-change notes the search index trusts, caches, error classes) exists
 * once (decision 023). What the host needs is listed here and nowhere else.
 */
import { unreadableText } from "~/lib/safe-text";
import { requestStarted } from "./background/requests-in-flight";
import { deliverPriceAlerts } from "./alerts/deliver-price-alerts";
import { resolveAuthSecret } from "./auth/secret";
import { getCurrentUser } from "./auth/session";
import { ensureNewsArticles } from "./content/ensure-news-articles";
import { getDb, getDbHandle } from "./db/client";
import { refreshListingFreshness } from "./freshness/refresh-freshness";
import { DataDirLockedError } from "./db/data-dir-lock";
import { migrateDatabase } from "./db/migrate";
import { ConfigError, getEnv } from "./env";
import { IMMUTABLE_CACHE } from "./http/cache-control";
import { withAppErrorStatus } from "./http/page-errors";
import { carriesAccountCookie } from "./http/private-cache";
import { ensureDemoAccounts } from "./import/demo-accounts";
import { formatSeedReport, isDatabaseEmpty, seedDatabase } from "./import/seed";
import { logger } from "./logger";
import { getMessageBus } from "./messaging/get-message-bus";
import { openLiveMessages } from "./messaging/live-messages";
import { deliverUnreadMessageMail } from "./messaging/unread-mail";
import { fetchDuePartnerPhotos } from "./partners/feed-photos";
import { runDueFeeds } from "./partners/feed-runner";
import { getPriceEstimator } from "./pricing/model-store";
import { applyRetention } from "./privacy/retention";
import { runSavedSearches } from "./saved-searches/delivery/run-saved-searches";
import { getListingIndex, settleListingIndex, warmListingIndex } from "./search";

export type { Database, DbHandle } from "./db/client";

/**
 * A start-up failure whose message is meant for the person starting the server (a bad
 * environment variable, a data directory another process holds): printed as it is, no stack.
 */
function isConfigurationProblem(error: unknown): error is Error {
  return error instanceof ConfigError || error instanceof DataDirLockedError;
}

export const host = {
  // Start-up and shutdown (server/main.ts, server/dev.ts)
  getEnv,
  resolveAuthSecret,
  isConfigurationProblem,
  logger,
  getDbHandle,
  migrateDatabase,
  isDatabaseEmpty,
  seedDatabase,
  formatSeedReport,
  ensureDemoAccounts,
  ensureNewsArticles,
  warmListingIndex,
  settleListingIndex,
  getListingIndex,
  getPriceEstimator,
  getMessageBus,
  // Requests (server/app.ts and its middleware)
  withAppErrorStatus,
  IMMUTABLE_CACHE,
  carriesAccountCookie,
  unreadableText,
  getCurrentUser,
  getDb,
  openLiveMessages,
  requestStarted,
  // Periodic jobs (server/periodic-jobs.ts)
  deliverPriceAlerts,
  deliverUnreadMessageMail,
  applyRetention,
  runDueFeeds,
  fetchDuePartnerPhotos,
  refreshListingFreshness,
  runSavedSearches,
};

export type Host = typeof host;
