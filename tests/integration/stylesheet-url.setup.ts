/**
 * Every integration file renders pages in-process, where Vite's `?url` import of the stylesheet
 * resolves to an empty string, and React warns about the empty `href` on each render. The
 * stylesheet's address plays no part in these tests, so they all get a plain one.
 */
import { vi } from "vitest";

vi.mock("../../app/app.css?url", () => ({ default: "/assets/app.css" }));
