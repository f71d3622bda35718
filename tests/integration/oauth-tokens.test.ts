/**
 * Google's and Facebook's tokens are never stored: the site only signs people in with them. The
 * calls below are the ones better-auth's OAuth callback makes (a new user, a link to an existing
 * one, a later sign-in refreshing the account), through the site's own configuration.
 */
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getAuth } from "~/.server/auth/auth";
import type { DbHandle } from "~/.server/db/client";
import { accounts } from "~/.server/db/schema";
import { useDatabase } from "./api-client";
import { createTestDatabase } from "./test-db";

let handle: DbHandle;

beforeAll(async () => {
  handle = await createTestDatabase();
  useDatabase(handle);
});

afterAll(async () => {
  await handle.close();
});

const TOKENS = { accessToken: "ya29.provider-access", refreshToken: "1//provider-refresh", idToken: "eyJhbGciOi.provider-id" };

async function storedAccount(id: string) {
  const [row] = await handle.db.select().from(accounts).where(eq(accounts.id, id));
  return row!;
}

describe("OAuth accounts", () => {
  it("keep who signed in with which provider, and none of the provider's tokens", async () => {
    const { internalAdapter } = await (await getAuth()).$context;
    const { user, account } = await internalAdapter.createOAuthUser(
      { email: "priya.oauth@example.com", name: "Priya", emailVerified: true },
      { providerId: "google", accountId: "google-sub-1", scope: "openid,email,profile", ...TOKENS },
    );
    const row = await storedAccount(account.id);
    expect(row).toMatchObject({ userId: user.id, providerId: "google", accountId: "google-sub-1", scope: "openid,email,profile" });
    expect([row.accessToken, row.refreshToken, row.idToken]).toEqual([null, null, null]);

    // A later sign-in's fresh tokens are not written either.
    await internalAdapter.updateAccount(account.id, { ...TOKENS, accessToken: "ya29.fresh" });
    const again = await storedAccount(account.id);
    expect([again.accessToken, again.refreshToken, again.idToken]).toEqual([null, null, null]);

    // Nor those of a second provider linked to the same person.
    const linked = await internalAdapter.linkAccount({ userId: user.id, providerId: "facebook", accountId: "fb-1", ...TOKENS });
    const facebook = await storedAccount(linked.id);
    expect(facebook.providerId).toBe("facebook");
    expect([facebook.accessToken, facebook.refreshToken, facebook.idToken]).toEqual([null, null, null]);
  });
});
