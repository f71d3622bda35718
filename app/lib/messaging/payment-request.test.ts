import { describe, expect, it } from "vitest";
import { isPaymentRequest } from "./payment-request";

describe("isPaymentRequest", () => {
  it.each([
    "Please send 5000 advance to confirm, many buyers are waiting",
    "advance bhej do, car aapke liye hold kar dunga",
    "Token amount ₹10,000 pay kar do aaj hi",
    "Kindly GPay me the booking amount",
    "PhonePe kar do 2000, phir test drive",
    "My UPI id is ravi.kumar@okaxis",
    "send to 9876543210@ybl",
    "Scan this QR to receive the payment",
    "I'll share a QR code, just scan and enter your PIN",
    "Send rs.2000 first for gate pass",
    "Transfer ₹ 15000 and I will courier the papers",
    "Deposit 5k as token money",
    "pehle paise bhejo, phir gaadi dikhaunga",
  ])("warns on %j", (text) => {
    expect(isPaymentRequest(text)).toBe(true);
  });

  it.each([
    "Is the price negotiable?",
    "Can I see the car on Sunday morning in Pune?",
    "Final price ₹5.5 lakh, papers are clear",
    "It has advanced driver assistance features",
    "I will pay the full amount at the RTO after inspection",
    "Service history from the authorised workshop is available",
    "Kya gaadi abhi bhi available hai?",
    "Email me at asha@gmail.com for the service records",
  ])("lets %j through", (text) => {
    expect(isPaymentRequest(text)).toBe(false);
  });
});
