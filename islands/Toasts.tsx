// Renders the toast store (lib/client/toast.ts): top and bottom stacks; info/success toasts are
// announced politely (role="status"), warnings and errors at once (role="alert"). Each toast can
// be dismissed; a toast may carry one action (the new-build notice's Reload).
import { dismissToast, type Toast, toasts } from "../lib/client/toast.ts";

interface Props {
  /** Accessible name of the notification area. */
  regionLabel: string;
  /** Accessible name of each toast's close button. */
  dismissLabel: string;
}

function Item({ item, dismissLabel }: { item: Toast; dismissLabel: string }) {
  const urgent = item.kind === "error" || item.kind === "warning";
  return (
    <div
      class={`toast toast-${item.kind}`}
      role={urgent ? "alert" : "status"}
      data-toast-id={item.id}
    >
      <p class="toast-text">{item.message}</p>
      {item.action && (
        <button type="button" class="toast-action" onClick={() => item.action!.run()}>
          {item.action.label}
        </button>
      )}
      <button
        type="button"
        class="toast-close"
        aria-label={dismissLabel}
        title={dismissLabel}
        onClick={() => dismissToast(item.id)}
      >
        ×
      </button>
    </div>
  );
}

export default function Toasts({ regionLabel, dismissLabel }: Props) {
  const list = toasts.value;
  return (
    <section class="toasts" aria-label={regionLabel}>
      {(["top", "bottom"] as const).map((position) => (
        <div class={`toast-stack toast-stack-${position}`} key={position}>
          {list.filter((item) =>
            item.position === position
          ).map((item) => <Item key={item.id} item={item} dismissLabel={dismissLabel} />)}
        </div>
      ))}
    </section>
  );
}
