/**
 * Disk cache of rendered illustrations. File names carry the illustration version, so a file is
 * never stale: a changed listing or design gets a new name and old files are simply unused.
 */
import { randomUUID } from "node:crypto";
import { mkdir, readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { logger } from "../logger";
import { illustrationRendering } from "./image-work-queue";
import {
  illustrationVersion,
  renderCarWebp,
  type IllustrationInput,
  type IllustrationWidth,
} from "./car-illustration";

/** Requests racing for the same file share one render instead of each spending ~50 ms of CPU. */
const inFlight = new Map<string, Promise<Buffer>>();

export function getIllustration(
  input: IllustrationInput,
  width: IllustrationWidth,
  cacheDir: string,
): Promise<Buffer> {
  const file = path.join(cacheDir, `${illustrationVersion(input)}-${width}.webp`);
  const pending = inFlight.get(file);
  if (pending) return pending;
  const promise = readOrRender(input, width, file).finally(() => inFlight.delete(file));
  inFlight.set(file, promise);
  return promise;
}

async function readOrRender(
  input: IllustrationInput,
  width: IllustrationWidth,
  file: string,
): Promise<Buffer> {
  try {
    return await readFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "ENOENT") {
      logger.warn({ err: error, file }, "illustration cache unreadable; rendering afresh");
    }
  }
  const webp = await illustrationRendering.run(() => renderCarWebp(input, width));
  // The cache only saves CPU: a full disk or read-only directory must not cost the buyer the image.
  await writeAtomically(file, webp).catch((error: unknown) =>
    logger.warn({ err: error, file }, "could not cache illustration"),
  );
  return webp;
}

/** Write then rename, so a concurrent reader (another process) never sees a half-written file. */
async function writeAtomically(file: string, data: Buffer): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temp = `${file}.${randomUUID()}.tmp`;
  try {
    await writeFile(temp, data);
    await rename(temp, file);
  } catch (error) {
    await rm(temp, { force: true });
    throw error;
  }
}
