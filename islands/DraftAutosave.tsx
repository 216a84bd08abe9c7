// Background draft saving for a plain order form (show floor: a tablet may lose its connection or
// be put down mid-order). Two seconds after the last change it posts the same form to the same
// action with action=save and `X-Autosave: 1`; the server answers JSON (the new version, which the
// form's _version takes so the next save is not refused as stale, or the error). Without
// JavaScript the form works as before: nothing here is needed to save.
import { useEffect, useState } from "preact/hooks";
import { formatTime } from "../lib/i18n/format.ts";
import type { Locale } from "../lib/i18n/locales.ts";
import { interpolate } from "../lib/i18n/client.ts";

const DELAY_MS = 2000;

type Status = { kind: "idle" } | { kind: "saving" } | { kind: "saved"; at: string } | {
  kind: "error";
  message: string;
};

export default function DraftAutosave(
  { formId, locale, texts }: {
    formId: string;
    locale: Locale;
    /** saved ("… {{time}}"), saving, offline: already translated. */
    texts: { saved: string; saving: string; offline: string };
  },
) {
  const [status, setStatus] = useState<Status>({ kind: "idle" });
  useEffect(() => {
    const form = document.getElementById(formId) as HTMLFormElement | null;
    if (!form) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let running = false;
    let again = false;
    // A save or other button pressed while a background save is on its way waits for it, so the
    // form posts the version that save wrote (else the person's own save would look stale).
    let held: HTMLElement | null = null;
    const save = async () => {
      if (running) {
        again = true;
        return;
      }
      const body = new FormData(form);
      // An empty grid is not a draft worth keeping (the server would refuse it).
      if (![...body].some(([k, v]) => k.startsWith("q.") && Number(v) > 0)) return;
      body.set("action", "save");
      running = true;
      setStatus({ kind: "saving" });
      try {
        // getAttribute: the form's buttons are named "action", which shadows form.action.
        const target = new URL(form.getAttribute("action") ?? "", location.href);
        const res = await fetch(target, {
          method: "POST",
          body: new URLSearchParams(body as unknown as Record<string, string>),
          headers: { "x-autosave": "1", accept: "application/json" },
        });
        const answer = await res.json() as { version?: string; saved_at?: string; error?: string };
        if (res.ok && answer.saved_at) {
          const version = form.elements.namedItem("_version") as HTMLInputElement | null;
          if (version && answer.version !== undefined) version.value = answer.version;
          setStatus({ kind: "saved", at: answer.saved_at });
        } else setStatus({ kind: "error", message: answer.error ?? texts.offline });
      } catch {
        setStatus({ kind: "error", message: texts.offline });
      } finally {
        running = false;
        if (held) {
          const submitter = held;
          held = null;
          form.requestSubmit(submitter as HTMLButtonElement);
        } else if (again) {
          again = false;
          schedule();
        }
      }
    };
    const schedule = () => {
      clearTimeout(timer);
      timer = setTimeout(save, DELAY_MS);
    };
    const hold = (event: SubmitEvent) => {
      clearTimeout(timer);
      if (!running) return;
      event.preventDefault();
      held = event.submitter ?? form.querySelector("button[type=submit]");
    };
    form.addEventListener("input", schedule);
    form.addEventListener("submit", hold);
    return () => {
      clearTimeout(timer);
      form.removeEventListener("input", schedule);
      form.removeEventListener("submit", hold);
    };
  }, []);
  if (status.kind === "idle") return <p class="autosave" aria-live="polite" data-autosave="idle" />;
  return (
    <p
      class={status.kind === "error" ? "autosave error" : "autosave muted"}
      aria-live="polite"
      data-autosave={status.kind}
    >
      {status.kind === "saving"
        ? texts.saving
        : status.kind === "saved"
        ? interpolate(texts.saved, { time: formatTime(status.at, locale) })
        : status.message}
    </p>
  );
}
