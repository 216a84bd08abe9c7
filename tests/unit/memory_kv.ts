// A unit test's own empty in-memory Deno KV, closed after the test, pass or fail.
export async function withKv(fn: (kv: Deno.Kv) => Promise<void>): Promise<void> {
  const kv = await Deno.openKv(":memory:");
  try {
    await fn(kv);
  } finally {
    kv.close();
  }
}

/** A unit test over its own KV (`open`: an empty in-memory one by default), closed after it. */
export function kvTest(
  name: string,
  fn: (kv: Deno.Kv) => Promise<void>,
  open: () => Promise<Deno.Kv> = () => Deno.openKv(":memory:"),
): void {
  Deno.test(name, async () => {
    const kv = await open();
    try {
      await fn(kv);
    } finally {
      kv.close();
    }
  });
}
