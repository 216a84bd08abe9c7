// File contents as chunks in Deno KV: ["files_chunks", id, n] → Uint8Array of CHUNK_SIZE bytes
// (the last one shorter). KV values are limited to 64 KiB, so a chunk stays just under it. Chunks
// are written in small atomic batches; the manifest (store.ts) is committed after the last one.
import type { FileMeta } from "./schema.ts";

export const CHUNK_SIZE = 63 * 1024;
/** Chunks per atomic write (~500 KB, under KV's 800 KiB per operation). */
const BATCH = 8;

export interface ContentStore {
  readonly name: "kv" | "s3";
  /** Stores the whole content under `id`; on any error removes what it wrote and rethrows. */
  write(id: string, body: AsyncIterable<Uint8Array>): Promise<void>;
  /** Bytes start..end (inclusive) of a stored file. */
  read(meta: FileMeta, start: number, end: number): ReadableStream<Uint8Array>;
  remove(id: string): Promise<void>;
}

/** Cuts a byte stream into pieces of exactly `size` bytes (the last may be shorter). */
export async function* rechunk(
  body: AsyncIterable<Uint8Array>,
  size: number,
): AsyncGenerator<Uint8Array> {
  let buffer = new Uint8Array(size);
  let filled = 0;
  for await (const piece of body) {
    let offset = 0;
    while (offset < piece.length) {
      const take = Math.min(size - filled, piece.length - offset);
      buffer.set(piece.subarray(offset, offset + take), filled);
      filled += take;
      offset += take;
      if (filled === size) {
        yield buffer;
        buffer = new Uint8Array(size);
        filled = 0;
      }
    }
  }
  if (filled > 0) yield buffer.slice(0, filled);
}

export function kvContentStore(kv: Deno.Kv): ContentStore {
  async function remove(id: string) {
    let op = kv.atomic(), pending = 0;
    for await (const entry of kv.list({ prefix: ["files_chunks", id] })) {
      op.delete(entry.key);
      if (++pending === 100) {
        await op.commit();
        op = kv.atomic();
        pending = 0;
      }
    }
    if (pending) await op.commit();
  }
  return {
    name: "kv",
    async write(id, body) {
      try {
        let n = 0, op = kv.atomic(), pending = 0;
        for await (const chunk of rechunk(body, CHUNK_SIZE)) {
          op.set(["files_chunks", id, n++], chunk);
          if (++pending === BATCH) {
            if (!(await op.commit()).ok) throw new Error("chunk write failed");
            op = kv.atomic();
            pending = 0;
          }
        }
        if (pending && !(await op.commit()).ok) throw new Error("chunk write failed");
      } catch (error) {
        await remove(id);
        throw error;
      }
    },
    read(meta, start, end) {
      const size = meta.chunk_size;
      let next = Math.floor(start / size);
      const last = Math.floor(end / size);
      return new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (next > last) return controller.close();
          // Up to 10 chunks (~630 KB) per read: few round trips, bounded memory.
          const upto = Math.min(last, next + 9);
          const keys = [];
          for (let n = next; n <= upto; n++) keys.push(["files_chunks", meta.id, n]);
          const entries = await kv.getMany<Uint8Array[]>(keys);
          for (const [i, entry] of entries.entries()) {
            const n = next + i;
            if (!entry.value) {
              return controller.error(new Error(`missing chunk ${n} of ${meta.id}`));
            }
            const from = n === Math.floor(start / size) ? start - n * size : 0;
            const to = n === last ? end - n * size + 1 : entry.value.length;
            controller.enqueue(entry.value.subarray(from, to));
          }
          next = upto + 1;
        },
      });
    },
    remove,
  };
}
