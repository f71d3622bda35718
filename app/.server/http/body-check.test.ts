import { describe, expect, it } from "vitest";
import { unreadableBody } from "./body-check";

const FORM = "application/x-www-form-urlencoded";

const post = (body: BodyInit, type: string) => new Request("http://localhost/contact", { method: "POST", headers: { "Content-Type": type }, body });

/** UTF-8 text with raw bytes spliced in where `\xNN` stands. */
const bytes = (text: string) =>
  Buffer.concat(text.split(/(\\x[0-9a-f]{2})/i).map((piece) => (/^\\x/.test(piece) ? Buffer.from([parseInt(piece.slice(2), 16)]) : Buffer.from(piece, "utf8"))));

const multipart = (parts: { name: string; filename?: string; value: string }[]) =>
  bytes(
    parts
      .map((p) => `--xyz\r\nContent-Disposition: form-data; name="${p.name}"${p.filename ? `; filename="${p.filename}"` : ""}\r\n\r\n${p.value}\r\n`)
      .join("") + "--xyz--\r\n",
  );

async function refusal(request: Request) {
  const error = await unreadableBody(request);
  return error && { status: error.status, message: error.message, details: error.details };
}

describe("invalid UTF-8 in a form body", () => {
  it("refuses a urlencoded value with a bad percent-encoded sequence, naming the field", async () => {
    expect(await refusal(post("name=Ravi&message=ok%C3%28", FORM))).toEqual({
      status: 400,
      message: 'The field "message" is not valid UTF-8 text.',
      details: [{ field: "message", message: "is not valid UTF-8 text" }],
    });
  });

  it("refuses a raw invalid byte, an encoded lone surrogate and a bad field name", async () => {
    expect((await refusal(post(bytes("name=Ravi&phone=98\\xff"), FORM)))?.details).toEqual([{ field: "phone", message: "is not valid UTF-8 text" }]);
    expect((await refusal(post("topic=%ED%A0%80", FORM)))?.details?.[0]?.field).toBe("topic");
    expect((await refusal(post("%C3%28=x", FORM)))?.details?.[0]).toEqual({ field: "body", message: "has a field name that is not valid UTF-8" });
  });

  it("lets valid text through: Devanagari encoded or raw, `+` for a space, a stray percent sign", async () => {
    expect(await refusal(post(`message=${encodeURIComponent("कार 🚗")}`, FORM))).toBeNull();
    expect(await refusal(post(Buffer.from("message=कार+अच्छी+है", "utf8"), FORM))).toBeNull();
    expect(await refusal(post("message=100%25+sure&note=50%", FORM))).toBeNull();
  });

  it("refuses a multipart text part with invalid bytes, but never looks inside a file", async () => {
    const type = "multipart/form-data; boundary=xyz";
    const badText = multipart([{ name: "title", value: "Road trip" }, { name: "content", value: "ok \\xc3\\x28" }]);
    expect((await refusal(post(badText, type)))?.details).toEqual([{ field: "content", message: "is not valid UTF-8 text" }]);
    const photo = multipart([{ name: "title", value: "कार" }, { name: "photo", filename: "car.jpg", value: "\\xff\\xd8\\xff\\xe0" }]);
    expect(await refusal(post(photo, type))).toBeNull();
  });
});

describe("invalid UTF-8 in a JSON body", () => {
  it("is refused as the body's problem; valid JSON text is not", async () => {
    expect((await refusal(post(bytes('{"reason":"ok \\xc3\\x28"}'), "application/json")))?.details).toEqual([{ field: "body", message: "is not valid UTF-8 text" }]);
    expect(await refusal(post(JSON.stringify({ reason: "कार 🚗" }), "application/json"))).toBeNull();
  });
});
