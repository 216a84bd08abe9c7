// Scan-Pal: counting by scanning into a store's count list. Without JavaScript the form posts each
// count to the server. With it, counts go to IndexedDB first (ids made here) and are synced when
// online — on load, on the `online` event, after each scan and every 30 s — so counting goes on
// with no network; a service worker keeps the page and its code. Typed or hand-scanner entry
// (digits + Enter) always works; the camera uses BarcodeDetector or the served ZXing decoder. Each
// scan shows its item's description from the item directory kept in IndexedDB (fetched when
// online, lib/scanner/directory.ts), so counting offline still says what was scanned.
import { useEffect, useRef, useState } from "preact/hooks";
import { type ClientT, makeT, type Messages } from "../lib/i18n/client.ts";
import type { Locale } from "../lib/auth/types.ts";
import { formatDateTime } from "../lib/i18n/format.ts";
import { addScan, allScans, getMeta, type LocalScan, setMeta } from "../lib/scanner/client_db.ts";
import { describeCode, type DirectoryEntry } from "../lib/scanner/directory.ts";
import { syncNow } from "../lib/scanner/client_sync.ts";
import { beep, type Decoder, makeDecoder } from "../lib/scanner/client_camera.ts";
import { STORAGE_KEYS } from "../lib/client/keys.ts";

export interface ScanPalList {
  id: string;
  store: number;
  name: string;
}

interface Props {
  lists: ScanPalList[];
  selected: string | null;
  messages: Messages;
  locale: Locale;
  wasmUrl: string;
  swUrl: string;
  /** A count the server refused (posted without JavaScript): what was typed and why. */
  typed?: { code: string; qty: string; error: string | null };
}

const CODE = /^\d{6,14}$/;
const SYNC_EVERY_MS = 30_000;
/** The same code seen by the camera again within this time is the same scan. */
const CAMERA_REPEAT_MS = 1500;

function deviceId(): string {
  const key = STORAGE_KEYS.scanPalDevice;
  let id = localStorage.getItem(key);
  if (!id) localStorage.setItem(key, id = crypto.randomUUID());
  return id;
}

async function precache(swUrl: string, setReady: (ready: boolean) => void) {
  if (!("serviceWorker" in navigator)) return;
  await navigator.serviceWorker.register(swUrl, { scope: "/scan-pal" });
  const registration = await navigator.serviceWorker.ready;
  const urls = [
    location.pathname + location.search,
    ...performance.getEntriesByType("resource").map((e) => e.name),
  ].filter((u) => new URL(u, location.href).origin === location.origin);
  navigator.serviceWorker.addEventListener("message", (event) => {
    if (event.data?.type === "precached") setReady(true);
  });
  registration.active?.postMessage({ type: "precache", urls });
}

interface StoredDirectory {
  locale: Locale;
  items: DirectoryEntry[];
}

/** The stored directory at once, then a fresh one from the server when online. */
async function loadDirectory(
  locale: Locale,
  set: (d: Map<string, DirectoryEntry>) => void,
) {
  const stored = await getMeta<StoredDirectory>("items");
  if (stored?.locale === locale) set(new Map(stored.items.map((e) => [e[0], e])));
  if (!navigator.onLine) return;
  const res = await fetch(`/api/scan-pal/items?lang=${locale}`, { credentials: "same-origin" });
  if (!res.ok) return;
  const fresh = await res.json() as StoredDirectory;
  await setMeta("items", fresh);
  set(new Map(fresh.items.map((e) => [e[0], e])));
}

export default function ScanPal(props: Props) {
  const t: ClientT = makeT(props.messages);
  const [listId, setListId] = useState(props.selected ?? props.lists[0]?.id ?? "");
  const [scans, setScans] = useState<LocalScan[]>([]);
  const [lastSync, setLastSync] = useState<string | null>(null);
  const [online, setOnline] = useState(true);
  const [syncError, setSyncError] = useState<string | null>(null);
  const [offlineReady, setOfflineReady] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  const [error, setError] = useState<string | null>(props.typed?.error ?? null);
  const [camera, setCamera] = useState<"off" | "starting" | Decoder["kind"]>("off");
  const [directory, setDirectory] = useState<Map<string, DirectoryEntry> | null>(null);
  const [lastScan, setLastScan] = useState<{ code: string; qty: number } | null>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const qtyRef = useRef<HTMLInputElement>(null);
  const videoRef = useRef<HTMLVideoElement>(null);
  const stopCamera = useRef<() => void>(() => {});

  async function refresh() {
    setScans(await allScans());
    setLastSync(await getMeta<string>("last_sync") ?? null);
  }

  async function sync() {
    if (!navigator.onLine) return;
    const result = await syncNow(deviceId());
    setSyncError(result.ok ? null : t("scanner.app.sync_failed", { status: result.status }));
    await refresh();
  }

  useEffect(() => {
    setOnline(navigator.onLine);
    const up = () => {
      setOnline(true);
      sync();
    };
    const down = () => setOnline(false);
    addEventListener("online", up);
    addEventListener("offline", down);
    const timer = setInterval(sync, SYNC_EVERY_MS);
    refresh().then(() => setHydrated(true)).then(sync);
    precache(props.swUrl, setOfflineReady).catch(() => {});
    loadDirectory(props.locale, setDirectory).catch(() => {});
    return () => {
      removeEventListener("online", up);
      removeEventListener("offline", down);
      clearInterval(timer);
      stopCamera.current();
    };
  }, []);

  async function record(code: string, qty: number) {
    const clean = code.replace(/[\s-]+/g, "");
    if (!CODE.test(clean)) return setError(t("scanner.errors.code"));
    if (!Number.isInteger(qty) || qty === 0 || Math.abs(qty) > 9999) {
      return setError(t("scanner.errors.qty"));
    }
    if (!listId) return setError(t("scanner.errors.list"));
    setError(null);
    await addScan({ list_id: listId, code: clean, qty, scanned_at: new Date().toISOString() });
    setLastScan({ code: clean, qty });
    beep();
    await refresh();
    sync();
  }

  function onSubmit(event: Event) {
    event.preventDefault();
    const code = codeRef.current!.value;
    record(code, Number(qtyRef.current!.value || "1")).then(() => {
      if (codeRef.current && !error) codeRef.current.value = "";
      codeRef.current?.focus();
    });
  }

  async function startCamera() {
    setCamera("starting");
    try {
      const stream = await navigator.mediaDevices.getUserMedia({
        video: { facingMode: "environment" },
      });
      const video = videoRef.current!;
      video.srcObject = stream;
      await video.play();
      const decoder = await makeDecoder(props.wasmUrl);
      setCamera(decoder.kind);
      let running = true;
      let last = { code: "", at: 0 };
      stopCamera.current = () => {
        running = false;
        stream.getTracks().forEach((track) => track.stop());
        setCamera("off");
      };
      while (running) {
        const [code] = await decoder.detect(video).catch(() => []);
        if (code && (code !== last.code || Date.now() - last.at > CAMERA_REPEAT_MS)) {
          await record(code, Number(qtyRef.current?.value || "1"));
        }
        if (code) last = { code, at: Date.now() };
        await new Promise((r) => setTimeout(r, 150));
      }
    } catch {
      setCamera("off");
      setError(t("scanner.app.camera_failed"));
    }
  }

  const describe = (code: string) => {
    if (!directory) return t("scanner.app.no_directory");
    const entry = describeCode(directory, code);
    return entry ? `${entry[2]} (${entry[1]})` : t("scanner.app.unknown_item");
  };
  const mine = scans.filter((s) => s.list_id === listId)
    .sort((a, b) => b.scanned_at.localeCompare(a.scanned_at));
  const unsynced = scans.filter((s) => s.synced === 0).length;
  const units = mine.reduce((sum, s) => sum + s.qty, 0);

  return (
    <section
      class="scan-pal"
      data-scan-pal
      data-offline-ready={offlineReady ? "yes" : "no"}
      data-hydrated={hydrated ? "yes" : "no"}
      data-directory={directory?.size ?? 0}
    >
      <p class="scan-pal-status" role="status">
        <span data-online={online ? "yes" : "no"}>
          {t(online ? "scanner.app.online" : "scanner.app.offline")}
        </span>
        {" · "}
        <span data-unsynced={unsynced}>{t("scanner.app.unsynced", { count: unsynced })}</span>
        {" · "}
        <span data-last-sync>
          {lastSync
            ? t("scanner.app.last_sync", { time: formatDateTime(lastSync, props.locale) })
            : t("scanner.app.never_synced")}
        </span>
        {offlineReady && <>{" · "}{t("scanner.app.offline_ready")}</>}
      </p>
      {syncError && <p class="field-error">{syncError}</p>}
      <form method="post" class="card scan-form" onSubmit={onSubmit}>
        <label for="scan-list">{t("scanner.app.list")}</label>
        <select
          id="scan-list"
          name="list_id"
          value={listId}
          onChange={(e) => setListId((e.target as HTMLSelectElement).value)}
        >
          {props.lists.map((l) => <option key={l.id} value={l.id}>{l.store} · {l.name}</option>)}
        </select>
        <label for="scan-code">{t("scanner.app.code")}</label>
        <input
          id="scan-code"
          name="code"
          ref={codeRef}
          inputMode="numeric"
          autoComplete="off"
          autoFocus
          required
          defaultValue={props.typed?.code}
          aria-invalid={error ? "true" : undefined}
          aria-describedby={error ? "scan-error" : undefined}
        />
        <label for="scan-qty">{t("scanner.app.qty")}</label>
        <input
          id="scan-qty"
          name="qty"
          ref={qtyRef}
          type="number"
          step={1}
          value={props.typed?.qty || "1"}
        />
        {error && <p id="scan-error" class="field-error">{error}</p>}
        <p>
          <button type="submit">{t("scanner.app.add")}</button> {camera === "off"
            ? (
              <button type="button" class="secondary" onClick={startCamera}>
                {t("scanner.app.camera_start")}
              </button>
            )
            : (
              <button
                type="button"
                class="secondary"
                onClick={() => stopCamera.current()}
              >
                {t("scanner.app.camera_stop")}
              </button>
            )}{" "}
          <button type="button" class="secondary" onClick={sync} disabled={!online}>
            {t("scanner.app.sync_now")}
          </button>
        </p>
        {camera !== "off" && camera !== "starting" && (
          <p class="hint">{t(`scanner.app.decoder_${camera}`)}</p>
        )}
      </form>
      {lastScan && (
        <p class="notice" role="status" data-last-scan={lastScan.code}>
          {t("scanner.app.last_scan", {
            code: lastScan.code,
            qty: lastScan.qty,
            item: describe(lastScan.code),
          })}
        </p>
      )}
      <video ref={videoRef} class="scan-video" hidden={camera === "off"} muted playsInline />
      <h2>{t("scanner.app.recent", { units })}</h2>
      {
        /* Not a DataTable: the scans live in this device's IndexedDB and change as they are made
          and synced, offline too; DataTable renders on the server from the query string. */
      }
      <div class="table-wrap">
        <table data-scans>
          <thead>
            <tr>
              {["code", "item", "qty", "scanned_at", "state"].map((key) => (
                <th scope="col">{t(`scanner.app.${key}`)}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            {mine.slice(0, 50).map((s) => (
              <tr data-scan={s.id}>
                <td>
                  <code>{s.code}</code>
                </td>
                <td>{describe(s.code)}</td>
                <td>{s.qty}</td>
                <td>{formatDateTime(s.scanned_at, props.locale)}</td>
                <td>{t(s.synced ? "scanner.app.synced" : "scanner.app.pending")}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
