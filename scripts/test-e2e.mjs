#!/usr/bin/env node
// The browser tests, the phone and the desktop widths side by side: each width runs its specs
// in order against a server and a demo database of its own (as one run did for both before),
// so the two never see each other's cars or accounts, and the run takes as long as the longer
// width instead of both. Extra arguments go to both runs (a spec file, --grep, ...).
// E2E_PROJECTS=mobile (or desktop) runs one width only.
import { spawn } from "node:child_process";

const WIDTHS = [
  { project: "mobile", port: 3100 },
  { project: "desktop", port: 3101 },
];
const wanted = (process.env.E2E_PROJECTS ?? "mobile,desktop").split(",");
const args = process.argv.slice(2);
const basePort = Number(process.env.E2E_PORT ?? 3100) - 3100;

/** Runs one width's specs; its lines are prefixed with the width so the two can be told apart. */
function run({ project, port }) {
  const env = {
    ...process.env,
    E2E_PORT: String(port + basePort),
    E2E_DATA_DIR: `${process.env.E2E_DATA_DIR ?? ".test-data/e2e"}-${project}`,
    E2E_OUTPUT_DIR: `test-results/${project}`,
  };
  const child = spawn("npx", ["playwright", "test", `--project=${project}`, ...args], { env, stdio: ["ignore", "pipe", "pipe"] });
  for (const [from, to] of [
    [child.stdout, process.stdout],
    [child.stderr, process.stderr],
  ]) {
    let rest = "";
    from.setEncoding("utf8");
    from.on("data", (chunk) => {
      const lines = (rest + chunk).split("\n");
      rest = lines.pop() ?? "";
      for (const line of lines) to.write(`[${project}] ${line}\n`);
    });
    from.on("end", () => rest && to.write(`[${project}] ${rest}\n`));
  }
  return new Promise((resolve) => child.on("close", (code) => resolve({ project, code: code ?? 1 })));
}

const results = await Promise.all(WIDTHS.filter((w) => wanted.includes(w.project)).map(run));
const failed = results.filter((r) => r.code !== 0);
for (const r of failed) console.error(`Browser tests at the ${r.project} width failed (exit ${r.code}).`);
process.exit(failed.length ? 1 : 0);
