// Destructive actions ask first: a submit button (or form) with data-confirm="question" shows the
// browser's confirmation, and the form is sent only when the person agrees, marked confirmed
// (`_confirmed=1`) so the server does not ask again. Without JavaScript the server asks with a
// confirmation page (lib/http/confirm.ts).
export function installConfirm(doc: Document, ask: (question: string) => boolean) {
  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLElement | null;
    const question = submitter?.dataset.confirm ?? form.dataset.confirm;
    if (!question) return;
    if (!ask(question)) return event.preventDefault();
    if (typeof form.append !== "function" || form.querySelector?.('input[name="_confirmed"]')) {
      return;
    }
    const confirmed = doc.createElement("input");
    confirmed.type = "hidden";
    confirmed.name = "_confirmed";
    confirmed.value = "1";
    form.append(confirmed);
  }, true);
}
