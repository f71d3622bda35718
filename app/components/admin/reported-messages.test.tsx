import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import type { ReportedConversation } from "~/lib/admin/conversation-report";
import { ReportedMessages } from "./reported-messages";

const chat = (bodies: string[]): ReportedConversation => ({
  report: {} as ReportedConversation["report"],
  buyer: { id: "b", name: "Asha Rao" },
  seller: { id: "s", name: "Sunil Patil" },
  blocked: false,
  messages: bodies.map((body, i) => ({ id: i + 1, from: i % 2 ? "seller" : "buyer", body, createdAt: "2026-11-20T10:00:00.000Z", flaggedPayment: i === 1 })),
});

describe("ReportedMessages", () => {
  it("shows what users typed as text, never as HTML", () => {
    const html = renderToStaticMarkup(<ReportedMessages chat={chat(['<img src=x onerror="alert(1)">', "<b>pay</b>"])} total={2} />);
    expect(html).not.toContain("<img");
    expect(html).not.toContain("<b>");
    expect(html).toContain("&lt;img src=x onerror=&quot;alert(1)&quot;&gt;");
    expect(html).toContain("Payment warning");
    expect(html).toContain("Sunil Patil");
  });

  it("says when only the latest messages are shown", () => {
    expect(renderToStaticMarkup(<ReportedMessages chat={chat(["Hi"])} total={600} />)).toContain("The latest 1 of 600 messages.");
    expect(renderToStaticMarkup(<ReportedMessages chat={chat([])} total={0} />)).toContain("No messages in this chat.");
  });
});
