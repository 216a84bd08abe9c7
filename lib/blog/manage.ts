// Blog management's form handling, shared by /head-office/blog-management/create and /edit/{id}:
// validate (errors per field, values kept), preview without saving, or save / publish / schedule /
// unpublish and redirect (POST → 303) to the edit page with a notice. A cover image may be uploaded
// (lib/files, purpose blog_cover): it becomes the post's cover address `/files/{id}`.
import type { PortalState } from "../state.ts";
import { HttpError } from "../http/errors.ts";
import { deleteFile, saveUpload } from "../files/mod.ts";
import { fieldErrors as issuesByField } from "../forms/errors.ts";
import { formatDateTime, torontoParts } from "../i18n/format.ts";
import {
  type Post,
  POST_ACTIONS,
  POST_FORM_FIELDS,
  PostForm,
  type PostFormInput,
  type PostStatus,
  postStatus,
} from "./schema.ts";
import { formPublishAt, savePost } from "./store.ts";

type Values = Record<keyof PostFormInput, string>;

/** What the post form shows (components/blog/PostEditor.tsx draws it). */
export interface PostEditorData {
  values: Record<keyof PostFormInput, string>;
  errors: Record<string, string>;
  /** The saved post being edited (null when creating). */
  post: Post | null;
  status: PostStatus | null;
  /** A preview of the typed values (not saved). */
  preview: Post | null;
  notice?: string;
  problem?: string;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The form's values for a saved post (publication time shown in Toronto). */
export function valuesOf(post: Post | null): Values {
  const values = Object.fromEntries(POST_FORM_FIELDS.map((f) => [f, ""])) as Values;
  if (!post) return values;
  values.title_en = post.title.en;
  values.title_fr = post.title.fr;
  values.body_en = post.body.en;
  values.body_fr = post.body.fr;
  values.tags = post.tags.join(", ");
  values.cover_url = post.cover_url ?? "";
  if (post.publish_at) {
    const p = torontoParts(post.publish_at);
    values.publish_date = `${p.year}-${pad(p.month)}-${pad(p.day)}`;
    values.publish_time = `${pad(p.hour)}:${pad(p.minute)}`;
  }
  return values;
}

export function editorData(post: Post | null, notice?: string): PostEditorData {
  return {
    values: valuesOf(post),
    errors: {},
    post,
    status: post ? postStatus(post) : null,
    preview: null,
    notice,
  };
}

/** The notice after a redirect (?saved=…), translated. */
export function noticeFor(state: PortalState, post: Post, saved: string | null) {
  if (!saved) return undefined;
  const { t, locale } = state;
  if (saved === "publish" && postStatus(post) === "scheduled") {
    return t("blog.manage.scheduled", { when: formatDateTime(post.publish_at!, locale) });
  }
  const key = { save: "saved", publish: "published", unpublish: "unpublished" }[saved];
  return key ? t(`blog.manage.${key}`) : undefined;
}

/** Issues keyed by their form field ("tags.2" → "tags"), the first one of each field kept. */
function byField(issues: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [path, message] of Object.entries(issues)) out[path.split(".")[0]] ??= message;
  return out;
}

export type EditorOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "render"; data: PostEditorData; status: number };

export async function handleEditorPost(
  req: Request,
  state: PortalState,
  existing: Post | null,
): Promise<EditorOutcome> {
  const form = await req.formData();
  const values = Object.fromEntries(
    POST_FORM_FIELDS.map((f) => [f, String(form.get(f) ?? "")]),
  ) as Values;
  const action = POST_ACTIONS.find((a) => a === form.get("action")) ?? "save";
  const base = {
    values,
    errors: {},
    post: existing,
    status: existing ? postStatus(existing) : null,
    preview: null,
  };
  const user = state.user!;
  // The chosen cover is stored first, so a form sent back for a typing error still holds it
  // (a browser never re-fills a file input): its address goes into the cover field.
  const upload = form.get("cover_file");
  if (upload instanceof File && upload.size > 0) {
    try {
      const meta = await saveUpload(state.kv, {
        name: upload.name,
        type: upload.type,
        body: upload,
        purpose: "blog_cover",
        owner: "group",
        created_by: user.id,
      }, { config: state.config });
      values.cover_url = coverPath(meta.id);
    } catch (error) {
      if (!(error instanceof HttpError) || error.status >= 500) throw error;
      return {
        kind: "render",
        status: 400,
        data: {
          ...base,
          errors: { cover_url: state.t(error.key, error.vars) },
          problem: state.t("blog.manage.fix_errors"),
        },
      };
    }
  }
  const parsed = PostForm.safeParse(values);
  if (!parsed.success) {
    return {
      kind: "render",
      status: 400,
      data: {
        ...base,
        errors: byField(issuesByField(parsed.error, state.t, values)),
        problem: state.t("blog.manage.fix_errors"),
      },
    };
  }
  if (action === "preview") {
    const now = new Date().toISOString();
    const preview: Post = {
      id: existing?.id ?? "preview",
      title: { en: parsed.data.title_en, fr: parsed.data.title_fr },
      body: { en: parsed.data.body_en, fr: parsed.data.body_fr },
      tags: parsed.data.tags,
      cover_url: parsed.data.cover_url || null,
      author: existing?.author ?? { id: user.id, name: user.name },
      state: existing?.state ?? "draft",
      publish_at: formPublishAt(parsed.data) ?? existing?.publish_at ?? null,
      created_at: existing?.created_at ?? now,
      updated_at: now,
    };
    return { kind: "render", status: 200, data: { ...base, preview } };
  }
  const saved = await savePost(state.kv, {
    id: existing?.id,
    data: parsed.data,
    action,
    author: { id: user.id, name: user.name },
  });
  if (!saved) {
    return {
      kind: "render",
      status: 409,
      data: { ...base, problem: state.t("blog.manage.conflict") },
    };
  }
  // A replaced uploaded cover is no longer shown anywhere.
  const previous = fileIdOf(existing?.cover_url ?? null);
  if (previous && previous !== fileIdOf(saved.cover_url)) {
    await deleteFile(state.kv, previous, { config: state.config });
  }
  return {
    kind: "redirect",
    location: `/head-office/blog-management/edit/${encodeURIComponent(saved.id)}?saved=${action}`,
  };
}

const coverPath = (fileId: string) => `/files/${fileId}`;

/** The file id of an uploaded cover (`/files/{id}`), null for an address elsewhere. */
function fileIdOf(coverUrl: string | null): string | null {
  return coverUrl?.match(/^\/files\/([0-9a-f-]{36})$/)?.[1] ?? null;
}
