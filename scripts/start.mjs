#!/usr/bin/env node
// `npm start`: build the site when the sources are newer than the last build, then run the
// production server (which migrates, seeds an empty database and serves on PORT).
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SERVER_PROCESS_ENV } from "./server-env.mjs";

const STAMP = "build/.build-stamp";
const INPUTS = ["app", "server", "scripts/build-server.mjs", "vite.config.ts", "react-router.config.ts", "package-lock.json"];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), stat.mtimeMs);
}

const stale = !existsSync(STAMP) || !existsSync("build/server/main.js") || Math.max(...INPUTS.map(newestMtime)) > statSync(STAMP).mtimeMs;
if (stale) {
  console.log("Building CarSaathi (sources changed since the last build)...");
  const build = spawnSync("npm", ["run", "build"], { stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
  writeFileSync(STAMP, new Date().toISOString());
}

const server = spawn(process.execPath, ["build/server/main.js"], {
  stdio: "inherit",
  env: { ...process.env, ...SERVER_PROCESS_ENV, NODE_ENV: "production" },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
