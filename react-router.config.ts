import type { Config } from "@react-router/dev/config";

export default {
  ssr: true,
  // The whole route manifest (about 4 KB compressed) comes with the first page instead of being
  // discovered link by link: lazy discovery scans the document and asks the server about every
  // new /details/{id} link each time a filter changes the 48 result cards.
  routeDiscovery: { mode: "initial" },
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
