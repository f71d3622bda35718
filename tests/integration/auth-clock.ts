/**
 * Rate limits count in fixed 15-minute windows: tests that count up to a limit hold the clock
 * mid-window, so a run never straddles a boundary (where the count starts again).
 */
import { vi } from "vitest";

export function holdClockMidRateWindow(): void {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(Math.floor(Date.now() / 900_000) * 900_000 + 420_000);
}

export function releaseClock(): void {
  vi.useRealTimers();
}
