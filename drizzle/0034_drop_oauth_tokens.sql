-- Google's and Facebook's tokens are no longer kept (app/.server/auth/auth.ts): the site only signs
-- people in with them and never calls those providers' APIs. The ones stored before go too.
UPDATE "accounts" SET "access_token" = NULL, "refresh_token" = NULL, "id_token" = NULL
WHERE "access_token" IS NOT NULL OR "refresh_token" IS NOT NULL OR "id_token" IS NOT NULL;
