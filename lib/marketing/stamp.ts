// The stamp an edit form carries: a digest of the record as it was loaded. A save whose stamp no
// longer matches finds that someone changed the record meanwhile and writes nothing.
export async function stampOf(record: unknown): Promise<string> {
  const bytes = await crypto.subtle.digest(
    "SHA-256",
    new TextEncoder().encode(JSON.stringify(record)),
  );
  return [...new Uint8Array(bytes).slice(0, 16)].map((b) => b.toString(16).padStart(2, "0")).join(
    "",
  );
}
