/** Requests per second with autocannon: several connections cycling through the searches. */
import autocannon from "autocannon";

export async function throughput(baseUrls: string[], paths: string[], seconds: number, connections = 8): Promise<number> {
  const runs = baseUrls.map(
    (url) =>
      new Promise<number>((resolve, reject) => {
        autocannon(
          { url, connections, duration: seconds, requests: paths.map((path) => ({ method: "GET", path })) },
          (error, result) => (error ? reject(error) : resolve(result.requests.average)),
        );
      }),
  );
  const perProcess = await Promise.all(runs);
  return Math.round(perProcess.reduce((a, b) => a + b, 0));
}
