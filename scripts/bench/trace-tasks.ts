/** Reading a Chromium trace: how busy the page's main thread was between two performance marks. */

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * Wall time and thread (CPU) time of the renderer main thread's tasks that start between the
 * two marks, in milliseconds. Marks come from performance.mark() in the page ("blink.user_timing").
 */
export function mainThreadBetween(events: TraceEvent[], startMark: string, endMark: string) {
  const mark = (name: string) => {
    const found = events.find((e) => e.name === name && (e.ph === "R" || e.ph === "I" || e.ph === "n" || e.ph === "b"));
    if (!found) throw new Error(`the trace has no mark ${name}`);
    return found;
  };
  const start = mark(startMark);
  const end = mark(endMark);
  const main = events.find((e) => e.ph === "M" && e.name === "thread_name" && e.args?.name === "CrRendererMain" && e.pid === start.pid);
  if (!main) throw new Error("the trace has no renderer main thread");
  const tasks = events.filter(
    (e) => e.name === "RunTask" && e.ph === "X" && e.pid === main.pid && e.tid === main.tid && e.ts >= start.ts && e.ts < end.ts,
  );
  const sum = (pick: (e: TraceEvent) => number) => Math.round(tasks.reduce((total, e) => total + pick(e), 0) / 1000);
  const longest = Math.round(tasks.reduce((most, e) => Math.max(most, e.tdur ?? 0), 0) / 1000);
  return { wallMs: sum((e) => e.dur ?? 0), cpuMs: sum((e) => e.tdur ?? 0), longestTaskCpuMs: longest };
}
