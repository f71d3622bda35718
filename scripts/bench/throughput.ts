/** Requests per second with autocannon: several connections cycling through the searches. */
import autocannon, { type Request } from "autocannon";

export interface ThroughputOptions {
  connections?: number;
  /**
   * A query parameter unique to each request: every answer is rendered, none served from a
   * cache keyed by URL (the in-process page cache, decision 014).
   */
  uniqueQuery?: boolean;
}

export async function throughput(baseUrls: string[], paths: string[], seconds: number, options: ThroughputOptions = {}): Promise<number> {
  const { connections = 8, uniqueQuery = false } = options;
  let sent = 0;
  const unique = (request: Request): Request => {
    const path = request.path ?? "/";
    return { ...request, path: `${path}${path.includes("?") ? "&" : "?"}bench=${sent++}` };
  };
  const requests: Request[] = paths.map((path) => ({ method: "GET", path, ...(uniqueQuery ? { setupRequest: unique } : {}) }));
  const runs = baseUrls.map(
    (url) =>
      new Promise<number>((resolve, reject) => {
        autocannon({ url, connections, duration: seconds, requests }, (error, result) => (error ? reject(error) : resolve(result.requests.average)));
      }),
  );
  const perProcess = await Promise.all(runs);
  return Math.round(perProcess.reduce((a, b) => a + b, 0));
}
