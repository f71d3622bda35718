/** `GET /api/partner/v1/openapi.json`: the partner API's OpenAPI 3.1 document (public). */
import { handleApi, jsonResponse, PUBLIC_CACHE } from "~/.server/http/json";
import { publicOrigin } from "~/.server/http/public-origin";
import { partnerOpenApiDocument } from "~/.server/partners/partner-openapi";

export function loader() {
  return handleApi(async () => jsonResponse(partnerOpenApiDocument(publicOrigin()), { headers: PUBLIC_CACHE }));
}
