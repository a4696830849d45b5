import { z } from "zod";

// Every Markdown folder of the site and the front matter its files must carry. The build's Markdown
// plugin (scripts/markdown) validates each file against its folder's schema, so a bad file fails the
// build with its name and field; pages read the same schemas for their types.

/** What a Markdown file becomes once the build has rendered it. */
export interface MarkdownDocument<Meta = unknown> {
  meta: Meta;
  /** The body rendered to HTML (raw HTML in the source is escaped, not passed through). */
  html: string;
  /** The body as plain text, markup stripped, whitespace collapsed. */
  text: string;
  words: number;
  headings: { level: number; id: string; text: string }[];
}

/** The `?meta` import of a Markdown file: front matter and counts without the body. */
export type MarkdownMeta<Meta = unknown> = Pick<MarkdownDocument<Meta>, "meta" | "words" | "headings">;

const text = (min: number, max: number) => z.string().trim().min(min).max(max);

export const pageMetaSchema = z.strictObject({
  title: text(2, 80),
  description: text(50, 170),
});
export type PageMeta = z.infer<typeof pageMetaSchema>;

export const storyMetaSchema = z.strictObject({ title: text(2, 80) }).or(pageMetaSchema);

const longDate = z
  .string()
  .regex(
    /^(January|February|March|April|May|June|July|August|September|October|November|December) [1-9]\d?, \d{4}$/,
    'a long-form English date such as "January 5, 2025"',
  );

export const articleMetaSchema = z.strictObject({
  title: text(10, 110),
  excerpt: text(60, 260),
  author: text(3, 60),
  author_title: text(3, 80),
  date: longDate,
  category: text(2, 40),
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "a kebab-case slug"),
});
export type ArticleMeta = z.infer<typeof articleMetaSchema>;

export interface MarkdownCollection {
  /** Folder relative to the repository root, with forward slashes. */
  dir: string;
  schema: z.ZodType;
}

export const MARKDOWN_COLLECTIONS: MarkdownCollection[] = [
  { dir: "content/legal", schema: pageMetaSchema },
  { dir: "content/about", schema: storyMetaSchema },
  { dir: "content/blog", schema: articleMetaSchema },
];
