/** What a user reads when a code is not accepted (spec section 8 for the wrong code). */
import type { CodeCheck } from "./one-time-codes";

export const CODE_MESSAGES: Record<Exclude<CodeCheck, { ok: true }>["reason"], string> = {
  wrong: "Invalid OTP. Please try again.",
  expired: "This code has expired. Please use 'Resend Code' to get a new one.",
  exhausted: "Too many wrong codes. Please use 'Resend Code' to get a new one.",
  missing: "Registration data not found",
};

export function codeSentMessages(code: string, purpose: "register" | "reset-password") {
  const what = purpose === "register" ? "finish creating your CarSaathi account" : "reset your CarSaathi password";
  return {
    subject: purpose === "register" ? "Your CarSaathi verification code" : "Your CarSaathi password reset code",
    email: `Your code is ${code}. Enter it to ${what}. It is valid for 10 minutes.\n\nIf you did not ask for this, you can ignore this email.`,
    sms: `CarSaathi: ${code} is your code to ${what}. Valid for 10 minutes. Do not share it.`,
  };
}
