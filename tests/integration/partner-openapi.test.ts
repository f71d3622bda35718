/**
 * The partner API's OpenAPI 3.1 document: valid by a real OpenAPI 3.1 validator, served
 * publicly, and its PartnerListing requires exactly what the handlers' zod schema requires.
 */
import { Validator } from "@seriousme/openapi-schema-validator";
import { describe, expect, it } from "vitest";
import { partnerListingSchema } from "~/lib/partners/partner-listing";
import { loader as openApiLoader } from "~/routes/api/partner-openapi";
import { callRoute } from "./api-client";

describe("partner OpenAPI document", () => {
  it("is a valid OpenAPI 3.1 document, served without a key", async () => {
    const res = await callRoute(openApiLoader, "/api/partner/v1/openapi.json");
    expect(res.status).toBe(200);
    const validator = new Validator();
    const result = await validator.validate(res.body as Parameters<Validator["validate"]>[0]);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe("3.1");
  });

  it("requires in PartnerListing the fields the zod schema requires", async () => {
    const doc = (await callRoute(openApiLoader, "/api/partner/v1/openapi.json")).body as {
      components: { schemas: { PartnerListing: { required: string[]; properties: Record<string, unknown> } } };
    };
    const shape = partnerListingSchema().shape;
    const required = Object.entries(shape)
      .filter(([, field]) => !field.safeParse(undefined).success)
      .map(([name]) => name);
    expect([...doc.components.schemas.PartnerListing.required].sort()).toEqual(required.sort());
    expect(Object.keys(doc.components.schemas.PartnerListing.properties).sort()).toEqual(Object.keys(shape).sort());
  });
});
