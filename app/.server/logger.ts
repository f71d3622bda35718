/** Structured logs (JSON lines) shared by the host and the app. */
import pino from "pino";
import { singleton } from "./singleton";

export const logger = singleton("logger", () =>
  pino({
    level: process.env.LOG_LEVEL ?? (process.env.NODE_ENV === "test" ? "silent" : "info"),
    redact: ["req.headers.cookie", "req.headers.authorization", 'res.headers["set-cookie"]'],
  }),
);
