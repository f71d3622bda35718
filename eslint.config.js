import js from "@eslint/js";
import checkFile from "eslint-plugin-check-file";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

/**
 * The layers of app/ (docs/architecture.md, "Where does X go"), as import patterns. Each
 * pattern matches the `~/` alias and relative paths alike, so a `../../components/x` cannot
 * slip past a rule written for `~/components/x`. Import cycles (type-only and lazy ones too)
 * are refused by dpdm in `npm run lint`.
 */
const SEARCH_FRONT_DOOR = "Import the search engine from its front door (app/.server/search/index.ts), not a file inside it.";

const LAYER = {
  components: { group: ["~/components/*", "**/components/*"], message: "UI components belong to pages: import them from a route or another component." },
  routes: { group: ["~/routes/*", "**/routes/*", "~/root", "**/root"], message: "Routes are entry points: nothing imports them (move the shared part to app/lib or app/.server)." },
  server: { group: ["~/.server/*", "**/.server/*", "*.server", "**/*.server"], message: "Server-only code (secrets, database): import it from a route's loader or action, or another server module." },
  // The search engine has one front door (app/.server/search/index.ts): `~/.server/search` or
  // `../search`, never a file inside it.
  searchInternals: { regex: String.raw`\.server/search/(?!index$).`, message: SEARCH_FRONT_DOOR },
  // From app/.server/*/, `../search/x` is inside the engine too (elsewhere it may be components/search).
  searchInternalsRelative: { regex: String.raw`^(\.\./)+search/(?!index$).`, message: SEARCH_FRONT_DOOR },
};

/** `no-restricted-imports` for a folder that may not import the given layers. */
function forbid(files, layers, ignores = []) {
  return {
    files,
    ignores,
    rules: { "no-restricted-imports": ["error", { patterns: layers.map((name) => LAYER[name]) }] },
  };
}

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench-results/", ".bench-data/", ".test-data/", ".data/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks, "check-file": checkFile },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // kebab-case file and folder names (`.server` is React Router's server-only marker).
    files: ["app/**/*.{ts,tsx}", "server/**/*.ts", "scripts/**/*.{ts,mjs}", "tests/**/*.ts"],
    rules: {
      "check-file/filename-naming-convention": ["error", { "**/*.{ts,tsx,mjs}": "KEBAB_CASE" }, { ignoreMiddleExtensions: true }],
      "check-file/folder-naming-convention": ["error", { "{app,server,scripts,tests}/**/": "KEBAB_CASE" }, { ignoreWords: [".server", "__fixtures__"] }],
    },
  },
  // lib is pure rules and types shared by server and browser: it depends on no other layer.
  forbid(["app/lib/**"], ["components", "routes", "server"]),
  // Server use cases know no UI and no page: routes call them, never the reverse; and they use
  // the search engine through its front door.
  forbid(["app/.server/**"], ["components", "routes", "searchInternals", "searchInternalsRelative"], ["app/.server/search/**"]),
  forbid(["app/.server/search/**"], ["components", "routes"]),
  forbid(["app/routes/**", "app/*.{ts,tsx}", "server/**", "scripts/**", "tests/**"], ["searchInternals"], ["app/routes/api/**"]),
  // Components render what routes hand them: no server code, no route modules.
  forbid(["app/components/**"], ["routes", "server"]),
  // Browsers may not eval (the CSP): zod comes through ~/lib/zod, which turns zod's compiled parsers off there.
  {
    files: ["app/**/*.{ts,tsx}"],
    ignores: ["app/lib/zod.ts"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        { paths: [{ name: "zod", message: "Import z from ~/lib/zod: it keeps zod from eval in browsers, where the CSP forbids it.", allowTypeImports: true }] },
      ],
    },
  },
  // JSON endpoints answer data, never markup.
  forbid(["app/routes/api/**"], ["components", "searchInternals"]),
);
