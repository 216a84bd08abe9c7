// Destructive actions ask first: a submit button (or form) with data-confirm="question" shows the
// browser's confirmation, and the form is sent only when the person agrees. Without JavaScript
// the form is sent as is (the server still checks who may do it).
export function installConfirm(doc: Document, ask: (question: string) => boolean) {
  doc.addEventListener("submit", (event) => {
    const form = event.target as HTMLFormElement;
    const submitter = (event as SubmitEvent).submitter as HTMLElement | null;
    const question = submitter?.dataset.confirm ?? form.dataset.confirm;
    if (question && !ask(question)) event.preventDefault();
  }, true);
}
