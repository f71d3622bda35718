import { createServer as createHttpServer, type Server } from "node:http";
import { createServer as createTcpServer } from "node:net";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { DbHandle } from "~/.server/db/client";
import { outbox } from "~/.server/db/schema";
import { smsGatewayTransport, smtpTransport } from "~/.server/mail/providers";
import { registerTransport, sendMessage } from "~/.server/mail/transport";
import { createTestDatabase } from "./test-db";

/** Just enough of an SMTP server to accept one message and hand back what it received. */
function fakeSmtpServer(): Promise<{ port: number; received: Promise<string>; close: () => void }> {
  let deliver: (data: string) => void;
  const received = new Promise<string>((resolve) => (deliver = resolve));
  const server = createTcpServer((socket) => {
    let inData = false;
    let data = "";
    socket.write("220 test ESMTP\r\n");
    socket.on("data", (chunk) => {
      const text = chunk.toString();
      if (inData) {
        data += text;
        if (data.endsWith("\r\n.\r\n")) {
          inData = false;
          deliver(data);
          socket.write("250 queued\r\n");
        }
        return;
      }
      for (const line of text.split("\r\n").filter(Boolean)) {
        if (/^(EHLO|HELO)/i.test(line)) socket.write("250 test\r\n");
        else if (/^DATA/i.test(line)) {
          inData = true;
          socket.write("354 go ahead\r\n");
        } else if (/^QUIT/i.test(line)) socket.end("221 bye\r\n");
        else socket.write("250 ok\r\n");
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ port: (server.address() as AddressInfo).port, received, close: () => server.close() })),
  );
}

function fakeSmsGateway(status: number): Promise<{ url: string; bodies: unknown[]; server: Server }> {
  const bodies: unknown[] = [];
  const server = createHttpServer((req, res) => {
    let body = "";
    req.on("data", (c) => (body += c));
    req.on("end", () => {
      bodies.push(JSON.parse(body));
      res.writeHead(status).end();
    });
  });
  return new Promise((resolve) =>
    server.listen(0, "127.0.0.1", () => resolve({ url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/send`, bodies, server })),
  );
}

let handle: DbHandle;
beforeAll(async () => {
  handle = await createTestDatabase();
});
afterAll(async () => {
  registerTransport("sms", null);
  await handle.close();
});

describe("mail and SMS providers", () => {
  it("emails through an SMTP server", async () => {
    const smtp = await fakeSmtpServer();
    try {
      await smtpTransport(`smtp://127.0.0.1:${smtp.port}`).send({
        channel: "email",
        recipient: "asha@example.in",
        subject: "Your CarSaathi code",
        body: "Your code is 123456",
      });
      const data = await smtp.received;
      expect(data).toContain("To: asha@example.in");
      expect(data).toContain("Subject: Your CarSaathi code");
      expect(data).toContain("Your code is 123456");
    } finally {
      smtp.close();
    }
  });

  it("texts through the SMS gateway, and records a failed delivery on the outbox row", async () => {
    const ok = await fakeSmsGateway(200);
    const down = await fakeSmsGateway(503);
    try {
      registerTransport("sms", smsGatewayTransport(ok.url));
      await sendMessage(handle.db, { channel: "sms", recipient: "+919812345678", body: "Code 654321" });
      expect(ok.bodies).toEqual([{ to: "+919812345678", message: "Code 654321" }]);

      registerTransport("sms", smsGatewayTransport(down.url));
      await sendMessage(handle.db, { channel: "sms", recipient: "+919800000000", body: "Code 111111" });
      const rows = await handle.db.select().from(outbox).orderBy(outbox.id);
      expect(rows.map((r) => [r.recipient, r.sentAt !== null, r.error])).toEqual([
        ["+919812345678", true, null],
        ["+919800000000", false, "Error: SMS gateway answered 503"],
      ]);
    } finally {
      ok.server.close();
      down.server.close();
    }
  });
});
