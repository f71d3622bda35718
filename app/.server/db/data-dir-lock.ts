/**
 * PGlite is single-process: two processes opening one data directory silently lose writes.
 * An exclusive lock file makes the second process fail loudly. It names its owner by pid plus
 * that process's start time and the machine's boot id, because a pid alone outlives its
 * process: after a crash or a container restart the same number often belongs to something
 * else (a shell, the package manager), and a bare "is pid N alive?" then refused to start.
 */
import { closeSync, linkSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import path from "node:path";
import { logger } from "../logger";

export class DataDirLockedError extends Error {
  override name = "DataDirLockedError";
}

interface LockOwner {
  pid: number;
  /** The process's start time as the kernel counts it (Linux); null where unknown. */
  startTime: string | null;
  bootId: string | null;
}

/** What the lock asks of the operating system; tests stand in for a platform without /proc. */
export interface ProcessTable {
  isAlive(pid: number): boolean;
  /** Field 22 of /proc/<pid>/stat; null when there is no /proc or no such process. */
  startTime(pid: number): string | null;
  bootId(): string | null;
  /** The command line, for a lock written before start times were recorded. */
  commandLine(pid: number): string | null;
}

const readText = (file: string) => {
  try {
    return readFileSync(file, "utf8");
  } catch {
    return null;
  }
};

export const hostProcesses: ProcessTable = {
  isAlive(pid) {
    try {
      process.kill(pid, 0);
      return true;
    } catch (error) {
      return (error as NodeJS.ErrnoException).code === "EPERM";
    }
  },
  startTime(pid) {
    const stat = readText(`/proc/${pid}/stat`);
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    const fields = stat?.slice(stat.lastIndexOf(")") + 2).split(" ");
    return fields?.[19] ?? null;
  },
  bootId: () => readText("/proc/sys/kernel/random/boot_id")?.trim() || null,
  commandLine: (pid) => readText(`/proc/${pid}/cmdline`)?.replaceAll("\0", " ").trim() ?? null,
};

function parseOwner(text: string): LockOwner | null {
  // Before 2026-11-27 the file held the bare pid.
  if (/^\d+$/.test(text.trim())) return { pid: Number(text.trim()), startTime: null, bootId: null };
  try {
    const owner = JSON.parse(text) as Partial<LockOwner>;
    return Number.isInteger(owner.pid) ? { pid: owner.pid!, startTime: owner.startTime ?? null, bootId: owner.bootId ?? null } : null;
  } catch {
    return null;
  }
}

/** Why the lock's owner is gone, or null when it may still be running. */
export function staleReason(owner: LockOwner | null, processes: ProcessTable): string | null {
  if (!owner) return "the lock file is unreadable";
  if (owner.pid === process.pid) return "its pid is now this process's";
  if (!processes.isAlive(owner.pid)) return `process ${owner.pid} has exited`;
  const bootId = processes.bootId();
  if (owner.bootId && bootId && owner.bootId !== bootId) return "it was written before the machine restarted";
  const startTime = processes.startTime(owner.pid);
  if (owner.startTime && startTime) return owner.startTime === startTime ? null : `pid ${owner.pid} now belongs to another process`;
  // An old lock without a start time: only a Node process can be a server holding it.
  const commandLine = owner.startTime ? null : processes.commandLine(owner.pid);
  if (commandLine !== null && !/\bnode(js)?\b/.test(commandLine)) return `pid ${owner.pid} now belongs to another program`;
  return null; // No way to tell on this platform: assume it is a server.
}

/** Locks this process holds: a second opener inside the same process is refused too. */
const heldHere = new Set<string>();

export function lockDataDir(dir: string, processes: ProcessTable = hostProcesses): () => void {
  mkdirSync(dir, { recursive: true });
  const lockPath = path.join(dir, "carsaathi.lock");
  if (heldHere.has(lockPath)) {
    throw new DataDirLockedError(`The embedded database in ${dir} is already in use by this process.`);
  }
  const me: LockOwner = { pid: process.pid, startTime: processes.startTime(process.pid), bootId: processes.bootId() };
  for (let attempt = 0; attempt < 2; attempt++) {
    if (createWithContent(lockPath, JSON.stringify(me))) {
      heldHere.add(lockPath);
      let released = false;
      return () => {
        if (released) return;
        released = true;
        heldHere.delete(lockPath);
        rmSync(lockPath, { force: true });
      };
    }
    const owner = parseOwner(readText(lockPath) ?? "");
    const reason = staleReason(owner, processes);
    if (reason === null) {
      throw new DataDirLockedError(
        `The embedded database in ${dir} is in use by another process (pid ${owner!.pid}). ` +
          `Stop that process first (for example the running site), or set DATA_DIR to another directory. ` +
          `If no CarSaathi server is running, delete ${lockPath}.`,
      );
    }
    logger.warn({ lockPath, stalePid: owner?.pid ?? null, reason }, "took over a stale data directory lock");
    rmSync(lockPath, { force: true });
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

/**
 * Creates `file` holding `content`, or returns false if it exists. Written beside it and then
 * hard-linked into place, so another process never reads a half-written lock.
 */
function createWithContent(file: string, content: string): boolean {
  const draft = `${file}.${process.pid}.${Date.now()}`;
  const fd = openSync(draft, "w");
  try {
    writeSync(fd, content);
  } finally {
    closeSync(fd);
  }
  try {
    linkSync(draft, file);
    return true;
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === "EEXIST") return false;
    if (code !== "EPERM" && code !== "ENOTSUP" && code !== "ENOSYS") throw error;
    return createExclusive(file, content); // a file system without hard links
  } finally {
    rmSync(draft, { force: true });
  }
}

function createExclusive(file: string, content: string): boolean {
  let fd: number;
  try {
    fd = openSync(file, "wx");
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
  writeSync(fd, content);
  closeSync(fd);
  return true;
}
