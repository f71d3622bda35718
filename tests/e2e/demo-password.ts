/** Not a secret: it opens only the demo accounts of the throw-away browser-test database. */
export const E2E_DEMO_PASSWORD = "Demo-e2e#2026";
