import { describe, expect, it } from "vitest";
import { NEWS_SLUG_MAX, newsFormErrors, newsFormSchema, readNewsForm, slugFromTitle, splitTags, type NewsFormValues } from "./news-form";

const valid: NewsFormValues = {
  title: "Bharat NCAP: what the stars mean",
  slug: "",
  excerpt: "How the ratings are given.",
  category: "Safety",
  tags: "safety, Bharat NCAP",
  author: "CarSaathi Desk",
  body: "## Stars\n\nFive is best.",
  mentionedMake: "",
  mentionedModel: "",
};

const errorsOf = (values: Partial<NewsFormValues>) => {
  const result = newsFormSchema.safeParse({ ...valid, ...values });
  return result.success ? {} : newsFormErrors(result.error);
};

describe("newsFormSchema", () => {
  it("derives the slug from the title and splits the tags", () => {
    const article = newsFormSchema.parse(valid);
    expect(article.slug).toBe("bharat-ncap-what-the-stars-mean");
    expect(article.tags).toEqual(["safety", "Bharat NCAP"]);
    expect(article.mentioned).toBeNull();
  });

  it("keeps a slug that was typed, and refuses one that is not a slug", () => {
    expect(newsFormSchema.parse({ ...valid, slug: "ncap-stars" }).slug).toBe("ncap-stars");
    expect(errorsOf({ slug: "NCAP Stars" }).slug).toMatch(/lowercase letters, digits and single hyphens/);
    expect(errorsOf({ title: "कार समाचार" }).slug).toMatch(/Enter a slug/);
  });

  it("names each missing field", () => {
    const errors = errorsOf({ title: " ", excerpt: "", category: "", author: "", body: "  " });
    expect(errors).toMatchObject({
      title: "Title is required",
      excerpt: "Excerpt is required",
      category: "Choose a category",
      author: "Author is required",
      body: "Body is required",
    });
  });

  it("accepts only the spec's categories", () => {
    expect(errorsOf({ category: "Gossip" }).category).toBe("Choose a category");
    expect(errorsOf({ category: "Electric Vehicles" })).toEqual({});
  });

  it("wants both the make and the model of a mentioned car, or neither", () => {
    expect(errorsOf({ mentionedMake: "Tata" }).mentionedModel).toBe("Give both the make and the model, or neither");
    expect(errorsOf({ mentionedModel: "Nexon" }).mentionedMake).toBe("Give both the make and the model, or neither");
    expect(newsFormSchema.parse({ ...valid, mentionedMake: " Tata ", mentionedModel: "Nexon" }).mentioned).toEqual({ make: "Tata", model: "Nexon" });
  });

  it("limits tags", () => {
    expect(errorsOf({ tags: Array.from({ length: 11 }, (_, i) => `t${i}`).join(",") }).tags).toBe("Use at most 10 tags");
    expect(errorsOf({ tags: "x".repeat(31) }).tags).toMatch(/at most 30 characters/);
  });
});

describe("splitTags", () => {
  it("trims, drops blanks and keeps a repeat once", () => {
    expect(splitTags(" EV, charging ,, ev ,Charging")).toEqual(["EV", "charging"]);
    expect(splitTags("")).toEqual([]);
  });
});

describe("slugFromTitle", () => {
  it("cuts a long title after a whole word", () => {
    const slug = slugFromTitle("word ".repeat(40));
    expect(slug.length).toBeLessThanOrEqual(NEWS_SLUG_MAX);
    expect(slug.endsWith("word")).toBe(true);
  });
});

describe("readNewsForm", () => {
  it("reads every field as typed, blank when absent", () => {
    const form = new FormData();
    form.set("title", "  Spaced  ");
    expect(readNewsForm(form)).toMatchObject({ title: "  Spaced  ", slug: "", body: "" });
  });
});
