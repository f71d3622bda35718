/**
 * The search engine's one front door is enforced by `npm run lint`: an import of a file inside
 * app/.server/search from anywhere outside it is an error; the front door itself, and the
 * engine's own files importing each other, are not.
 */
import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

const eslint = new ESLint();

async function restrictedImports(filePath: string, specifier: string): Promise<string[]> {
  const [result] = await eslint.lintText(`import { queryIndex } from "${specifier}";\nexport const q = queryIndex;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === "no-restricted-imports").map((m) => m.message);
}

describe("the search engine's front door", () => {
  it.each([
    ["app/.server/listings/example.ts", "../search/execution/query-index"],
    ["app/.server/listings/example.ts", "~/.server/search/execution/query-index"],
    ["app/routes/api/example.ts", "~/.server/search/execution/query-index"],
    ["app/routes/example.tsx", "~/.server/search/store/listing-index"],
    ["server/example.ts", "../app/.server/search/store/index-loader"],
    ["scripts/bench/example.ts", "../../app/.server/search/execution/query-index"],
    ["tests/integration/example.test.ts", "~/.server/search/maintained/deal-ratings"],
  ])("refuses %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([expect.stringContaining("front door")]);
  });

  it.each([
    ["app/.server/listings/example.ts", "../search"],
    ["app/.server/listings/example.ts", "~/.server/search"],
    ["scripts/bench/example.ts", "../../app/.server/search/index"],
    ["app/.server/search/execution/example.ts", "./query-index"],
    ["app/.server/search/caches/example.ts", "../store/listing-index"],
  ])("allows %s importing %s", async (file, specifier) => {
    expect(await restrictedImports(file, specifier)).toEqual([]);
  });
});
