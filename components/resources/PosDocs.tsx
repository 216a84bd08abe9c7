// POS documentation: search by words and POS system, the matching documents grouped by system,
// and one document (paragraphs, numbered steps) when ?doc= names it.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import { POS_SYSTEMS, type PosDoc, type PosDocsView } from "../../lib/resources/pos_docs.ts";
import { formatDate } from "../../lib/i18n/format.ts";
import { Field } from "../Field.tsx";
import { SelectField } from "../forms/SelectField.tsx";

function Body({ text }: { text: string }) {
  return (
    <div class="doc-body">
      {text.split(/\n{2,}/).map((block, i) => {
        const lines = block.split("\n");
        return lines.every((l) => /^\d+\.\s/.test(l))
          ? <ol key={i}>{lines.map((l) => <li key={l}>{l.replace(/^\d+\.\s/, "")}</li>)}</ol>
          : <p key={i}>{block}</p>;
      })}
    </div>
  );
}

export function PosDocs(
  { t, locale, view, base }: { t: TFunction; locale: Locale; view: PosDocsView; base: string },
) {
  const lang = locale === "fr-CA" ? "fr" : "en";
  const link = (d: PosDoc) =>
    `${base}?${new URLSearchParams({ q: view.q, system: view.system, doc: d.slug })}`;
  return (
    <>
      <form method="get" action={base} class="card filters" role="search" data-pos-search>
        <Field id="pos-q" type="search" name="q" label={t("resources.pos.search")} value={view.q} />
        <SelectField
          id="pos-system"
          name="system"
          label={t("resources.pos.system")}
          value={view.system}
          any={t("resources.pos.all_systems")}
          options={POS_SYSTEMS.filter((s) => s !== "any").map((s) => ({
            value: s,
            label: t(`resources.pos.systems.${s}`),
          }))}
        />
        <p>
          <button type="submit">{t("resources.pos.find")}</button>
        </p>
      </form>
      {view.open && (
        <article class="card" data-pos-doc={view.open.slug}>
          <h2>{view.open.title[lang]}</h2>
          <p class="muted">
            {t(`resources.pos.systems.${view.open.system}`)} ·{" "}
            {t(`resources.pos.kinds.${view.open.kind}`)} ·{" "}
            {t("resources.pos.updated", { date: formatDate(view.open.updated_at, locale) })}
          </p>
          <Body text={view.open.body[lang]} />
        </article>
      )}
      {view.docs.length === 0 ? <p data-pos-none>{t("resources.pos.none")}</p> : (
        POS_SYSTEMS.map((system) => {
          const docs = view.docs.filter((d) => d.system === system);
          return docs.length === 0 ? null : (
            <section key={system} data-pos-system={system}>
              <h2>{t(`resources.pos.systems.${system}`)}</h2>
              <ul>
                {docs.map((d) => (
                  <li key={d.slug} data-pos-result={d.slug}>
                    <a href={link(d)}>{d.title[lang]}</a>{" "}
                    <span class="muted">({t(`resources.pos.kinds.${d.kind}`)})</span>
                    <br />
                    {d.summary[lang]}
                  </li>
                ))}
              </ul>
            </section>
          );
        })
      )}
    </>
  );
}
