// File contents in an S3-compatible bucket (FILES_BACKEND=s3), path-style URLs
// ({S3_ENDPOINT}/{S3_BUCKET}/files/{id}), requests signed with SigV4 (sigv4.ts). Small files are
// one PUT; larger ones a multipart upload of PART_SIZE parts, aborted on any error so a cut-off
// upload leaves nothing. The manifest stays in KV either way (store.ts).
import type { Config } from "../config.ts";
import { type ContentStore, rechunk } from "./kv_content.ts";
import { type Credentials, sha256Hex, signRequest } from "./sigv4.ts";

/** Part size of multipart uploads (S3 needs at least 5 MiB for every part but the last). */
export const PART_SIZE = 8 * 1024 * 1024;

export interface S3Settings extends Credentials {
  endpoint: string;
  bucket: string;
}

export function s3Settings(config: Config): S3Settings {
  return {
    endpoint: config.S3_ENDPOINT!,
    bucket: config.S3_BUCKET!,
    region: config.S3_REGION,
    accessKeyId: config.S3_ACCESS_KEY_ID!,
    secretAccessKey: config.S3_SECRET_ACCESS_KEY!,
  };
}

export function s3ContentStore(settings: S3Settings): ContentStore {
  const objectUrl = (id: string, query: Record<string, string> = {}) => {
    const url = new URL(
      `${settings.endpoint.replace(/\/$/, "")}/${encodeURIComponent(settings.bucket)}/files/${
        encodeURIComponent(id)
      }`,
    );
    for (const [k, v] of Object.entries(query)) url.searchParams.set(k, v);
    return url;
  };

  async function send(
    method: string,
    url: URL,
    body: Uint8Array | string | null = null,
    headers: Record<string, string> = {},
  ): Promise<Response> {
    const bytes = typeof body === "string" ? new TextEncoder().encode(body) : body;
    const signed = await signRequest(method, url, headers, await sha256Hex(bytes ?? ""), settings);
    const res = await fetch(url, { method, headers: signed, body: bytes as BodyInit | null });
    if (!res.ok && res.status !== 206) {
      const text = await res.text();
      throw new Error(`S3 ${method} ${url.pathname} → ${res.status} ${text.slice(0, 200)}`);
    }
    return res;
  }

  async function remove(id: string) {
    const url = objectUrl(id);
    const signed = await signRequest("DELETE", url, {}, await sha256Hex(""), settings);
    const res = await fetch(url, { method: "DELETE", headers: signed });
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new Error(`S3 DELETE → ${res.status}`);
  }

  return {
    name: "s3",
    async write(id, body) {
      let uploadId: string | null = null;
      const etags: string[] = [];
      let held: Uint8Array | null = null;
      try {
        for await (const part of rechunk(body, PART_SIZE)) {
          if (held) {
            uploadId ??= await startMultipart(id);
            etags.push(await uploadPart(id, uploadId, etags.length + 1, held));
          }
          held = part;
        }
        if (!uploadId) {
          await (await send("PUT", objectUrl(id), held ?? new Uint8Array())).body?.cancel();
          return;
        }
        etags.push(await uploadPart(id, uploadId, etags.length + 1, held!));
        const xml = `<CompleteMultipartUpload>${
          etags.map((etag, i) =>
            `<Part><PartNumber>${i + 1}</PartNumber><ETag>${etag}</ETag></Part>`
          )
            .join("")
        }</CompleteMultipartUpload>`;
        const done = await send("POST", objectUrl(id, { uploadId }), xml);
        const text = await done.text();
        // S3 may answer 200 with an error document when completing.
        if (text.includes("<Error>")) throw new Error(`S3 complete failed: ${text.slice(0, 200)}`);
      } catch (error) {
        if (uploadId) {
          await send("DELETE", objectUrl(id, { uploadId })).then((r) => r.body?.cancel(), () => {});
        }
        await remove(id).catch(() => {});
        throw error;
      }
    },
    read(meta, start, end) {
      let body: ReadableStream<Uint8Array> | null = null;
      return new ReadableStream<Uint8Array>({
        async start() {
          const res = await send("GET", objectUrl(meta.id), null, {
            range: `bytes=${start}-${end}`,
          });
          body = res.body;
        },
        async pull(controller) {
          const reader = body!.getReader();
          const { done, value } = await reader.read();
          reader.releaseLock();
          if (done) controller.close();
          else controller.enqueue(value);
        },
        async cancel() {
          await body?.cancel();
        },
      });
    },
    remove,
  };

  async function startMultipart(id: string): Promise<string> {
    const res = await send("POST", objectUrl(id, { uploads: "" }));
    const text = await res.text();
    const match = text.match(/<UploadId>([^<]+)<\/UploadId>/);
    if (!match) throw new Error("S3 multipart upload: no UploadId");
    return match[1];
  }

  async function uploadPart(id: string, uploadId: string, n: number, part: Uint8Array) {
    const res = await send("PUT", objectUrl(id, { partNumber: String(n), uploadId }), part);
    await res.body?.cancel();
    const etag = res.headers.get("etag");
    if (!etag) throw new Error("S3 upload part: no ETag");
    return etag;
  }
}
