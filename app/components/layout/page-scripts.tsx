import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Scripts, type ScriptsProps } from "react-router";

const DEFERRED_TYPE = "text/x-deferred-module";

/**
 * Starts the page's scripts once the page has loaded and painted: their module preloads leave
 * the head and the module script waits, inert, for this to run it. On a phone's slow link the
 * stylesheet and the pictures in view then have the line to themselves: first paint and the
 * main picture no longer wait for ~100 KB of scripts, and the page (whose links and forms work
 * without scripts) becomes interactive a moment after it is seen. The `load` event waits for
 * the pictures in view only (the rest load lazily). A timer starts them too, should a frame
 * never come (a hidden tab), and a last one should `load` never come (a picture that hangs).
 */
const BOOT = `(()=>{let d=0;const go=()=>{if(d)return;d=1;const s=document.querySelector('script[type="${DEFERRED_TYPE}"]');if(!s)return;const f=document.createDocumentFragment();for(const h of JSON.parse(s.dataset.preloads)){const l=document.createElement("link");l.rel="modulepreload";l.href=h;f.append(l)}document.head.append(f);const m=document.createElement("script");m.type="module";m.nonce=s.nonce;m.textContent=s.textContent;document.body.append(m)};addEventListener("load",()=>{requestAnimationFrame(()=>setTimeout(go));setTimeout(go,200)},{once:true});setTimeout(go,8000)})()`;

type ElementProps = { rel?: string; href?: string; type?: string; children?: ReactNode };

/** Each element of React Router's scripts, fragments opened. */
function flatten(node: ReactNode, into: ReactElement<ElementProps>[] = []) {
  if (Array.isArray(node)) for (const child of node) flatten(child, into);
  else if (isValidElement<ElementProps>(node)) {
    if (node.type === Fragment) flatten(node.props.children, into);
    else into.push(node);
  }
  return into;
}

/**
 * React Router's scripts, started once the page has loaded (see BOOT). Scripts is called as
 * a function so its elements can be rewritten; it keeps its own hooks, in the same order on
 * every render, and returns nothing once the page has hydrated.
 */
export function PageScripts(props: ScriptsProps) {
  const elements = flatten(Scripts(props));
  if (elements.length === 0) return null;
  const preloads = elements.filter((e) => e.type === "link" && e.props.rel === "modulepreload").map((e) => e.props.href!);
  return (
    <>
      {elements.map((e, index) => {
        if (e.type === "link" && e.props.rel === "modulepreload") return null;
        if (e.type === "script" && e.props.type === "module")
          return cloneElement(e, { key: index, type: DEFERRED_TYPE, async: undefined, "data-preloads": JSON.stringify(preloads) } as object);
        return cloneElement(e, { key: index });
      })}
      <script nonce={props.nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: BOOT }} />
    </>
  );
}
