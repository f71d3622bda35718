import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { logger } from "../logger";
import { DataDirLockedError, hostProcesses, lockDataDir, type ProcessTable } from "./data-dir-lock";

let other: ChildProcess;
const dirs: string[] = [];
const warn = vi.spyOn(logger, "warn");

beforeAll(async () => {
  // A live process that is not a server: the pid a stale lock's number may now belong to.
  other = spawn("sleep", ["60"], { stdio: "ignore" });
  await new Promise((resolve) => other.once("spawn", resolve));
});
afterAll(() => other.kill());
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  warn.mockClear();
});

function dirWithLock(content: string | null): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-lock-"));
  dirs.push(dir);
  if (content !== null) writeFileSync(path.join(dir, "carsaathi.lock"), content);
  return dir;
}

const lockOf = (pid: number, startTime: string | null, bootId = hostProcesses.bootId()) => JSON.stringify({ pid, startTime, bootId });
const tookOver = () => warn.mock.calls.map(([fields]) => (fields as { reason: string }).reason);
const onLinux = process.platform === "linux";

describe("the data directory lock", () => {
  it("records this process's pid and start time, and removes the file on release", () => {
    const dir = dirWithLock(null);
    const release = lockDataDir(dir);
    const written = JSON.parse(readFileSync(path.join(dir, "carsaathi.lock"), "utf8")) as { pid: number; startTime: string | null };
    expect(written.pid).toBe(process.pid);
    if (onLinux) expect(written.startTime).toMatch(/^\d+$/);
    expect(() => lockDataDir(dir)).toThrow(DataDirLockedError);
    release();
    expect(existsSync(path.join(dir, "carsaathi.lock"))).toBe(false);
  });

  it.runIf(onLinux)("refuses a lock whose pid is still the process that wrote it", () => {
    const dir = dirWithLock(lockOf(other.pid!, hostProcesses.startTime(other.pid!)));
    expect(() => lockDataDir(dir)).toThrow(new RegExp(`in use by another process \\(pid ${other.pid}\\)`));
  });

  it.runIf(onLinux)("takes over, with a log line, a lock whose pid now belongs to another process", () => {
    const dir = dirWithLock(lockOf(other.pid!, "12345"));
    lockDataDir(dir)();
    expect(tookOver()).toEqual([`pid ${other.pid} now belongs to another process`]);
  });

  it("takes over the lock of a process that has exited", () => {
    const exited = spawnSync(process.execPath, ["-e", ""]).pid;
    lockDataDir(dirWithLock(lockOf(exited, "12345")))();
    expect(tookOver()).toEqual([`process ${exited} has exited`]);
  });

  it.runIf(onLinux)("takes over a lock written before the machine restarted", () => {
    lockDataDir(dirWithLock(lockOf(other.pid!, hostProcesses.startTime(other.pid!), "another-boot")))();
    expect(tookOver()).toEqual(["it was written before the machine restarted"]);
  });

  it.runIf(onLinux)("reads the old lock (a bare pid): held by a live Node process, stale when the pid runs another program", () => {
    expect(() => lockDataDir(dirWithLock(String(process.ppid)))).toThrow(DataDirLockedError);
    lockDataDir(dirWithLock(String(other.pid)))();
    expect(tookOver()).toEqual([`pid ${other.pid} now belongs to another program`]);
  });

  it("where start times cannot be read, assumes a live pid is a server and says how to clear a stale lock", () => {
    const noProc: ProcessTable = { isAlive: hostProcesses.isAlive, startTime: () => null, bootId: () => null, commandLine: () => null };
    const dir = dirWithLock(lockOf(other.pid!, "12345", null));
    expect(() => lockDataDir(dir, noProc)).toThrow(`If no CarSaathi server is running, delete ${path.join(dir, "carsaathi.lock")}`);
  });

  it("takes over an unreadable lock file", () => {
    lockDataDir(dirWithLock("{not json"))();
    expect(tookOver()).toEqual(["the lock file is unreadable"]);
  });
});
