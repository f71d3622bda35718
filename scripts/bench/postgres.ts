/** A throwaway PostgreSQL 15 server on 127.0.0.1 for the benchmark (Debian's binaries). */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";

const PG_BIN = "/usr/lib/postgresql/15/bin";
const PORT = 54339;

function asPostgres(command: string) {
  const isRoot = process.getuid?.() === 0;
  execFileSync(isRoot ? "su" : "bash", isRoot ? ["postgres", "-s", "/bin/bash", "-c", command] : ["-c", command], {
    stdio: "ignore",
  });
}

/** `port`: another part may take its own, so it can run beside a bench already using the default. */
export async function startTemporaryPostgres(port = PORT): Promise<{ url: string; stop: () => Promise<void> } | null> {
  if (!existsSync(path.join(PG_BIN, "postgres"))) return null;
  const dir = mkdtempSync(path.join(os.tmpdir(), "carsaathi-bench-pg-"));
  if (process.getuid?.() === 0) {
    const uid = Number(execFileSync("id", ["-u", "postgres"]).toString().trim());
    chownSync(dir, uid, uid);
  }
  asPostgres(`${PG_BIN}/initdb -D ${dir} -A trust -U postgres --no-sync`);
  asPostgres(`${PG_BIN}/pg_ctl -D ${dir} -o '-h 127.0.0.1 -p ${port} -k /tmp' -l ${dir}/server.log -w start`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: async () => {
      asPostgres(`${PG_BIN}/pg_ctl -D ${dir} -m fast stop`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
