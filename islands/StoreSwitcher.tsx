// The store switcher (users with more than one store): POST /api/account/set-primary-store
// {store_number} through lib/client/api.ts, then reload so every page shows the new primary store.
import { useEffect } from "preact/hooks";
import { useSignal } from "@preact/signals";
import { makeT } from "../lib/i18n/client.ts";
import { api } from "../lib/client/api.ts";

interface Props {
  /** [store_number, name] pairs; the first is the primary store. */
  stores: [number, string][];
  messages: Record<string, string>;
}

export default function StoreSwitcher({ stores, messages }: Props) {
  const t = makeT(messages);
  // Disabled until hydrated: without JavaScript the choice could not be sent.
  const ready = useSignal(false);
  useEffect(() => {
    ready.value = true;
  }, []);
  const busy = useSignal(false);
  const failed = useSignal(false);
  const current = stores[0]?.[0];

  async function change(event: Event) {
    const store_number = Number((event.currentTarget as HTMLSelectElement).value);
    if (store_number === current) return;
    busy.value = true;
    failed.value = false;
    // api() shows the spec's error toast itself when the call fails.
    const res = await api("/api/account/set-primary-store", { body: { store_number } });
    if (res.ok) {
      location.reload();
      return;
    }
    busy.value = false;
    failed.value = true;
  }

  return (
    <label class="store-switcher">
      <span class="visually-hidden">{t("nav.store_switcher")}</span>
      <select
        name="store_number"
        onChange={change}
        disabled={!ready.value || busy.value}
        aria-invalid={failed.value ? "true" : undefined}
        title={failed.value ? t("nav.store_switch_failed") : t("nav.store_switcher")}
      >
        {stores.map(([number, name]) => (
          <option value={String(number)} selected={number === current}>
            {number} · {name}
          </option>
        ))}
      </select>
    </label>
  );
}
