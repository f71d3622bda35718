import { Suspense, useState, type HTMLAttributes, type ReactNode } from "react";

/**
 * Hydrating a whole page is one long task in Preact (React 19 sliced it); on a mid-range phone
 * it blocked the main thread for 200 ms and more. Parts of a page wrapped in `HydrateLater` are
 * hydrated afterwards, each in a task of its own, so input between them is handled at once.
 * Until then they are the server's HTML, already visible; their links and forms work.
 *
 * How: while the page hydrates, a part throws a promise (it "suspends"). Preact keeps the
 * server's element for a suspended part and hydrates it when the promise settles; here the
 * promises settle one per task, parts inside parts included. Once none is left the page has
 * hydrated: `<html data-hydrated>` says so (the browser tests wait on it, and a support engineer
 * can see it). The server (React) and the renders after hydration never suspend.
 */
const inBrowser = typeof document !== "undefined";
let hydrating = inBrowser;
const waiting: Array<() => void> = [];
/** Parts whose code (`load`) is still on its way: the page has not hydrated until they have. */
let loading = 0;

/**
 * Runs `settleNext` in a new task: a message to itself. Chained timers would be held back 4 ms
 * each after the fifth, and a results page has some fifty parts.
 */
let scheduled = false;
let channel: MessageChannel | undefined;
function schedule() {
  if (scheduled) return;
  scheduled = true;
  if (!channel) {
    channel = new MessageChannel();
    channel.port1.onmessage = settleNext;
  }
  channel.port2.postMessage(null);
}

/** Settles the next waiting part, which hydrates in this task (its own parts join the queue). */
function settleNext() {
  scheduled = false;
  const next = waiting.shift();
  if (next) {
    next();
    schedule();
    return;
  }
  // Parts still waiting for their code: the last to get it queues its turn, and ends the page's.
  if (loading > 0) return;
  hydrating = false;
  // After the next frame, when Preact has run the parts' effects too.
  requestAnimationFrame(() => setTimeout(() => (document.documentElement.dataset.hydrated = "")));
}

/** Called by the client entry once the page's first hydration has returned. */
export function firstHydrationDone() {
  schedule();
}

/** A part's turn: a promise that settles in a task of its own, and says when it has. */
type Turn = Promise<void> & { settled?: boolean };

function nextTurn(load?: () => Promise<unknown>): Turn {
  let settle = () => {};
  const turn: Turn = new Promise<void>((resolve) => {
    settle = () => {
      turn.settled = true;
      resolve();
    };
  });
  const queue = () => {
    waiting.push(settle);
    schedule();
  };
  if (load) {
    // Its code is fetched now and its turn queued once the code is here, or could not come (the
    // part then stays the server's HTML: loaded-later.tsx).
    loading++;
    void load()
      .catch(() => undefined)
      .then(() => {
        loading--;
        queue();
      });
  } else {
    queue();
  }
  return turn;
}

type HydrateLaterProps = HTMLAttributes<HTMLElement> & {
  as?: "div" | "aside" | "section" | "li";
  /** The code of components inside that load later (loaded-later.tsx): the part hydrates once it is here. */
  load?: () => Promise<unknown>;
  children: ReactNode;
};

function Gate({ as: Element = "div", load, ...props }: HydrateLaterProps) {
  // Taken on the first render only: Preact keeps a suspended component, and its state, until
  // it resumes, so the part renders for real when its turn has come, while others still wait.
  const [turn] = useState(() => (hydrating ? nextTurn(load) : null));
  if (turn && !turn.settled) throw turn;
  // One element: a suspended part keeps exactly one server node to hydrate into later.
  return <Element {...props} />;
}

/** Its children inside one element (`as`, a div by default, with the given attributes), hydrated after the page. */
export function HydrateLater(props: HydrateLaterProps) {
  // The boundary is the browser's alone. On the server it would catch what suspends inside
  // (a lazy component) and React would stream the whole part as hidden HTML that only a script
  // reveals. Preact's boundary renders no element, so the server's HTML still matches.
  if (!inBrowser) return <Gate {...props} />;
  return (
    <Suspense fallback={null}>
      <Gate {...props} />
    </Suspense>
  );
}
