// The confirmation step of a destructive action sent without JavaScript (lib/http/confirm.ts):
// the question, the same form sent again with `_confirmed=1`, and a way back without doing it.
import type { TFunction } from "i18next";
import { type ConfirmationNeeded, CONFIRMED_FIELD } from "../lib/http/confirm.ts";
import { PageHeader } from "./PageHeader.tsx";

export function ConfirmView({ needed, t }: { needed: ConfirmationNeeded; t: TFunction }) {
  return (
    <section class="confirm-step" data-confirm-step>
      <PageHeader title={t("common.confirm.title")} appName={t("common.app_name")} />
      <p class="lead">{needed.question}</p>
      <form method="post" action={needed.action} class="actions">
        {needed.fields.map(([name, value], i) => (
          <input key={i} type="hidden" name={name} value={value} />
        ))}
        <input type="hidden" name={CONFIRMED_FIELD} value="1" />
        <button type="submit" class="danger">{t("common.confirm.yes")}</button>{" "}
        <a class="button secondary" href={needed.back ?? "/"}>{t("common.confirm.no")}</a>
      </form>
    </section>
  );
}
