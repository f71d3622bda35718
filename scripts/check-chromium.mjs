#!/usr/bin/env node
// The browser tests drive Debian's Chromium; say exactly how to get it when it is missing.
import { existsSync } from "node:fs";

const path = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(path)) {
  console.error(
    `\nChromium was not found at ${path}; the browser tests need it.\n` +
      `Install it with:   sudo apt-get update && sudo apt-get install -y chromium\n` +
      `or point CHROMIUM_PATH at an existing Chromium or Chrome binary.\n`,
  );
  process.exit(1);
}
