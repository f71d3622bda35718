/**
 * The OpenAPI 3.1 document of the partner API, generated from the zod schemas the handlers
 * validate with (partnerListingSchema) and the answers' shapes below, so the document cannot
 * drift from what the server accepts. Input mode: a schema's JSON form is what a client sends.
 */
import { z } from "~/lib/zod";
import { partnerListingSchema } from "../../lib/partners/partner-listing";
import { MAX_BATCH_ROWS } from "./partner-api";
import { PARTNER_PAGE_SIZE } from "./partner-rows";

const fieldError = z.object({ field: z.string(), message: z.string() });
const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string(), details: z.array(fieldError).optional() }) });
const rejection = z.object({ index: z.number().int(), externalId: z.string().nullable(), errors: z.array(fieldError) });
const pushReport = z.object({ created: z.number().int(), updated: z.number().int(), unchanged: z.number().int(), rejected: z.array(rejection) });
const listingState = z.object({
  externalId: z.string(),
  id: z.number().int().nullable(),
  status: z.enum(["live", "rejected", "removed", "expired"]),
  pageUrl: z.string().nullable(),
  firstSeenAt: z.string(),
  lastSeenAt: z.string(),
  errors: z.array(fieldError).optional(),
});
const listingPage = z.object({ items: z.array(listingState), page: z.number().int(), total: z.number().int() });

const json = (name: string) => ({ "application/json": { schema: { $ref: `#/components/schemas/${name}` } } });
const answer = (description: string, name?: string) => (name ? { description, content: json(name) } : { description });
const failures = (...codes: number[]) => {
  const words: Record<number, string> = {
    400: "Invalid request",
    401: "Missing, wrong or revoked key",
    404: "Not one of your listings",
    405: "Method not allowed",
    413: "Over 5 MB or over 1,000 cars",
    415: "Not application/json",
    429: "Over the per-key limit; see Retry-After",
  };
  return Object.fromEntries(codes.map((code) => [String(code), answer(words[code], "Error")]));
};
const externalIdParam = { name: "externalId", in: "path", required: true, schema: { type: "string", minLength: 1, maxLength: 100 } };

function schemaOf(schema: z.ZodType) {
  const { $schema: _dialect, ...rest } = z.toJSONSchema(schema, { io: "input", unrepresentable: "any", target: "draft-2020-12" }) as Record<string, unknown>;
  return rest;
}

export function partnerOpenApiDocument(origin: string, now = new Date()) {
  return {
    openapi: "3.1.0",
    info: {
      title: "CarSaathi partner API",
      version: "1.0.0",
      description: "Send your cars to CarSaathi. Every call needs Authorization: Bearer <your partner key>.",
    },
    servers: [{ url: `${origin}/api/partner/v1` }],
    security: [{ partnerKey: [] }],
    paths: {
      "/listings": {
        put: {
          summary: `Create or update up to ${MAX_BATCH_ROWS} cars by externalId`,
          requestBody: { required: true, content: json("ListingBatch") },
          responses: { "200": answer("What became of each car", "PushReport"), ...failures(400, 401, 405, 413, 415, 429) },
        },
        get: {
          summary: `Your listings, ${PARTNER_PAGE_SIZE} a page`,
          parameters: [{ name: "page", in: "query", required: false, schema: { type: "integer", minimum: 1, default: 1 } }],
          responses: { "200": answer("A page of your listings", "ListingPage"), ...failures(400, 401, 429) },
        },
      },
      "/listings/{externalId}": {
        parameters: [externalIdParam],
        get: { summary: "One of your listings", responses: { "200": answer("Its state", "ListingState"), ...failures(401, 404, 429) } },
        delete: { summary: "Sold or withdrawn: it leaves search at once", responses: { "204": answer("Removed"), ...failures(401, 404, 429) } },
      },
    },
    components: {
      securitySchemes: { partnerKey: { type: "http", scheme: "bearer", description: "The partner key an admin gave you (cs_live_...)" } },
      schemas: {
        PartnerListing: schemaOf(partnerListingSchema(now)),
        ListingBatch: {
          type: "object",
          required: ["listings"],
          properties: { listings: { type: "array", minItems: 1, maxItems: MAX_BATCH_ROWS, items: { $ref: "#/components/schemas/PartnerListing" } } },
        },
        PushReport: schemaOf(pushReport),
        ListingState: schemaOf(listingState),
        ListingPage: schemaOf(listingPage),
        Error: schemaOf(errorBody),
      },
    },
  };
}
