import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // Opt in to v8 behaviour now so the upgrade is a version bump. Middleware waits: it changes
  // the load context's type and nothing here needs it yet.
  future: {
    v8_splitRouteModules: true,
    v8_viteEnvironmentApi: true,
    v8_passThroughRequests: true,
    v8_trailingSlashAwareDataRequests: true,
    v8_middleware: false,
  },
} satisfies Config;
