import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { describedBy, Field, FormAlert, inputClass } from "./field";

const render = (props: { error?: string; hint?: string; optional?: boolean }) =>
  renderToStaticMarkup(
    <Field id="f-email" label="Email" {...props}>
      {(aria) => <input {...aria} name="email" className={inputClass} />}
    </Field>,
  );

describe("describedBy", () => {
  it("lists the hint and error ids that exist", () => {
    expect(describedBy("x", {})).toBeUndefined();
    expect(describedBy("x", { hint: "h" })).toBe("x-hint");
    expect(describedBy("x", { hint: "h", error: "e" })).toBe("x-hint x-error");
  });
});

describe("Field", () => {
  it("ties the label to the control and marks it valid without an error", () => {
    const html = render({});
    expect(html).toContain('<label for="f-email"');
    expect(html).toContain('id="f-email"');
    expect(html).toContain('aria-invalid="false"');
    expect(html).not.toContain("aria-describedby");
  });

  it("announces the hint and the error and marks the control invalid", () => {
    const html = render({ hint: "We never share it", error: "Enter an email" });
    expect(html).toContain('aria-invalid="true"');
    expect(html).toContain('aria-describedby="f-email-hint f-email-error"');
    expect(html).toContain('<p id="f-email-hint" class="text-sm text-slate-600">We never share it</p>');
    expect(html).toMatch(/<p id="f-email-error"[^>]*>Enter an email<\/p>/);
  });

  it("says when a field is optional", () => {
    expect(render({ optional: true })).toContain("(optional)");
  });
});

describe("FormAlert", () => {
  it("renders nothing without a message, an alert with one", () => {
    expect(renderToStaticMarkup(<FormAlert />)).toBe("");
    expect(renderToStaticMarkup(<FormAlert message="Too many tries" />)).toContain('role="alert"');
  });
});
