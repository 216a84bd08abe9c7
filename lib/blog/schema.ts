// Blog posts: the stored shape and the management form (strings in, typed values out). Texts are
// kept in both languages; the body is Markdown rendered by lib/content/markdown.ts. Error messages
// are i18n keys (lib/i18n/validation.ts translates them).
import { z } from "zod";

export const TAG_PATTERN = /^[a-z0-9][a-z0-9-]{0,39}$/;
/** Ids are slugs of the English title; these would collide with literal routes under /blog. */
export const RESERVED_IDS = new Set(["tags", "feed"]);

export interface Bilingual {
  en: string;
  fr: string;
}

export type PostState = "draft" | "published";
/** What readers and head office see: a published post whose time is still ahead is scheduled. */
export type PostStatus = "draft" | "scheduled" | "published";

export interface Post {
  id: string;
  title: Bilingual;
  /** Markdown. */
  body: Bilingual;
  tags: string[];
  /** An https:// or site-relative image address, or null. */
  cover_url: string | null;
  author: { id: string; name: string };
  state: PostState;
  /** The instant the post goes (or went) live, ISO; null for a draft never scheduled. */
  publish_at: string | null;
  created_at: string;
  updated_at: string;
}

export function postStatus(post: Pick<Post, "state" | "publish_at">, now = new Date()): PostStatus {
  if (post.state === "draft") return "draft";
  return post.publish_at && Date.parse(post.publish_at) > now.getTime() ? "scheduled" : "published";
}

/** "Trail running, News" → ["trail-running", "news"] (lowercase, spaces to dashes, deduplicated). */
export function parseTags(text: string): string[] {
  const tags = text.split(",").map((tag) =>
    tag.trim().toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
      .replace(/\s+/g, "-")
  ).filter(Boolean);
  return [...new Set(tags)];
}

const text = (max: number) => z.string().trim().min(1, "validation.required").max(max);

/** The management form, as typed (every field a string). */
export const PostForm = z.object({
  title_en: text(160),
  title_fr: text(160),
  body_en: text(40_000),
  body_fr: text(40_000),
  tags: z.string().max(400).transform(parseTags).pipe(
    z.array(z.string().regex(TAG_PATTERN, "blog.errors.tag")).max(8, "blog.errors.too_many_tags"),
  ),
  cover_url: z.string().trim().max(500).refine(
    (value) => value === "" || /^https:\/\/[^\s"'<>]+$/.test(value) || /^\/[^/\s"'<>]/.test(value),
    "blog.errors.cover_url",
  ),
  publish_date: z.string().trim().regex(/^(\d{4}-\d{2}-\d{2})?$/, "blog.errors.date"),
  publish_time: z.string().trim().regex(/^(\d{2}:\d{2})?$/, "blog.errors.time"),
});
export type PostFormInput = z.input<typeof PostForm>;
export type PostFormData = z.output<typeof PostForm>;

/** The form's fields, in the schema's order. */
export const POST_FORM_FIELDS = PostForm.keyof().options;

/** What the form's buttons do. */
export const POST_ACTIONS = ["save", "publish", "preview", "unpublish"] as const;
export type PostAction = typeof POST_ACTIONS[number];

/** The member list's query: `?page=2&tag=news`. */
export const BlogQuery = z.object({
  page: z.coerce.number().int().min(1).max(1000).catch(1),
  tag: z.string().regex(TAG_PATTERN).optional().catch(undefined),
});
