// A CSV download's text exactly as sent, byte-order mark included: Response.text() drops a leading
// BOM when the body is a stream (e.g. after compression), so tests that check it read the bytes.
export async function csvBody(res: Response): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await res.arrayBuffer());
}
