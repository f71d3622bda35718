import { Suspense, type HTMLAttributes, type ReactNode } from "react";

/**
 * Hydrating a whole page is one long task in Preact (React 19 sliced it); on a mid-range phone
 * it blocked the main thread for 200 ms and more. Parts of a page wrapped in `HydrateLater` are
 * hydrated afterwards, each in a task of its own, so input between them is handled at once.
 * Until then they are the server's HTML, already visible; their links and forms work.
 *
 * How: while the page first hydrates, the part throws a promise (it "suspends"). Preact keeps
 * the server's element for a suspended part and hydrates it when the promise settles; here
 * the promises settle one per task. The server (React) and later renders never suspend.
 */
let firstHydration = typeof document !== "undefined";

/** Called by the client entry once the page's first hydration has returned. */
export function firstHydrationDone() {
  firstHydration = false;
}

const waiting: Array<() => void> = [];

/**
 * A new task at once: a message to itself. Chained timers would be held back 4 ms each after
 * the fifth, and a results page has some fifty parts.
 */
let postTask: (() => void) | undefined;
function inNextTask(run: () => void) {
  if (!postTask) {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => run();
    postTask = () => channel.port2.postMessage(null);
  }
  postTask();
}

/** Settles the next waiting part (it hydrates in this task), then the one after in a new task. */
function settleNext() {
  waiting.shift()?.();
  if (waiting.length > 0) inNextTask(settleNext);
}

function nextTask() {
  return new Promise<void>((resolve) => {
    waiting.push(resolve);
    if (waiting.length === 1) inNextTask(settleNext);
  });
}

type HydrateLaterProps = HTMLAttributes<HTMLElement> & { as?: "div" | "aside" | "section" | "li"; children: ReactNode };

function Gate({ as: Element = "div", ...props }: HydrateLaterProps) {
  if (firstHydration) throw nextTask();
  // One element: a suspended part keeps exactly one server node to hydrate into later.
  return <Element {...props} />;
}

/** Its children inside one element (`as`, a div by default, with the given attributes), hydrated after the page. */
export function HydrateLater(props: HydrateLaterProps) {
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}
