import { useSignal } from "@preact/signals";

interface Props {
  text: string;
  dismissLabel: string;
}

/** A dismissible notice on the home page; the portal's smallest island. */
export default function WelcomeNotice({ text, dismissLabel }: Props) {
  const open = useSignal(true);
  if (!open.value) return null;
  return (
    <aside class="notice" role="note">
      <p>{text}</p>
      <button type="button" class="button secondary" onClick={() => (open.value = false)}>
        {dismissLabel}
      </button>
    </aside>
  );
}
