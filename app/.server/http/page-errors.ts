/**
 * An AppError thrown by a page loader or action (a rate limit, a missing car) answers with its
 * own status, not a 500. This is the one place that says so: the Express host hands React
 * Router the server build with every route's loader and action wrapped here, and an escaping
 * AppError becomes `data(message, { status })`, the error response React Router already turns
 * into that status, for documents and client navigations alike, shown by the error boundary
 * without a stack trace. Any other error is still a logged 500.
 *
 * Every action first checks that it comes from our own pages (same-origin.ts: the one CSRF
 * rule) and its body's text (body-check.ts, decision 007), and page actions take forms only:
 * a refusal is the API.md error body for /api routes and the error page for pages.
 *
 * Why not middleware: a root middleware's `next()` never sees a loader's error (React Router
 * catches it for the error boundary first), and `handleError` cannot change the status.
 */
import { data, type ServerBuild } from "react-router";
import { AppError } from "./app-error";
import { unreadableBody } from "./body-check";
import { errorResponse } from "./json";
import { crossSiteRefusal } from "./same-origin";

type Handler = (...args: never[]) => unknown;

/** The partner API's routes (routes/api/partner-*.ts): their text is made plain per row (partner-listing.ts). */
const PARTNER_ROUTE = /^routes\/api\/partner-/;

/** An AppError as the route error response of its status; anything else unchanged. */
export function appErrorToRouteError(error: unknown): unknown {
  if (!(error instanceof AppError)) return error;
  return data(error.message, { status: error.status, headers: error.headers });
}

function mapAppErrors<H extends Handler>(handler: H): H {
  const mapped = async (...args: Parameters<H>) => {
    try {
      return await handler(...args);
    } catch (error) {
      throw appErrorToRouteError(error);
    }
  };
  return mapped as unknown as H;
}

/** The action, refusing a cross-site request and unreadable body text first. */
function checkRequest<H extends Handler>(action: H, isApi: boolean, checksBody = true): H {
  const checked = async (...args: Parameters<H>) => {
    const { request } = args[0] as { request: Request };
    const refusal = crossSiteRefusal(request) ?? (checksBody ? await unreadableBody(request, { formsOnly: !isApi }) : null);
    if (refusal && isApi) return errorResponse(refusal);
    if (refusal) throw refusal;
    return action(...args);
  };
  return checked as unknown as H;
}

/**
 * An /api route answers a method it has no handler for with the contract's 405 and an Allow
 * header: a read-only route (a loader, no action) POST, PUT, PATCH and DELETE, a write-only
 * one (an upload) GET. React Router's own answer is an HTML-minded 400 or 405 error.
 */
function readOnlyApiAction(): Response {
  return errorResponse(new AppError("method_not_allowed", "This endpoint only answers GET", undefined, { Allow: "GET, HEAD" }));
}

function writeOnlyApiLoader(): Response {
  return errorResponse(new AppError("method_not_allowed", "This endpoint only takes POST", undefined, { Allow: "POST" }));
}

type HeadersArgs = { parentHeaders: Headers; actionHeaders: Headers; loaderHeaders: Headers; errorHeaders?: Headers };
type HeadersExport = ((args: HeadersArgs) => HeadersInit) | HeadersInit | undefined;

/**
 * A page's document answer keeps its action's or error's Retry-After (a rate-limited form):
 * React Router keeps only the cookies of a route's action headers unless the route has a
 * `headers` export, so the 429 of a form posted without JavaScript said when to come back only
 * to fetch() callers. Otherwise the route's own headers, or its parent's, as before.
 */
function keepingRetryAfter(own: HeadersExport) {
  return (args: HeadersArgs): Headers => {
    const headers = new Headers(typeof own === "function" ? own(args) : (own ?? args.parentHeaders));
    const retryAfter = args.errorHeaders?.get("Retry-After") ?? args.actionHeaders.get("Retry-After");
    if (retryAfter) headers.set("Retry-After", retryAfter);
    return headers;
  };
}

const wrapped = new WeakMap<ServerBuild, ServerBuild>();

/** The build with each route module's loader and action mapping AppErrors, actions checking where they come from and their body (built once per build). */
export function withAppErrorStatus(build: ServerBuild): ServerBuild {
  let result = wrapped.get(build);
  if (!result) {
    const routes: ServerBuild["routes"] = {};
    for (const [id, route] of Object.entries(build.routes)) {
      if (!route) continue;
      const isApi = id.startsWith("routes/api/");
      const loader = route.module.loader ?? (isApi && route.module.action ? writeOnlyApiLoader : undefined);
      const action = route.module.action ?? (isApi && loader ? readOnlyApiAction : undefined);
      // A partner's batch is checked row by row (one bad row never refuses the others, API.md).
      const checkedAction = action && checkRequest(action, isApi, !PARTNER_ROUTE.test(id));
      routes[id] = {
        ...route,
        module: {
          ...route.module,
          ...(loader && { loader: mapAppErrors(loader) }),
          ...(checkedAction && { action: mapAppErrors(checkedAction) }),
          ...(!isApi && { headers: keepingRetryAfter(route.module.headers as HeadersExport) }),
        },
      };
    }
    result = { ...build, routes };
    wrapped.set(build, result);
  }
  return result;
}
