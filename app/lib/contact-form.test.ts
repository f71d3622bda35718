import { describe, expect, it } from "vitest";
import { readContactValues, type ContactValues } from "./contact-form";
import { validateContactForm } from "./contact-form-schema";

const valid: ContactValues = {
  name: "Asha Rao",
  email: " Asha@Example.com ",
  phone: "",
  topic: "Buying",
  message: "Is the white Creta in Pune still available?",
};

describe("validateContactForm", () => {
  it("accepts a valid message, trimming and lower-casing the email, phone optional", () => {
    const result = validateContactForm(valid);
    expect(result).toEqual({ ok: true, data: { ...valid, email: "asha@example.com", phone: null } });
  });

  it("keeps a 10-digit phone", () => {
    const result = validateContactForm({ ...valid, phone: "9876543210" });
    expect(result.ok && result.data.phone).toBe("9876543210");
  });

  it("gives one message per bad field", () => {
    const result = validateContactForm({ name: "A", email: "nope", phone: "12345", topic: "Spam", message: "short" });
    expect(result).toEqual({
      ok: false,
      errors: {
        name: "Name must be at least 2 characters",
        email: "Enter a valid email address, like name@example.com",
        phone: "Phone number must be exactly 10 digits, or leave it empty",
        topic: "Choose a topic",
        message: "Message must be at least 10 characters",
      },
    });
  });

  it("rejects phone numbers with letters and messages over 2000 characters", () => {
    const result = validateContactForm({ ...valid, phone: "98765abcde", message: "x".repeat(2001) });
    expect(result.ok).toBe(false);
    if (!result.ok) expect(Object.keys(result.errors).sort()).toEqual(["message", "phone"]);
  });
});

describe("readContactValues", () => {
  it("reads every field as text, missing ones as empty", () => {
    const form = new FormData();
    form.set("name", "Ravi");
    expect(readContactValues(form)).toEqual({ name: "Ravi", email: "", phone: "", topic: "", message: "" });
  });
});
