import { mkdtemp, readdir, rm, stat, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type * as CarIllustration from "./car-illustration";
import { illustrationVersion, renderCarWebp, type IllustrationInput } from "./car-illustration";
import { getIllustration } from "./illustration-cache";

// Spy on rendering while keeping the real renderer, to count renders.
vi.mock("./car-illustration", async (importOriginal) => {
  const actual = await importOriginal<typeof CarIllustration>();
  return { ...actual, renderCarWebp: vi.fn(actual.renderCarWebp) };
});

const swift: IllustrationInput = {
  bodyType: "Hatchback",
  color: "Pearl Arctic White",
  make: "Maruti Suzuki",
  model: "Swift",
  year: 2020,
};

let cacheDir: string;

beforeEach(async () => {
  cacheDir = await mkdtemp(path.join(tmpdir(), "illustrations-"));
  vi.mocked(renderCarWebp).mockClear();
});

afterEach(async () => {
  await rm(cacheDir, { recursive: true, force: true });
});

describe("getIllustration", () => {
  it("renders once, then serves identical bytes from disk", async () => {
    const first = await getIllustration(swift, 400, cacheDir);
    const file = path.join(cacheDir, `${illustrationVersion(swift)}-400.webp`);
    const { mtimeMs } = await stat(file);

    const second = await getIllustration(swift, 400, cacheDir);

    expect(second.equals(first)).toBe(true);
    expect(renderCarWebp).toHaveBeenCalledTimes(1);
    expect((await stat(file)).mtimeMs).toBe(mtimeMs);
    // Written via a temp file and rename: nothing else is left behind.
    expect(await readdir(cacheDir)).toEqual([path.basename(file)]);
  });

  it("returns whatever the cache file holds without rendering", async () => {
    const file = path.join(cacheDir, `${illustrationVersion(swift)}-800.webp`);
    await writeFile(file, "cached bytes");
    expect((await getIllustration(swift, 800, cacheDir)).toString()).toBe("cached bytes");
    expect(renderCarWebp).not.toHaveBeenCalled();
  });

  it("renders concurrent requests for the same image once", async () => {
    const results = await Promise.all(
      Array.from({ length: 5 }, () => getIllustration(swift, 800, cacheDir)),
    );
    expect(renderCarWebp).toHaveBeenCalledTimes(1);
    for (const r of results) expect(r.equals(results[0])).toBe(true);
  });

  it("keeps widths and listings apart", async () => {
    await Promise.all([
      getIllustration(swift, 400, cacheDir),
      getIllustration(swift, 800, cacheDir),
      getIllustration({ ...swift, color: "Fiery Red" }, 400, cacheDir),
    ]);
    expect(renderCarWebp).toHaveBeenCalledTimes(3);
    expect((await readdir(cacheDir)).sort()).toHaveLength(3);
  });

  it("creates the cache directory when missing", async () => {
    const nested = path.join(cacheDir, "a", "b");
    await getIllustration(swift, 400, nested);
    expect(await readdir(nested)).toHaveLength(1);
  });

  it("still returns the image when the cache cannot be written", async () => {
    const notADirectory = path.join(cacheDir, "file");
    await writeFile(notADirectory, "");
    const webp = await getIllustration(swift, 400, notADirectory);
    expect(webp.subarray(8, 12).toString("latin1")).toBe("WEBP");
  });
});
