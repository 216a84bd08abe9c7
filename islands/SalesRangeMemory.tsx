// Remembers the sales-history range in the browser (spec: the "sales-history range" key). With a
// range in the URL it saves it; without one it restores the saved range by navigating to
// ?start=&end= (keeping the other parameters). Renders nothing: the period form itself is plain
// HTML and works without JavaScript. Uses no zod, so the island stays tiny.
import { useEffect } from "preact/hooks";
import { localStore, STORAGE_KEYS } from "../lib/client/keys.ts";

const DATE = /^\d{4}-\d{2}-\d{2}$/;

export default function SalesRangeMemory(
  { start, end, fromUrl }: { start: string; end: string; fromUrl: boolean },
) {
  useEffect(() => {
    const key = STORAGE_KEYS.salesHistoryRange;
    if (fromUrl) {
      localStore.setItem(key, JSON.stringify({ start, end }));
      return;
    }
    let saved: { start?: unknown; end?: unknown } | null = null;
    try {
      saved = JSON.parse(localStore.getItem(key) ?? "null");
    } catch {
      saved = null;
    }
    if (
      saved && typeof saved.start === "string" && typeof saved.end === "string" &&
      DATE.test(saved.start) && DATE.test(saved.end) && saved.start <= saved.end &&
      (saved.start !== start || saved.end !== end)
    ) {
      const url = new URL(location.href);
      url.searchParams.set("start", saved.start);
      url.searchParams.set("end", saved.end);
      location.replace(url.href);
    }
  }, []);
  return null;
}
