import js from "@eslint/js";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "bench-results/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { "react-hooks": reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    // Browser code must never import server-only modules (secrets, database).
    files: ["app/**/*.{ts,tsx}"],
    // root.tsx is the root route module: its loader runs on the server like any route's.
    ignores: ["app/.server/**", "app/routes/**", "app/root.tsx", "app/entry.server.tsx"],
    rules: {
      "no-restricted-imports": ["error", { patterns: [{ group: ["**/.server/**", "~/.server/*"], message: "Server-only code: import it from a route loader or another .server module." }] }],
    },
  },
);
