/**
 * A minimal load balancer for the many-process benchmark: each incoming request goes to the
 * next app process in turn over kept-alive connections, as a cloud load balancer would.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";

export async function startRoundRobinProxy(targets: string[]): Promise<{ url: string; close: () => Promise<void> }> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 64 });
  let next = 0;
  const server = http.createServer((req, res) => {
    const target = new URL(req.url ?? "/", targets[next++ % targets.length]);
    const upstream = http.request(target, { method: req.method, headers: req.headers, agent }, (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    });
    upstream.on("error", () => {
      res.writeHead(502).end();
    });
    req.pipe(upstream);
  });
  server.listen(0, "127.0.0.1");
  await new Promise<void>((resolve) => server.once("listening", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        agent.destroy();
        server.close(() => resolve());
      }),
  };
}
