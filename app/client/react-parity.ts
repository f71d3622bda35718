/**
 * Where Preact's React layer must behave as React does (decision 042). The server renders with
 * React 19; browsers run `preact/compat`, 56 KB gzip smaller. The differences that matter are
 * bridged here, before or while hydrating.
 */
import { options, toChildArray, type ComponentChildren, type VNode } from "preact";
import { HydratedRouter } from "react-router/dom";

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Waits until the router has read the server's data from the page, then has it built, each in
 * a task of its own before hydrating. Its first render suspends until the data is read (it
 * throws the reading's promise before any hook), and React waited for it at the root. Preact
 * has no root to wait at: a boundary around the document rebuilt `<html>` when it resumed. So
 * the wait happens before hydrating, and the first render has the data. The router itself is
 * built on the first call after that, before the component's first hook (which throws outside
 * a render): on a phone that is some 50 ms, which no longer adds to hydration's task. Anything
 * else thrown here is left for that render to throw again.
 */
export async function routerDataRead() {
  const firstRender = HydratedRouter as (props: object) => unknown;
  try {
    firstRender({});
  } catch (thrown) {
    if (thrown instanceof Promise) await thrown;
  }
  await nextTask();
  try {
    firstRender({});
  } catch {
    // The router is built; its first hook cannot run outside a render.
  }
  await nextTask();
}

/**
 * Takes out of `<head>` the preloads no component renders there: the first car picture's, which
 * React's server put there on its own, and the module preloads the boot script of
 * `PageScripts` added. Preact pairs elements with the server's by tag, in order, so a stray
 * `<link>` would be paired with the page's icon or canonical link and later updates would land
 * on the wrong element. Their fetches have started, so removing them costs nothing.
 */
export function dropServerHoistedPreloads() {
  for (const link of document.head.querySelectorAll('link[rel="preload"], link[rel="modulepreload"]')) link.remove();
}

/** Props that name another element by id, and the attributes they become (`htmlFor` is `for`). */
const ID_PROPS = ["id", "htmlFor", "aria-controls", "aria-describedby", "aria-labelledby", "aria-activedescendant", "aria-errormessage", "aria-owns"];
const ID_ATTRIBUTES = ID_PROPS.map((prop) => (prop === "htmlFor" ? "for" : prop));

/**
 * Keeps ids and the attributes that point at them as the client makes them. `useId` gives other
 * ids in Preact than React gave on the server, and hydrating leaves attributes as the server
 * sent them: a tab's `aria-controls` would keep React's id while its panel, mounted later, got
 * Preact's. So the first time an element is diffed (hydrated, or created) its id references are
 * set to the rendered values. Once they agree, Preact keeps them so: it writes a prop that
 * changes, and the DOM already holds one that does not. Checking once per element, not on every
 * diff, took some 15 ms off a filter click with 48 cards on a phone (its panel's ids re-read).
 */
export function keepIdReferencesInStep() {
  const next = options.diffed;
  const inStep = new WeakSet<Element>();
  options.diffed = (vnode: VNode) => {
    // `__e` is the element Preact rendered the vnode to (its `_dom`, by Preact's stable mangling).
    const element = (vnode as VNode & { __e?: Node | null }).__e;
    if (typeof vnode.type === "string" && element instanceof Element && !inStep.has(element)) {
      inStep.add(element);
      const props = vnode.props as Record<string, unknown>;
      for (let i = 0; i < ID_PROPS.length; i++) {
        const value = props[ID_PROPS[i]!];
        if (typeof value === "string" && element.getAttribute(ID_ATTRIBUTES[i]!) !== value) element.setAttribute(ID_ATTRIBUTES[i]!, value);
      }
    }
    next?.(vnode);
  };
}

/**
 * Runs the effects of the last render before rendering again, as React does. Preact runs them
 * after the next paint, while a state set from a ref callback re-renders at once: a component
 * that looked up, in that render, what a child's effect had registered found nothing (Radix's
 * slider thumbs hid themselves: their collection was still empty). So pending effects run before
 * each top-level diff starts; by then every component they belong to has been committed.
 */
export function runEffectsBeforeRerendering() {
  let flushEffects: (() => void) | undefined;
  const schedule = options.requestAnimationFrame;
  options.requestAnimationFrame = (flush: () => void) => {
    flushEffects = flush;
    // As Preact schedules them: after the next frame, or 35 ms when no frame comes (a hidden tab).
    if (schedule) return schedule(flush);
    const done = () => {
      clearTimeout(timeout);
      cancelAnimationFrame(frame);
      setTimeout(flush);
    };
    const timeout = setTimeout(done, 35);
    const frame = requestAnimationFrame(done);
  };
  // `__b` and `diffed` open and close each vnode's diff (Preact's `_diff`, by its stable mangling).
  const hooks = options as typeof options & { __b?: (vnode: VNode) => void };
  const [beforeDiff, afterDiff] = [hooks.__b, options.diffed];
  let depth = 0;
  hooks.__b = (vnode) => {
    if (depth++ === 0) flushEffects?.();
    beforeDiff?.(vnode);
  };
  options.diffed = (vnode) => {
    depth = Math.max(0, depth - 1);
    afterDiff?.(vnode);
  };
  // A render that threw leaves a diff open: each batch of renders starts from the top again.
  const debounce = options.debounceRendering;
  options.debounceRendering = (render: () => void) =>
    (debounce ?? queueMicrotask)(() => {
      depth = 0;
      render();
    });
}

/**
 * Form fields with a `defaultValue` keep what the visitor chose, as in React. `preact/compat`
 * reads `value={undefined}` beside a `defaultValue` as a controlled value, and a select's
 * `defaultValue` as its options' `selected`, both written again on every render: a parent's
 * re-render put a chosen year back to "Choose...". Here an undefined `value` is dropped (React
 * treats it as uncontrolled), and a select's `defaultValue` marks its options' default selection
 * (`defaultSelected`), which the browser applies only while the visitor has not picked.
 */
export function keepUncontrolledFieldsAsReactDoes() {
  const next = options.vnode;
  options.vnode = (vnode: VNode) => {
    const node = vnode as unknown as { type: unknown; props: Record<string, unknown> };
    if (node.type === "select" || node.type === "input" || node.type === "textarea") {
      if ("value" in node.props && node.props.value == null && "defaultValue" in node.props) {
        const { value: _uncontrolled, ...rest } = node.props;
        node.props = rest;
      }
      const chosen = node.props.defaultValue;
      if (node.type === "select" && chosen != null && node.props.value == null) {
        const { defaultValue: _default, ...rest } = node.props;
        node.props = rest;
        const wanted = Array.isArray(chosen) ? chosen.map(String) : [String(chosen)];
        for (const option of toChildArray(rest.children as ComponentChildren)) {
          if (typeof option === "object" && option !== null && option.type === "option") {
            const optionProps = option.props as Record<string, unknown>;
            optionProps.defaultSelected = wanted.includes(String(optionProps.value ?? ""));
          }
        }
      }
    }
    next?.(vnode);
  };
}
