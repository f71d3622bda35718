/**
 * A tiny browser for account tests: calls page actions/loaders and API handlers with a cookie
 * jar, so sessions, flashes and redirects behave as they do for a real visitor.
 */
import { and, desc, eq } from "drizzle-orm";
import type { Database } from "~/.server/db/client";
import { outbox } from "~/.server/db/schema";

// Signed cookies need a secret; tests must not write one into the repository's DATA_DIR.
process.env.AUTH_SECRET ??= "test-secret-for-integration-tests-only-0123456789";

type Handler = (args: never) => unknown;

export interface Answer {
  status: number;
  location: string | null;
  headers: Headers;
  body: unknown;
}

export class TestBrowser {
  readonly cookies = new Map<string, string>();
  constructor(readonly ip = "203.0.113.7") {}

  cookieHeader(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }

  async call(
    handler: Handler,
    path: string,
    init: { method?: string; form?: Record<string, string> | URLSearchParams; json?: unknown; params?: Record<string, string>; headers?: Record<string, string> } = {},
  ): Promise<Answer> {
    const headers = new Headers(init.headers);
    if (this.cookies.size) headers.set("Cookie", this.cookieHeader());
    let body: BodyInit | undefined;
    if (init.form) body = new URLSearchParams(init.form);
    if (init.json !== undefined) {
      body = JSON.stringify(init.json);
      headers.set("Content-Type", "application/json");
    }
    const request = new Request(`http://localhost:3000${path}`, { method: init.method ?? (body ? "POST" : "GET"), headers, body });
    let result: unknown;
    try {
      result = await handler({ request, params: init.params ?? {}, context: { cspNonce: "test", clientIp: this.ip } } as never);
    } catch (thrown) {
      result = thrown;
    }
    return this.read(result);
  }

  private async read(result: unknown): Promise<Answer> {
    if (result instanceof Response) {
      this.store(result.headers);
      const text = await result.text();
      const isJson = result.headers.get("Content-Type")?.includes("json");
      return { status: result.status, location: result.headers.get("Location"), headers: result.headers, body: isJson && text ? JSON.parse(text) : text };
    }
    // data(...) from react-router: a DataWithResponseInit.
    if (result && typeof result === "object" && "type" in result && (result as { type: string }).type === "DataWithResponseInit") {
      const { data, init } = result as unknown as { data: unknown; init: ResponseInit | null };
      const headers = new Headers(init?.headers);
      this.store(headers);
      return { status: init?.status ?? 200, location: null, headers, body: data };
    }
    if (result instanceof Error) throw result;
    return { status: 200, location: null, headers: new Headers(), body: result };
  }

  private store(headers: Headers): void {
    for (const cookie of headers.getSetCookie()) {
      const [pair, ...attrs] = cookie.split(";");
      const eq = pair.indexOf("=");
      const name = pair.slice(0, eq).trim();
      const value = pair.slice(eq + 1).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || value === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
}

/** The phone `registration()` types unless told otherwise. */
export const REGISTRATION_PHONE = "9876543210";

async function newestCode(db: Database, channel: "email" | "sms", recipient: string): Promise<string> {
  const [row] = await db
    .select({ body: outbox.body })
    .from(outbox)
    .where(and(eq(outbox.recipient, recipient), eq(outbox.channel, channel)))
    .orderBy(desc(outbox.id))
    .limit(1);
  const code = row?.body.match(/\b(\d{6})\b/)?.[1];
  if (!code) throw new Error(`no ${channel} code in the outbox for ${recipient}`);
  return code;
}

/** The newest code sent to an email (what the user would read in their inbox). */
export function readCode(db: Database, email: string): Promise<string> {
  return newestCode(db, "email", email);
}

/** The newest code sent by SMS to a 10-digit phone (what its owner would read). */
export function readSmsCode(db: Database, phone = REGISTRATION_PHONE): Promise<string> {
  return newestCode(db, "sms", `+91${phone}`);
}

/** Registration step 2's two fields, as the owner of the email and of the phone would fill them. */
export async function readCodes(db: Database, email: string, phone = REGISTRATION_PHONE): Promise<{ emailCode: string; smsCode: string }> {
  return { emailCode: await readCode(db, email), smsCode: await readSmsCode(db, phone) };
}

let counter = 0;
export function uniqueEmail(prefix = "buyer"): string {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}@example.in`;
}

export function registration(email: string, overrides: Record<string, string> = {}): Record<string, string> {
  return {
    intent: "register",
    fullName: "Asha Rao",
    email,
    phone: REGISTRATION_PHONE,
    password: "secret#123",
    confirmPassword: "secret#123",
    terms: "on",
    ...overrides,
  };
}

/** A registered, signed-in visitor: their browser (cookie jar), user id and email. */
export async function signUp(db: Database, name: string, phone: string, ip: string) {
  const [{ action: authAction }, { loader: rootLoader }] = await Promise.all([import("~/routes/account/auth"), import("~/root")]);
  const browser = new TestBrowser(ip);
  const email = uniqueEmail(name.toLowerCase());
  await browser.call(authAction, "/auth", { form: registration(email, { fullName: name, phone }) });
  await browser.call(authAction, "/auth", { form: { intent: "verify", email, ...(await readCodes(db, email, phone)) } });
  const { user } = (await browser.call(rootLoader, "/")).body as { user: { id: string } };
  return { browser, id: user.id, email };
}
