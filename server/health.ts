/**
 * Liveness and readiness for whatever runs the processes (decision 025):
 * - `GET /healthz`: 200 once the process serves (migrated, index loaded), 503 while starting.
 *   `warm` says whether the work after that is done (the fair-price model, every listing's deal
 *   rating, feature texts); until then answers are right but can be slower.
 * - `GET /readyz`: 200 once the process has been warm, so it can answer within its targets: a
 *   load balancer sends it traffic from then on, while the processes already warm carry the load.
 */
import { Router } from "express";

export interface Readiness {
  ready: boolean;
  phase: string;
  /**
   * Whether the work that follows readiness (or a refit of the fair-price model) is done: the
   * model, every listing's deal rating, feature texts. The site answers before; benchmarks
   * measure after, and /readyz waits for it.
   */
  warm?: () => boolean;
}

export function healthRoutes(readiness: Readiness): Router {
  const router = Router();
  const isWarm = () => readiness.ready && (readiness.warm?.() ?? true);
  // Ready stays ready once warm: a later refit of the fair-price model slows answers a little
  // for a while, and every process refitting at once must not leave a balancer with none.
  let warmedUp = false;
  const isReady = () => (warmedUp ||= isWarm());
  router.get("/healthz", (_req, res) => {
    res.status(readiness.ready ? 200 : 503).json({ status: readiness.ready ? "ok" : "starting", phase: readiness.phase, warm: isWarm() });
  });
  router.get("/readyz", (_req, res) => {
    const warm = isReady();
    res.setHeader("Cache-Control", "no-store");
    if (!warm) res.setHeader("Retry-After", "5");
    res.status(warm ? 200 : 503).json({ status: warm ? "ready" : readiness.ready ? "warming" : "starting", phase: readiness.phase });
  });
  return router;
}
