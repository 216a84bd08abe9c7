// An uploaded file's manifest: written last, in one atomic operation, once every byte is stored.
import type { FilePurpose } from "./purposes.ts";

/**
 * Who a file belongs to: "store:1234", "vendor:V100", "user:<id>", "program:<id>" or "group" (the
 * whole buying group). Access by audience and owner: lib/files/access.ts.
 */
export type FileOwner =
  | `store:${number}`
  | `vendor:${string}`
  | `user:${string}`
  | `program:${string}`
  | "group";

export const OWNER_PATTERN =
  /^(store:\d{1,6}|vendor:[A-Za-z0-9_-]{1,20}|user:[A-Za-z0-9_-]{1,64}|program:[A-Za-z0-9_.-]{1,80}|group)$/;

export interface FileMeta {
  id: string;
  /** The name as uploaded (path parts and control characters removed). */
  name: string;
  type: string;
  size: number;
  purpose: FilePurpose;
  owner: FileOwner;
  /** Hex SHA-256 of the content; the ETag is built from it. */
  sha256: string;
  /** Where the content is: chunks in KV or an object in the S3-compatible store. */
  backend: "kv" | "s3";
  /** Bytes per KV chunk (every chunk but the last is full). */
  chunk_size: number;
  created_at: string;
  /** Id of the user who uploaded it, when a person did. */
  created_by: string | null;
}

export interface UploadInput {
  name: string;
  /** The type the browser sent (may be empty: the extension decides then). */
  type?: string;
  body: ReadableStream<Uint8Array> | Uint8Array | Blob;
  purpose: FilePurpose;
  owner: FileOwner;
  created_by?: string | null;
}
