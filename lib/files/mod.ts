// Uploaded files: chunked in KV (or an S3-compatible store behind FILES_BACKEND), manifest last,
// streamed with ETag and Range. See docs/areas/files.md.
export * from "./schema.ts";
export * from "./purposes.ts";
export {
  cleanName,
  cleanOrphanUploads,
  contentStoreFor,
  deleteFile,
  type FilesOptions,
  getFileMeta,
  listFiles,
  ORPHAN_AFTER_MS,
  saveUpload,
} from "./store.ts";
export { contentDisposition, etagMatches, etagOf, fileResponse, parseRange } from "./http.ts";
export { canReadFile, ownsFile } from "./access.ts";
export { CHUNK_SIZE, type ContentStore, kvContentStore } from "./kv_content.ts";
export { s3ContentStore, type S3Settings } from "./s3_content.ts";
