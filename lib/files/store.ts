// Uploaded files. Key layout (registered in lib/db/keys.ts):
//   ["files", id]                       → FileMeta, the manifest: committed LAST, in one atomic
//                                         operation with the indexes, once every byte is stored
//   ["files_chunks", id, n]             → Uint8Array < 64 KiB (FILES_BACKEND=kv; kv_content.ts)
//   ["files_pending", id]               → {started_at, backend} while an upload is being written
//   ["files_by_owner", owner, id]       → true
//   ["files_by_purpose", purpose, id]   → true
// A file without a manifest does not exist for readers. An upload that fails (too large, a type
// that is not allowed or does not match its content, a body cut off) removes what it wrote before
// answering; a process that dies mid-upload leaves its pending marker, and cleanOrphanUploads
// removes such leftovers later (main.ts runs it at start).
import { createSHA256 } from "hash-wasm";
import { type Config, loadConfig } from "../config.ts";
import { HttpError } from "../http/errors.ts";
import { CHUNK_SIZE, type ContentStore, kvContentStore } from "./kv_content.ts";
import {
  contentMatches,
  FILE_PURPOSES,
  type FilePurpose,
  maxBytesFor,
  PURPOSE_RULES,
  uploadType,
} from "./purposes.ts";
import { s3ContentStore, s3Settings } from "./s3_content.ts";
import { type FileMeta, type FileOwner, OWNER_PATTERN, type UploadInput } from "./schema.ts";

/** Bytes of the start of an upload checked against its type (contentMatches). */
const HEAD_BYTES = 16;
/** An upload still pending after this long was cut off (the process stopped): clean it. */
export const ORPHAN_AFTER_MS = 60 * 60 * 1000;

export interface FilesOptions {
  /** Defaults to the process's configuration (environment). */
  config?: Config;
  /** Overrides the content store chosen by the configuration (tests). */
  content?: ContentStore;
}

let processConfig: Config | null = null;
function configOf(options: FilesOptions): Config {
  return options.config ?? (processConfig ??= loadConfig());
}

/** Where new uploads go under this configuration. */
export function contentStoreFor(kv: Deno.Kv, config: Config): ContentStore {
  return config.FILES_BACKEND === "s3" ? s3ContentStore(s3Settings(config)) : kvContentStore(kv);
}

/** Where an existing file's bytes are (its manifest says; a backend switch keeps old files). */
export function contentStoreOf(
  kv: Deno.Kv,
  meta: FileMeta,
  options: FilesOptions = {},
): ContentStore {
  if (options.content && options.content.name === meta.backend) return options.content;
  return meta.backend === "s3" ? s3ContentStore(s3Settings(configOf(options))) : kvContentStore(kv);
}

/** The name as shown and offered for download: no path, no control characters, ≤ 200 chars. */
export function cleanName(name: string): string {
  const base = name.normalize("NFC").split(/[\\/]/).pop() ?? "";
  // deno-lint-ignore no-control-regex
  const text = base.replace(/[\u0000-\u001f\u007f-\u009f]/g, "").trim();
  if (text.length <= 200) return text;
  const ext = text.match(/\.[A-Za-z0-9]{1,8}$/)?.[0] ?? "";
  return text.slice(0, 200 - ext.length) + ext;
}

function bodyStream(body: UploadInput["body"]): AsyncIterable<Uint8Array> {
  if (body instanceof Uint8Array) {
    return (async function* () {
      yield body;
    })();
  }
  if (body instanceof Blob) return body.stream();
  return body;
}

function knownSize(body: UploadInput["body"]): number | null {
  if (body instanceof Uint8Array) return body.length;
  if (body instanceof Blob) return body.size;
  return null;
}

/**
 * Stores an upload and returns its manifest. Refused before anything is kept: an unknown purpose
 * or owner (400), a type the purpose does not allow (415 "files.errors.type_not_allowed"), content
 * that is not of its type (415 "files.errors.type_mismatch"), an empty file (400), more bytes than
 * the purpose allows (413 "files.errors.too_large"), a body that breaks off (400
 * "files.errors.incomplete").
 */
export async function saveUpload(
  kv: Deno.Kv,
  input: UploadInput,
  options: FilesOptions = {},
): Promise<FileMeta> {
  const config = configOf(options);
  if (!FILE_PURPOSES.includes(input.purpose)) throw new HttpError(400, "files.errors.purpose");
  if (!OWNER_PATTERN.test(input.owner)) throw new HttpError(400, "files.errors.owner");
  const name = cleanName(input.name);
  if (!name) throw new HttpError(400, "files.errors.name");
  const type = uploadType(name, input.type);
  const rule = PURPOSE_RULES[input.purpose];
  if (!rule.types.includes(type)) {
    throw new HttpError(415, "files.errors.type_not_allowed", { type });
  }
  const limit = maxBytesFor(input.purpose, config);
  const declared = knownSize(input.body);
  if (declared !== null && declared > limit) {
    throw new HttpError(413, "files.errors.too_large", { limit });
  }

  const id = crypto.randomUUID();
  const content = options.content ?? contentStoreFor(kv, config);
  const hasher = await createSHA256();
  hasher.init();
  let size = 0;
  let head = new Uint8Array(0);
  let headChecked = false;
  const checkHead = () => {
    headChecked = true;
    if (!contentMatches(type, head)) {
      throw new HttpError(415, "files.errors.type_mismatch", { type });
    }
  };
  async function* checked(): AsyncGenerator<Uint8Array> {
    for await (const piece of bodyStream(input.body)) {
      size += piece.length;
      if (size > limit) throw new HttpError(413, "files.errors.too_large", { limit });
      if (!headChecked) {
        const joined = new Uint8Array(head.length + piece.length);
        joined.set(head);
        joined.set(piece, head.length);
        head = joined.subarray(0, HEAD_BYTES);
        if (joined.length >= HEAD_BYTES) checkHead();
      }
      hasher.update(piece);
      yield piece;
    }
    if (size === 0) throw new HttpError(400, "files.errors.empty");
    if (!headChecked) checkHead();
  }

  const started_at = new Date().toISOString();
  await kv.set(["files_pending", id], { started_at, backend: content.name });
  try {
    await content.write(id, checked());
  } catch (error) {
    await content.remove(id).catch(() => {});
    await kv.delete(["files_pending", id]);
    if (error instanceof HttpError) throw error;
    throw new HttpError(400, "files.errors.incomplete");
  }
  const meta: FileMeta = {
    id,
    name,
    type,
    size,
    purpose: input.purpose,
    owner: input.owner,
    sha256: hasher.digest("hex"),
    backend: content.name,
    chunk_size: CHUNK_SIZE,
    created_at: new Date().toISOString(),
    created_by: input.created_by ?? null,
  };
  const committed = await kv.atomic()
    .check({ key: ["files", id], versionstamp: null })
    .set(["files", id], meta)
    .set(["files_by_owner", meta.owner, id], true)
    .set(["files_by_purpose", meta.purpose, id], true)
    .delete(["files_pending", id])
    .commit();
  if (!committed.ok) {
    await content.remove(id).catch(() => {});
    await kv.delete(["files_pending", id]);
    throw new HttpError(409, "files.errors.incomplete");
  }
  return meta;
}

export async function getFileMeta(kv: Deno.Kv, id: string): Promise<FileMeta | null> {
  return (await kv.get<FileMeta>(["files", id])).value;
}

/** Files of an owner or a purpose (or both), newest first. */
export async function listFiles(
  kv: Deno.Kv,
  filter: { owner?: FileOwner; purpose?: FilePurpose },
): Promise<FileMeta[]> {
  const prefix = filter.owner
    ? ["files_by_owner", filter.owner]
    : ["files_by_purpose", filter.purpose!];
  const ids: string[] = [];
  for await (const e of kv.list({ prefix })) ids.push(String(e.key[2]));
  const out: FileMeta[] = [];
  for (let i = 0; i < ids.length; i += 10) {
    const batch = await kv.getMany<FileMeta[]>(ids.slice(i, i + 10).map((id) => ["files", id]));
    for (const e of batch) {
      if (e.value && (!filter.purpose || e.value.purpose === filter.purpose)) out.push(e.value);
    }
  }
  return out.sort((a, b) => b.created_at.localeCompare(a.created_at));
}

/**
 * Deletes a file: the manifest goes first (the file is gone for readers at once, with a pending
 * marker so an interrupted delete is finished by cleanOrphanUploads), then the bytes.
 */
export async function deleteFile(
  kv: Deno.Kv,
  id: string,
  options: FilesOptions = {},
): Promise<boolean> {
  const entry = await kv.get<FileMeta>(["files", id]);
  if (!entry.value) return false;
  const meta = entry.value;
  const ok = await kv.atomic()
    .check(entry)
    .delete(["files", id])
    .delete(["files_by_owner", meta.owner, id])
    .delete(["files_by_purpose", meta.purpose, id])
    .set(["files_pending", id], { started_at: new Date(0).toISOString(), backend: meta.backend })
    .commit();
  if (!ok.ok) return false;
  await contentStoreOf(kv, meta, options).remove(id);
  await kv.delete(["files_pending", id]);
  return true;
}

/**
 * Removes the bytes of uploads that never got a manifest (the process stopped mid-upload) and of
 * interrupted deletes. Returns how many were cleaned.
 */
export async function cleanOrphanUploads(
  kv: Deno.Kv,
  options: FilesOptions & { now?: Date; olderThanMs?: number } = {},
): Promise<number> {
  const cutoff = (options.now ?? new Date()).getTime() - (options.olderThanMs ?? ORPHAN_AFTER_MS);
  let cleaned = 0;
  for await (
    const e of kv.list<{ started_at: string; backend: "kv" | "s3" }>({ prefix: ["files_pending"] })
  ) {
    if (Date.parse(e.value.started_at) > cutoff) continue;
    const id = String(e.key[1]);
    if ((await kv.get(["files", id])).value) {
      await kv.delete(e.key);
      continue;
    }
    const content = options.content?.name === e.value.backend
      ? options.content
      : e.value.backend === "s3"
      ? s3ContentStore(s3Settings(configOf(options)))
      : kvContentStore(kv);
    await content.remove(id);
    await kv.delete(e.key);
    cleaned++;
  }
  return cleaned;
}
