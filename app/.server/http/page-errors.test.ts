import { createRequestHandler, data, type EntryContext, type ServerBuild } from "react-router";
import { describe, expect, it } from "vitest";
import { virtualBuild } from "../../../tests/virtual-build";
import { AppError } from "./app-error";
import { withAppErrorStatus } from "./page-errors";

/** The smallest server build React Router accepts: a root and one page whose loader and action fail. */
function buildWith(failure: () => never): ServerBuild {
  const page = () => null;
  return virtualBuild({
    entry: {
      // Stands in for entry.server: reports the status and the boundary's error instead of HTML.
      default: (_request: Request, status: number, headers: Headers, context: EntryContext) =>
        new Response(JSON.stringify({ status, errors: context.staticHandlerContext.errors }), { status, headers }),
    },
    routes: {
      root: { id: "root", path: "", module: { default: page, ErrorBoundary: page } },
      "routes/page": {
        id: "routes/page",
        parentId: "root",
        path: "page",
        module: { default: page, loader: failure, action: failure },
      },
    },
  });
}

const tooMany = () => {
  throw new AppError("rate_limited", "Too many attempts. Please try again later.", undefined, { "Retry-After": "60" });
};

describe("an AppError thrown by a page loader or action", () => {
  const handle = createRequestHandler(withAppErrorStatus(buildWith(tooMany)), "production");

  it("answers a page with its status and message, no stack trace", async () => {
    const response = await handle(new Request("http://localhost/page"));
    expect(response.status).toBe(429);
    const body = (await response.json()) as { errors: Record<string, { status: number; data: unknown; stack?: string }> };
    expect(body.errors.root).toMatchObject({ status: 429, data: "Too many attempts. Please try again later." });
    expect(JSON.stringify(body)).not.toMatch(/stack|at .*\.ts/);
  });

  it("answers a client navigation's data request and a form post with its status", async () => {
    expect((await handle(new Request("http://localhost/page.data"))).status).toBe(429);
    const post = await handle(new Request("http://localhost/page", { method: "POST", body: new FormData() }));
    expect(post.status).toBe(429);
  });

  it("leaves other errors a 500, as before", async () => {
    const broken = createRequestHandler(
      withAppErrorStatus(
        buildWith(() => {
          throw new Error("bug");
        }),
      ),
      "test",
    );
    expect((await broken(new Request("http://localhost/page"))).status).toBe(500);
  });

  it("was a 500 without the mapping", async () => {
    const unmapped = createRequestHandler(buildWith(tooMany), "test");
    expect((await unmapped(new Request("http://localhost/page"))).status).toBe(500);
  });
});

describe("an action's body", () => {
  const ok = () => new Response("done");
  const handle = createRequestHandler(withAppErrorStatus(buildWith(ok as never)), "production");
  const post = (body: string) => new Request("http://localhost/page", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body });

  it("with a NUL or another control character is a 400 before the action runs", async () => {
    expect((await handle(post("name=a%00b"))).status).toBe(400);
    expect((await handle(post("name=%1B%5B31m"))).status).toBe(400);
  });

  it("other than a form is a 400 for a page (its action reads formData)", async () => {
    const json = new Request("http://localhost/page", { method: "POST", headers: { "Content-Type": "application/json" }, body: "[1]" });
    expect((await handle(json)).status).toBe(400);
  });

  it("with ordinary multi-line text reaches the action", async () => {
    const answer = await handle(post("message=line%0D%0Aanother%09tabbed"));
    expect(answer.status).toBe(200);
  });
});

describe("a page form's rate limit", () => {
  it("keeps Retry-After on the document answer, whether the action returns the 429 or throws it", async () => {
    const returned = () => data({ formError: "Too many attempts" }, { status: 429, headers: { "Retry-After": "120" } });
    for (const action of [returned, tooMany]) {
      const handle = createRequestHandler(withAppErrorStatus(buildWith(action as never)), "production");
      const answer = await handle(new Request("http://localhost/page", { method: "POST", headers: { "Content-Type": "application/x-www-form-urlencoded" }, body: "name=Ravi" }));
      expect(answer.status).toBe(429);
      expect(Number(answer.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });
});
