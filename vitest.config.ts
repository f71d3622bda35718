import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";

const alias = { "~": fileURLToPath(new URL("./app", import.meta.url)) };

export default defineConfig({
  resolve: { alias },
  test: {
    // Vitest's default (one fewer than the cores) leaves one of CI's two cores idle for the
    // whole run; two workers there took it from about 15 to about 8 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        resolve: { alias },
        test: {
          name: "unit",
          include: ["app/**/*.test.ts", "app/**/*.test.tsx", "scripts/**/*.test.ts", "server/**/*.test.ts"],
          environment: "node",
          // A guard against hangs, not a speed check: the engine's 300,000-row tests and the
          // model fits take seconds, and more on a busy CI machine than the 5 s default allows.
          testTimeout: 30_000,
        },
      },
      {
        resolve: { alias },
        test: {
          name: "integration",
          include: ["tests/integration/**/*.test.ts"],
          setupFiles: ["tests/integration/stylesheet-url.setup.ts"],
          // Several app processes on one database exist only on PostgreSQL (CI's second run).
          exclude: process.env.DATABASE_URL ? [] : ["tests/integration/chat-two-processes.test.ts", "tests/integration/search-version-reads-server.test.ts", "tests/integration/partner-feed-two-servers.test.ts", "tests/integration/saved-search-two-processes.test.ts", "tests/integration/price-model-two-processes.test.ts"],
          environment: "node",
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
