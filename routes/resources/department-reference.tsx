// /resources/department-reference — the group's department and class codes with their
// descriptions in both languages and the codes the POS systems use (vendors see it too), searchable
// and downloadable as CSV (`format=csv`).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../lib/state.ts";
import { csvResponse } from "../../lib/http/csv.ts";
import { type DepartmentRef, searchDepartments } from "../../lib/resources/departments.ts";
import { ToolPage } from "../../components/resources/ToolPage.tsx";
import { Field } from "../../components/Field.tsx";

interface Data {
  q: string;
  departments: DepartmentRef[];
}

export const handler: Handlers<Data, PortalState> = {
  GET(_req, ctx) {
    const q = (ctx.url.searchParams.get("q") ?? "").slice(0, 60);
    const departments = searchDepartments(q);
    if (ctx.url.searchParams.get("format") === "csv") {
      const t = ctx.state.t;
      return csvResponse(
        [
          ["level", "code", "pos_code", "name_en", "name_fr", "department"].map((c) =>
            t(`resources.departments.csv.${c}`)
          ),
          ...departments.flatMap((d) => [
            [t("resources.departments.department"), d.code, d.pos_code, d.name.en, d.name.fr, ""],
            ...d.classes.map((c) => [
              t("resources.departments.class"),
              c.code,
              c.pos_code,
              c.name.en,
              c.name.fr,
              d.code,
            ]),
          ]),
        ],
        "department-reference",
        { locale: ctx.state.locale },
      );
    }
    return ctx.render({ q, departments });
  },
};

export default function DepartmentReferencePage({ state, data }: PageProps<Data, PortalState>) {
  const { t } = state;
  const csv = `/resources/department-reference?${new URLSearchParams({
    q: data.q,
    format: "csv",
  })}`;
  return (
    <ToolPage page="res_department_reference" t={t} lead={t("resources.departments.intro")}>
      <form method="get" class="card filters" role="search">
        <Field
          id="dept-q"
          type="search"
          name="q"
          label={t("resources.departments.search")}
          value={data.q}
        />
        <p class="actions">
          <button type="submit">{t("resources.departments.find")}</button>
          <a class="button secondary" href={csv} download>{t("resources.departments.csv_link")}</a>
        </p>
      </form>
      {data.departments.length === 0
        ? <p>{t("resources.departments.none")}</p>
        : (
          <div class="table-wrap">
            {
              /* Hand-written, not a DataTable: each department is a group (its own tbody) with its
                classes under it, a hierarchy that sorting or paging rows would break apart. The
                CSV link above gives the same rows flat. */
            }
            <table data-departments>
              <thead>
                <tr>
                  <th scope="col">{t("resources.departments.csv.code")}</th>
                  <th scope="col">{t("resources.departments.csv.pos_code")}</th>
                  <th scope="col" lang="en">{t("resources.departments.csv.name_en")}</th>
                  <th scope="col" lang="fr">{t("resources.departments.csv.name_fr")}</th>
                </tr>
              </thead>
              {data.departments.map((d) => (
                <tbody data-department={d.code}>
                  <tr class="group">
                    <th scope="row">{d.code}</th>
                    <td>
                      <code>{d.pos_code}</code>
                    </td>
                    <td lang="en">
                      <strong>{d.name.en}</strong>
                    </td>
                    <td lang="fr">
                      <strong>{d.name.fr}</strong>
                    </td>
                  </tr>
                  {d.classes.map((c) => (
                    <tr>
                      <td>{d.code} / {c.code}</td>
                      <td>
                        <code>{c.pos_code}</code>
                      </td>
                      <td lang="en">{c.name.en}</td>
                      <td lang="fr">{c.name.fr}</td>
                    </tr>
                  ))}
                </tbody>
              ))}
            </table>
          </div>
        )}
    </ToolPage>
  );
}
