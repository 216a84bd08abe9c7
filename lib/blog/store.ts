// Blog posts in KV. Layout:
//   ["blog", "posts", id]                         → Post
//   ["blog", "published", publish_at, id]         → id, for every post in state "published"
//   ["blog", "tagged", tag, publish_at, id]       → id, the same per tag
// Readers list the two indexes backwards up to "now", so a scheduled post (publish_at ahead) is
// simply not reached until its time, with no job to flip it. A save rewrites the post and its
// index entries in one atomic operation under a version check.
import { fromToronto } from "../i18n/format.ts";
import {
  type Post,
  type PostAction,
  type PostFormData,
  type PostState,
  RESERVED_IDS,
} from "./schema.ts";

const POSTS = ["blog", "posts"] as const;
const PUBLISHED = ["blog", "published"] as const;
const TAGGED = ["blog", "tagged"] as const;

export const PAGE_SIZE = 10;

export async function getPost(kv: Deno.Kv, id: string): Promise<Post | null> {
  return (await kv.get<Post>([...POSTS, id])).value;
}

/** A published post whose time has come, else null (what members may open). */
export async function getVisiblePost(kv: Deno.Kv, id: string, now = new Date()) {
  const post = await getPost(kv, id);
  if (!post || post.state !== "published" || !post.publish_at) return null;
  return Date.parse(post.publish_at) <= now.getTime() ? post : null;
}

/** Every post, newest change first (management list; a blog has hundreds, not millions). */
export async function listAllPosts(kv: Deno.Kv): Promise<Post[]> {
  const posts: Post[] = [];
  for await (const entry of kv.list<Post>({ prefix: POSTS })) posts.push(entry.value);
  return posts.sort((a, b) => b.updated_at.localeCompare(a.updated_at));
}

export interface PostPage {
  posts: Post[];
  page: number;
  hasNext: boolean;
}

/** Published posts up to `now`, newest first, `PAGE_SIZE` per page, optionally of one tag. */
export async function listPublished(
  kv: Deno.Kv,
  options: { page?: number; tag?: string; now?: Date; size?: number } = {},
): Promise<PostPage> {
  const { page = 1, tag, now = new Date(), size = PAGE_SIZE } = options;
  const base = tag ? [...TAGGED, tag] : [...PUBLISHED];
  const skip = (page - 1) * size;
  const ids: string[] = [];
  let seen = 0;
  let hasNext = false;
  const iter = kv.list<string>(
    { start: base, end: [...base, now.toISOString() + "\0"] },
    { reverse: true, limit: skip + size + 1 },
  );
  for await (const entry of iter) {
    if (seen++ < skip) continue;
    if (ids.length === size) {
      hasNext = true;
      break;
    }
    ids.push(entry.value);
  }
  const entries = ids.length ? await kv.getMany<Post[]>(ids.map((id) => [...POSTS, id])) : [];
  const posts = entries.map((e) => e.value).filter((p): p is Post => p !== null);
  return { posts, page, hasNext };
}

/** Tags of the posts members can see now, with their counts, most used first. */
export async function visibleTags(kv: Deno.Kv, now = new Date()): Promise<[string, number][]> {
  const counts = new Map<string, number>();
  const cutoff = now.toISOString();
  for await (const entry of kv.list({ prefix: TAGGED })) {
    const [, , tag, at] = entry.key as [string, string, string, string];
    if (at <= cutoff) counts.set(tag, (counts.get(tag) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]));
}

/** A slug of the English title: "Fall Show — what's new?" → "fall-show-whats-new". */
export function slugify(title: string): string {
  const slug = title.toLowerCase().normalize("NFD").replace(/[\u0300-\u036f]/g, "")
    .replace(/['’]/g, "").replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "").slice(0, 60)
    .replace(/-+$/, "");
  return slug && !RESERVED_IDS.has(slug) ? slug : `post-${slug || "untitled"}`;
}

function indexKeys(post: Post): Deno.KvKey[] {
  if (post.state !== "published" || !post.publish_at) return [];
  return [
    [...PUBLISHED, post.publish_at, post.id],
    ...post.tags.map((tag) => [...TAGGED, tag, post.publish_at!, post.id]),
  ];
}

/** The publish instant the form asks for: its Toronto date and time, or null when left empty. */
export function formPublishAt(data: Pick<PostFormData, "publish_date" | "publish_time">) {
  if (!data.publish_date) return null;
  return fromToronto(data.publish_date, data.publish_time || "00:00").toISOString();
}

/**
 * Saves a post from the management form. `save` keeps the post's state (a new post is a draft),
 * `publish` publishes it at the form's time (now when empty; a time ahead schedules it),
 * `unpublish` takes it back to draft. Returns null when someone else saved it meanwhile.
 */
export async function savePost(
  kv: Deno.Kv,
  input: {
    id?: string;
    data: PostFormData;
    action: Exclude<PostAction, "preview">;
    author: { id: string; name: string };
    now?: Date;
  },
): Promise<Post | null> {
  const now = input.now ?? new Date();
  const { data } = input;
  const existing = input.id ? await kv.get<Post>([...POSTS, input.id]) : null;
  if (input.id && !existing?.value) return null;
  const old = existing?.value ?? null;
  const state: PostState = input.action === "publish"
    ? "published"
    : input.action === "unpublish"
    ? "draft"
    : old?.state ?? "draft";
  const asked = formPublishAt(data);
  const publish_at = state === "published"
    ? asked ?? (old?.state === "published" ? old.publish_at : null) ?? now.toISOString()
    : asked ?? old?.publish_at ?? null;
  for (let attempt = 0; attempt < 20; attempt++) {
    const id = old?.id ??
      (attempt === 0 ? slugify(data.title_en) : `${slugify(data.title_en)}-${attempt + 1}`);
    const post: Post = {
      id,
      title: { en: data.title_en, fr: data.title_fr },
      body: { en: data.body_en, fr: data.body_fr },
      tags: data.tags,
      cover_url: data.cover_url || null,
      author: old?.author ?? input.author,
      state,
      publish_at,
      created_at: old?.created_at ?? now.toISOString(),
      updated_at: now.toISOString(),
    };
    const op = kv.atomic().check(existing ?? { key: [...POSTS, id], versionstamp: null });
    if (old) { for (const key of indexKeys(old)) op.delete(key); }
    for (const key of indexKeys(post)) op.set(key, id);
    const result = await op.set([...POSTS, id], post).commit();
    if (result.ok) return post;
    if (old) return null;
  }
  return null;
}

/** Deletes a post and its index entries. */
export async function deletePost(kv: Deno.Kv, id: string): Promise<boolean> {
  const entry = await kv.get<Post>([...POSTS, id]);
  if (!entry.value) return false;
  const op = kv.atomic().check(entry).delete([...POSTS, id]);
  for (const key of indexKeys(entry.value)) op.delete(key);
  return (await op.commit()).ok;
}
