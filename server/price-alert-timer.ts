/**
 * Delivers due price alerts every few minutes, whichever process wrote the price (another
 * server, a seed script). Runs never overlap; the timer is unref'd so it never holds the
 * process open, and shutdown stops it. The claim in deliverPriceAlerts keeps several servers
 * from mailing the same drop twice.
 */
import type { Database } from "../app/.server/db/client";
import { deliverPriceAlerts } from "../app/.server/alerts/deliver-price-alerts";
import { logger } from "../app/.server/logger";

export const PRICE_ALERT_INTERVAL_MS = 5 * 60_000;

export function startPriceAlertTimer(db: Database, intervalMs = PRICE_ALERT_INTERVAL_MS): () => void {
  let running = false;
  const tick = async () => {
    if (running) return;
    running = true;
    try {
      await deliverPriceAlerts(db);
    } catch (error) {
      logger.error({ err: error }, "periodic price alert delivery failed");
    } finally {
      running = false;
    }
  };
  const timer = setInterval(() => void tick(), intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}
