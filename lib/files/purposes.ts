// What each kind of upload may be: its allowed types, its size limit (FILES_LIMITS may lower or
// raise it, FILES_MAX_BYTES caps every one) and who may read it (lib/files/access.ts).
import type { Config } from "../config.ts";

export const FILE_PURPOSES = [
  "show_price_list",
  "show_catalogue",
  "marketing_asset",
  "pos_document",
  "training",
  "product_image",
  "specials_document",
  "blog_cover",
] as const;
export type FilePurpose = typeof FILE_PURPOSES[number];

/**
 * Who reads a purpose's files, beyond head office: `everyone` (any verified user), `members`
 * (store staff, and the owner), `owner` (only the owner: the store, vendor or user named), or the
 * permission of the page that lists them (`show-data`: /show/files; `marketing`:
 * /resources/marketing-assets), so a file id never opens more than its page does.
 */
export type Audience = "everyone" | "members" | "owner" | "show-data" | "marketing";

const MB = 1024 * 1024;
const PDF = "application/pdf";
const XLSX = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const XLS = "application/vnd.ms-excel";
const DOCX = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const PPTX = "application/vnd.openxmlformats-officedocument.presentationml.presentation";
const IMAGES = ["image/jpeg", "image/png", "image/webp"];

export interface PurposeRule {
  types: readonly string[];
  maxBytes: number;
  audience: Audience;
}

export const PURPOSE_RULES: Record<FilePurpose, PurposeRule> = {
  show_price_list: {
    types: [XLSX, XLS, "text/csv", PDF],
    maxBytes: 20 * MB,
    audience: "show-data",
  },
  show_catalogue: { types: [PDF], maxBytes: 100 * MB, audience: "show-data" },
  marketing_asset: {
    types: [...IMAGES, "image/gif", PDF, "application/zip", "video/mp4"],
    maxBytes: 200 * MB,
    audience: "marketing",
  },
  pos_document: {
    types: [PDF, XLSX, "text/csv", DOCX, "text/plain"],
    maxBytes: 20 * MB,
    audience: "owner",
  },
  training: { types: [PDF, DOCX, PPTX, "video/mp4"], maxBytes: 200 * MB, audience: "everyone" },
  product_image: { types: IMAGES, maxBytes: 10 * MB, audience: "everyone" },
  specials_document: {
    types: [PDF, XLSX, XLS, "text/csv", ...IMAGES],
    maxBytes: 20 * MB,
    audience: "members",
  },
  blog_cover: { types: IMAGES, maxBytes: 5 * MB, audience: "members" },
};

/** File-name extensions → type, for uploads whose browser sent no useful type. */
export const EXTENSION_TYPES: Record<string, string> = {
  pdf: PDF,
  xlsx: XLSX,
  xls: XLS,
  csv: "text/csv",
  txt: "text/plain",
  docx: DOCX,
  pptx: PPTX,
  jpg: "image/jpeg",
  jpeg: "image/jpeg",
  png: "image/png",
  webp: "image/webp",
  gif: "image/gif",
  zip: "application/zip",
  mp4: "video/mp4",
};

/** The size limit of a purpose under this configuration. */
export function maxBytesFor(
  purpose: FilePurpose,
  config: Pick<Config, "FILES_MAX_BYTES" | "FILES_LIMITS">,
): number {
  const own = config.FILES_LIMITS[purpose] ?? PURPOSE_RULES[purpose].maxBytes;
  return Math.min(own, config.FILES_MAX_BYTES);
}

/** The type an upload is kept as: what the browser said, or what its extension says. */
export function uploadType(name: string, declared: string | undefined): string {
  const type = (declared ?? "").split(";")[0].trim().toLowerCase();
  if (type && type !== "application/octet-stream") return type;
  const ext = name.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1] ?? "";
  return EXTENSION_TYPES[ext] ?? "application/octet-stream";
}

/**
 * Does the start of the content fit the declared type? Binary formats are recognised by their
 * signature; text types must hold no NUL byte. Stops e.g. an HTML page uploaded as "image/png".
 */
export function contentMatches(type: string, head: Uint8Array): boolean {
  const starts = (...bytes: number[]) => bytes.every((b, i) => head[i] === b);
  const ascii = (at: number, text: string) =>
    [...text].every((c, i) => head[at + i] === c.charCodeAt(0));
  switch (type) {
    case PDF:
      return ascii(0, "%PDF-");
    case "image/png":
      return starts(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a);
    case "image/jpeg":
      return starts(0xff, 0xd8, 0xff);
    case "image/gif":
      return ascii(0, "GIF8");
    case "image/webp":
      return ascii(0, "RIFF") && ascii(8, "WEBP");
    case "video/mp4":
      return ascii(4, "ftyp");
    case XLS:
      return starts(0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1);
    case XLSX:
    case DOCX:
    case PPTX:
    case "application/zip":
      return starts(0x50, 0x4b, 0x03, 0x04);
    case "text/csv":
    case "text/plain":
      return !head.includes(0);
    default:
      return false;
  }
}
