// AWS Signature Version 4 for S3-compatible stores (AWS, MinIO, R2, Ceph…), with Web Crypto only.
// https://docs.aws.amazon.com/AmazonS3/latest/API/sig-v4-header-based-auth.html
const encoder = new TextEncoder();

export interface Credentials {
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
}

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

export async function sha256Hex(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === "string" ? encoder.encode(data) : data;
  return hex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));
}

async function hmac(key: ArrayBuffer | Uint8Array, text: string): Promise<ArrayBuffer> {
  const k = await crypto.subtle.importKey(
    "raw",
    key as Uint8Array<ArrayBuffer>,
    { name: "HMAC", hash: "SHA-256" },
    false,
    ["sign"],
  );
  return await crypto.subtle.sign("HMAC", k, encoder.encode(text));
}

/** RFC 3986 encoding as SigV4 wants it (unreserved characters kept, everything else %XX). */
export function uriEncode(text: string, keepSlash = false): string {
  return [...encoder.encode(text)].map((b) => {
    const c = String.fromCharCode(b);
    if (/[A-Za-z0-9_.~-]/.test(c) || (keepSlash && c === "/")) return c;
    return "%" + b.toString(16).toUpperCase().padStart(2, "0");
  }).join("");
}

/** "20130524T000000Z" */
export function amzDate(now: Date): string {
  return now.toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
}

/**
 * Signs a request: returns the headers to send (the given ones plus host, x-amz-date,
 * x-amz-content-sha256 and authorization). `payloadHash` is the hex SHA-256 of the body.
 */
export async function signRequest(
  method: string,
  url: URL,
  headers: Record<string, string>,
  payloadHash: string,
  credentials: Credentials,
  now = new Date(),
): Promise<Record<string, string>> {
  const date = amzDate(now);
  const day = date.slice(0, 8);
  const service = credentials.service ?? "s3";
  const all: Record<string, string> = {};
  for (const [k, v] of Object.entries(headers)) {
    all[k.toLowerCase()] = v.trim().replace(/\s+/g, " ");
  }
  all["host"] = url.host;
  all["x-amz-date"] = date;
  all["x-amz-content-sha256"] = payloadHash;
  const names = Object.keys(all).sort();
  const query = [...url.searchParams.entries()]
    .map(([k, v]) => [uriEncode(k), uriEncode(v)])
    .sort(([a, x], [b, y]) => a < b ? -1 : a > b ? 1 : x < y ? -1 : x > y ? 1 : 0)
    .map(([k, v]) => `${k}=${v}`)
    .join("&");
  const path = decodeURIComponent(url.pathname);
  const canonical = [
    method,
    uriEncode(path, true),
    query,
    names.map((n) => `${n}:${all[n]}\n`).join(""),
    names.join(";"),
    payloadHash,
  ].join("\n");
  const scope = `${day}/${credentials.region}/${service}/aws4_request`;
  const toSign = ["AWS4-HMAC-SHA256", date, scope, await sha256Hex(canonical)].join("\n");
  let key = await hmac(encoder.encode("AWS4" + credentials.secretAccessKey), day);
  key = await hmac(key, credentials.region);
  key = await hmac(key, service);
  key = await hmac(key, "aws4_request");
  const signature = hex(await hmac(key, toSign));
  return {
    ...all,
    authorization: `AWS4-HMAC-SHA256 Credential=${credentials.accessKeyId}/${scope}, ` +
      `SignedHeaders=${names.join(";")}, Signature=${signature}`,
  };
}
