/** Shapes shared by the blog's server code and its components. */
import type { BlogFormValues } from "./blog-form";

export interface BlogPostSummary {
  id: number;
  slug: string;
  title: string;
  excerpt: string;
  authorName: string;
  carMake: string | null;
  carModel: string | null;
  carYear: string | null;
  approvedAt: Date;
  image: string | null;
}

/** A refused submission: the toast, each field's error, and what was typed (photos included). */
export type BlogActionResult = {
  ok: false;
  message: string;
  signIn?: boolean;
  errors?: Record<string, string>;
  values?: BlogFormValues;
  photos?: string[];
};
