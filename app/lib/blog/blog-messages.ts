/** The spec's blog texts (section 8), shared by the page, the dialog and the action. */
export const BLOG_MESSAGES = {
  signIn: "Please sign in to submit a blog post",
  failed: "Failed to submit blog post. Please try again.",
  success: "Blog post submitted successfully! It will be reviewed by an admin.",
} as const;

export const BLOG_PAGE_SIZE = 9;
