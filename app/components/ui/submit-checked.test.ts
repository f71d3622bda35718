import { describe, expect, it, vi } from "vitest";
import type { FormEvent } from "react";
import { focusFirstError, submitChecked, type CheckResult } from "./submit-checked";

const form = {} as HTMLFormElement;
const submitEvent = () => ({ preventDefault: vi.fn(), currentTarget: form }) as unknown as FormEvent<HTMLFormElement> & { preventDefault: ReturnType<typeof vi.fn> };

describe("submitChecked", () => {
  it("sends a form its check passes, and keeps the browser's own post from happening", async () => {
    const event = submitEvent();
    const send = vi.fn();
    const invalid = vi.fn();
    await submitChecked(event, { loadCheck: async () => () => ({ ok: true }), send, invalid });
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).toHaveBeenCalledWith(form);
    expect(invalid).not.toHaveBeenCalled();
  });

  it("does not send a form its check refuses, and hands over the errors", async () => {
    const send = vi.fn();
    const invalid = vi.fn();
    const refused: CheckResult<{ phone: string }> = { ok: false, errors: { phone: "Please enter a valid phone number" } };
    await submitChecked(submitEvent(), { loadCheck: async () => () => refused, send, invalid });
    expect(send).not.toHaveBeenCalled();
    expect(invalid).toHaveBeenCalledWith({ phone: "Please enter a valid phone number" }, form);
  });

  it("sends the form unchecked when the check cannot be downloaded (the server checks it)", async () => {
    const send = vi.fn();
    const invalid = vi.fn();
    await submitChecked(submitEvent(), { loadCheck: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")), send, invalid });
    expect(send).toHaveBeenCalledWith(form);
    expect(invalid).not.toHaveBeenCalled();
  });
});

describe("focusFirstError", () => {
  it("focuses the first field in the form's order that has an error", () => {
    const focus = vi.fn();
    const querySelector = vi.fn(() => ({ focus }));
    focusFirstError({ querySelector } as unknown as HTMLFormElement, ["name", "email", "phone"], { phone: "x", email: "y" }, (f) => `contact-${f}`);
    expect(querySelector).toHaveBeenCalledWith("#contact-email");
    expect(focus).toHaveBeenCalled();
  });
});
