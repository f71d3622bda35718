/**
 * Mounts the field Core Web Vitals reporter (issue 37, decision 040) at no cost to the first
 * paint: after hydration it waits for the page's load event and an idle moment, then imports
 * the reporting module (web-vitals and the beacon, a chunk of its own). Visitors whose browser
 * sends Global Privacy Control or Do Not Track report nothing, and load nothing.
 */
import { useEffect, useState } from "react";
import { useMatches } from "react-router";

function declinedTracking(): boolean {
  return (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true || navigator.doNotTrack === "1";
}

/** Runs `start` once the page has loaded and the main thread is idle; returns a cancel. */
function afterLoadWhenIdle(start: () => void): () => void {
  let idle: number | undefined;
  const schedule = () => {
    // Safari has no requestIdleCallback: a short timeout after load stands in for it.
    idle = typeof requestIdleCallback === "function" ? requestIdleCallback(start, { timeout: 5000 }) : window.setTimeout(start, 1000);
  };
  if (document.readyState === "complete") schedule();
  else addEventListener("load", schedule, { once: true });
  return () => {
    removeEventListener("load", schedule);
    if (idle === undefined) return;
    if (typeof cancelIdleCallback === "function") cancelIdleCallback(idle);
    else clearTimeout(idle);
  };
}

export function WebVitalsReporter() {
  const matches = useMatches();
  // The page the document was loaded for: later client navigations are not new page loads.
  const [landing] = useState(() => {
    const deepest = matches[matches.length - 1];
    return deepest ? { pathname: deepest.pathname, params: deepest.params } : null;
  });
  useEffect(() => {
    if (!landing || declinedTracking()) return;
    return afterLoadWhenIdle(() => {
      import("./web-vitals-report").then(({ startVitalsReporting }) => startVitalsReporting(landing)).catch(() => {});
    });
  }, [landing]);
  return null;
}
