/**
 * The real providers behind the Transport interface, chosen from the environment:
 * SMTP_URL (any SMTP server, through nodemailer) for email, SMS_API_URL for text messages
 * (a gateway that accepts a JSON POST {"to", "message"}, as most Indian SMS APIs or a small
 * adapter in front of them do). Without them, messages stay in the outbox table only.
 */
import { createTransport } from "nodemailer";
import type { Env } from "../env";
import type { OutgoingMessage, Transport } from "./message";

const DEFAULT_FROM = "CarSaathi <no-reply@carsaathi.in>";

export function smtpTransport(smtpUrl: string, from = DEFAULT_FROM): Transport {
  const mailer = createTransport(smtpUrl);
  return {
    name: "smtp",
    async send(message: OutgoingMessage) {
      await mailer.sendMail({ from, to: message.recipient, subject: message.subject ?? "CarSaathi", text: message.body, headers: message.headers });
    },
  };
}

export function smsGatewayTransport(apiUrl: string, fetchImpl: typeof fetch = fetch): Transport {
  return {
    name: "sms-gateway",
    async send(message: OutgoingMessage) {
      const response = await fetchImpl(apiUrl, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify({ to: message.recipient, message: message.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
    },
  };
}

/** The providers the environment configures, per channel. */
export function configuredTransports(env: Pick<Env, "SMTP_URL" | "MAIL_FROM" | "SMS_API_URL">) {
  return {
    email: env.SMTP_URL ? smtpTransport(env.SMTP_URL, env.MAIL_FROM) : null,
    sms: env.SMS_API_URL ? smsGatewayTransport(env.SMS_API_URL) : null,
  };
}
