import { describe, expect, it } from "vitest";
import { loginSchema, registerSchema, validateForm } from "./account-forms";

function form(values: Record<string, string>): FormData {
  const data = new FormData();
  for (const [key, value] of Object.entries(values)) data.set(key, value);
  return data;
}

const valid = {
  fullName: "Asha Rao",
  email: "Asha@Example.com ",
  phone: "9876543210",
  password: "secret#123",
  confirmPassword: "secret#123",
  terms: "on",
};

describe("registration rules (spec section 5)", () => {
  it("shows 'Passwords do not match' together with the other fields' messages", () => {
    const result = validateForm(registerSchema, form({ ...valid, phone: "98765", confirmPassword: "different#1" }));
    expect(!result.ok && result.errors).toEqual({ phone: "Phone number must be at least 10 digits", confirmPassword: "Passwords do not match" });
  });

  it("shows a weak password and the mismatch at once", () => {
    const result = validateForm(registerSchema, form({ ...valid, password: "short", confirmPassword: "" }));
    expect(!result.ok && result.errors).toMatchObject({ password: "Password must be at least 8 characters", confirmPassword: "Passwords do not match" });
  });

  it("accepts a valid form and normalises the email", () => {
    const result = validateForm(registerSchema, form(valid));
    expect(result.ok && result.data.email).toBe("asha@example.com");
  });

  it.each([
    [{ fullName: "A" }, "fullName", "Name must be at least 2 characters"],
    [{ fullName: "x".repeat(51) }, "fullName", "Name cannot exceed 50 characters"],
    [{ email: "asha" }, "email", "Please enter a valid email address"],
    [{ email: "" }, "email", "Email is required"],
    [{ phone: "98765" }, "phone", "Phone number must be at least 10 digits"],
    [{ phone: "98765432101" }, "phone", "Phone number cannot exceed 10 digits"],
    [{ phone: "98765abcde" }, "phone", "Phone number must contain only digits"],
    [{ password: "short#1", confirmPassword: "short#1" }, "password", "Password must be at least 8 characters"],
    [{ password: "nonumber#", confirmPassword: "nonumber#" }, "password", "Password must contain at least 1 number"],
    [{ password: "nosymbol12", confirmPassword: "nosymbol12" }, "password", "Password must contain at least 1 special character"],
    [{ confirmPassword: "different#1" }, "confirmPassword", "Passwords do not match"],
    [{ terms: "" }, "terms", "You must agree to the terms and conditions"],
  ])("rejects %o with the spec's message", (change, field, message) => {
    const result = validateForm(registerSchema, form({ ...valid, ...change }));
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.errors[field]).toBe(message);
  });

  it("keeps what was typed but never echoes passwords", () => {
    const result = validateForm(registerSchema, form({ ...valid, phone: "12" }));
    expect(result.ok).toBe(false);
    if (!result.ok) {
      expect(result.values.fullName).toBe("Asha Rao");
      expect(result.values.password).toBeUndefined();
    }
  });
});

describe("login rules", () => {
  it("requires an email and a password", () => {
    const result = validateForm(loginSchema, form({ email: "", password: "" }));
    expect(result.ok ? null : result.errors).toEqual({ email: "Email is required", password: "Password is required" });
  });

  it("reads the remember-me box", () => {
    const result = validateForm(loginSchema, form({ email: "a@b.in", password: "x", rememberMe: "on" }));
    expect(result.ok && result.data.rememberMe).toBe(true);
  });
});
