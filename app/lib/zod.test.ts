import { describe, expect, it } from "vitest";
import { firstErrorPerField, z } from "./zod";

describe("firstErrorPerField", () => {
  it("keeps each field's first message, and files a message about the whole input under 'form'", () => {
    const schema = z
      .object({ phone: z.string().min(10, "Phone number must be at least 10 digits").regex(/^\d+$/, "Digits only"), name: z.string().min(1, "Name is required") })
      .refine((v) => v.name !== v.phone, "Name and phone cannot be the same");
    const result = schema.safeParse({ phone: "98x", name: "" });
    expect(result.success).toBe(false);
    expect(firstErrorPerField(result.error!)).toEqual({ phone: "Phone number must be at least 10 digits", name: "Name is required" });
    const whole = schema.safeParse({ phone: "9876543210", name: "9876543210" });
    expect(firstErrorPerField(whole.error!)).toEqual({ form: "Name and phone cannot be the same" });
  });
});
