import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { fileURLToPath } from "node:url";
import { defineConfig, type Plugin } from "vite";

/** Browsers run Preact's React layer (decision 042); the server still renders with React. */
const PREACT_FOR_REACT: Record<string, string> = {
  react: "preact/compat",
  "react-dom": "preact/compat",
  "react-dom/client": "preact/compat/client",
  "react/jsx-runtime": "preact/compat/jsx-runtime",
  "react/jsx-dev-runtime": "preact/compat/jsx-dev-runtime",
};
/** Resolves React's entry points to Preact's, in the browser's build and its dependency optimiser. */
function preactForReact(): Plugin {
  return {
    name: "carsaathi:preact-for-react",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "client",
    resolveId(id, importer, options) {
      const to = PREACT_FOR_REACT[id];
      return to ? this.resolve(to, importer, { ...options, skipSelf: true }) : null;
    },
  };
}

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [preactForReact(), tailwindcss(), reactRouter()],
  resolve: { alias: { "~": fileURLToPath(new URL("./app", import.meta.url)) } },
  // The server bundle takes in only the icons it uses: left external, Node loads every one
  // of lucide-react's ~2,000 icon modules at start (about 8 MB of heap, kept for good).
  ssr: { noExternal: ["lucide-react"] },
  // The development server pre-bundles dependencies (React Router, Radix) on its own: they
  // import React too, and must get Preact as the build gives it to them.
  environments: { client: { optimizeDeps: { rolldownOptions: { plugins: [preactForReact()] } } } },
  build: {
    target: "es2022",
    // Fewer, larger browser chunks: on a phone over 4G each extra file costs a round trip,
    // and left alone the bundler makes one file per icon and per tiny shared module.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          output: {
            advancedChunks: {
              groups: [
                { name: "framework", test: /node_modules[\\/](preact|react|react-dom|react-router|scheduler|cookie|set-cookie-parser|turbo-stream)[\\/]/, priority: 20 },
                // The icons of the header, menus and bottom bar, with lucide's base, in one file
                // every page loads; each page's other icons come with that page's own code.
                {
                  name: "icons",
                  test: /node_modules[\\/]lucide-react[\\/]dist[\\/]esm[\\/]((?!icons[\\/])|icons[\\/](bell|briefcase-business|camera|chevron-down|command|git-compare-arrows|house|menu|newspaper|search|square-play|user-round|x)\.mjs$)/,
                  priority: 10,
                },
                // Radix parts used on first render: the tabs and the helpers every part uses in one
                // file, the slider in another (/sell needs only the tabs);
                // the dialog and dropdown parts load on demand.
                {
                  name: "radix",
                  test: /node_modules[\\/]@radix-ui[\\/](react-(tabs|roving-focus|collection|presence|primitive|context|compose-refs|id|use-controllable-state|direction|use-callback-ref|use-layout-effect|slot|use-effect-event)|primitive)[\\/]/,
                  priority: 8,
                },
                {
                  name: "radix-controls",
                  test: /node_modules[\\/]@radix-ui[\\/](react-(slider|use-previous|use-size)|number)[\\/]/,
                  priority: 8,
                },
                // The small modules nearly every page loads (account, toasts, buttons, the listing card,
                // price formatting) as one file rather than a dozen of a few hundred bytes: on a
                // phone over 4G each extra file costs a round trip. Named one by one so that the
                // modules fetched on demand (the drawer's dialog, the account menu's dropdown,
                // the compare tray) stay out of it.
                {
                  name: "shell",
                  test: /[\\/]app[\\/](components[\\/](account[\\/](use-account|user-menu|user-menu-button|save-button|saved-store)|ui[\\/](toast|sheet|button)|layout[\\/](nonce|not-found-page|hydrate-later)|compare[\\/](compare-store|compare-toggle)|listings[\\/]listing-card)|lib[\\/](format-inr|image-srcset|vehicle-vocabulary|compare|filters[\\/]page-href))\.tsx?$/,
                  priority: 5,
                },
                // A form's fields and its checked submit (submit-checked.ts): every page with a
                // form needs both, as one file.
                { name: "forms", test: /[\\/]app[\\/]components[\\/]ui[\\/](field|submit-checked)\.tsx?$/, priority: 5 },
              ],
            },
          },
        },
  },
}));
