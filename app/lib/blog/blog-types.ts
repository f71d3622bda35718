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

/** A row of the /admin/blog table, with what the 'Review Submission' dialog shows. */
export interface AdminBlogItem {
  id: number;
  title: string;
  content: string;
  authorName: string;
  authorEmail: string;
  carMake: string | null;
  carModel: string | null;
  carYear: string | null;
  publishToInstagram: boolean;
  status: "pending" | "approved" | "rejected";
  adminNotes: string | null;
  slug: string | null;
  createdAt: string;
  images: string[];
}
