/** The entry of the bundled search benchmark (search-bundled.ts): times the searches, prints the result as its last line. */
import { benchSearchInProcess } from "./search-in-process";

const result = await benchSearchInProcess();
process.stdout.write(`\nRESULT ${JSON.stringify(result)}\n`);
process.exit(0);
