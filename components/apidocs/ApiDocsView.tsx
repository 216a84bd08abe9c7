// The readable form of the OpenAPI document: operations grouped by tag, each with its method and
// path, summary, who may call it, its query parameters and body fields as tables (name, required,
// type and limits), an example request built from the schema, and its answers (an error's body
// is `{ "error": text }` for every endpoint).
//
// The document is the same for every request of a build, so its markup (~60 KB, most of the page's
// time) is rendered once per document (apiDocsHtml) and the page only wraps it.
import type { TFunction } from "i18next";
import { renderToString } from "preact-render-to-string";
import { asset, Head } from "$fresh/runtime.ts";
import { describeType, exampleOf, type FieldRow, fieldRows } from "../../lib/apidocs/example.ts";

type Json = Record<string, unknown>;

interface Operation {
  method: string;
  path: string;
  op: Json;
}

/** Who may call an operation, in words: its x-access level or named checks (`buyer + sales`). */
function describeAccess(rule: unknown, t: TFunction): string {
  const levels = ["public", "signed-in", "verified"];
  return String(rule).split(" + ").map((part) =>
    levels.includes(part) ? t(`access.levels.${part}`) : t(`access.checks.${part}`)
  ).join(` ${t("access.and")} `);
}

function anchor(method: string, path: string): string {
  return `${method}-${path.replace(/[^A-Za-z0-9]+/g, "-")}`;
}

function Example({ label, value }: { label: string; value: string }) {
  // A scrolling block is focusable and named, so keyboard users can scroll it.
  return (
    <figure class="api-example">
      <figcaption>{label}</figcaption>
      <pre tabIndex={0} role="region" aria-label={label}><code>{value}</code></pre>
    </figure>
  );
}

function FieldTable({ caption, rows, t }: { caption: string; rows: FieldRow[]; t: TFunction }) {
  return (
    <div class="table-wrap">
      {/* A printed reference of a schema's fields, not a list of records: no sorting, pages or CSV. */}
      <table class="api-fields">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {["name", "required", "type", "field_description"].map((k) => (
              <th scope="col" key={k}>{t(`api_docs.${k}`)}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name}>
              <th scope="row">
                <code>{row.name}</code>
              </th>
              <td>{t(row.required ? "api_docs.yes" : "api_docs.no")}</td>
              <td>
                <code>{row.type}</code>
              </td>
              <td>{row.description}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function OperationView({ method, path, op, t }: Operation & { t: TFunction }) {
  const params = (op.parameters ?? []) as Json[];
  const body = op.requestBody as Json | undefined;
  const content = (body?.content ?? {}) as Record<string, { schema: Json }>;
  const json = content["application/json"]?.schema;
  const query = params.length
    ? "?" +
      params.filter((p) => p.required).map((p) =>
        `${p.name}=${encodeURIComponent(String(exampleOf(p.schema as Json)))}`
      ).join("&")
    : "";
  const request = [
    `${method.toUpperCase()} ${path}${query === "?" ? "" : query}`,
    ...(json
      ? ["content-type: application/json", "", JSON.stringify(exampleOf(json), null, 2)]
      : []),
  ].join("\n");
  const responses = Object.entries(op.responses as Record<string, Json>);
  const error = responses.find(([status]) => Number(status) >= 400);
  return (
    <section
      class="api-endpoint card"
      id={anchor(method, path)}
      data-endpoint={`${method.toUpperCase()} ${path}`}
    >
      <h3>
        <span class={`method method-${method}`}>{method.toUpperCase()}</span> <code>{path}</code>
      </h3>
      <p>{String(op.summary)}</p>
      <p class="muted">{t("api_docs.access", { rule: describeAccess(op["x-access"], t) })}</p>
      {params.length > 0 && (
        <FieldTable
          caption={t("api_docs.query")}
          t={t}
          rows={params.map((p) => ({
            name: String(p.name),
            required: Boolean(p.required),
            type: describeType(p.schema as Json),
            description: String((p.schema as Json).description ?? ""),
          }))}
        />
      )}
      {Object.entries(content).map(([type, { schema }]) => (
        <div key={type}>
          <h4>{t("api_docs.body", { type })}</h4>
          {body?.description && <p>{String(body.description)}</p>}
          {type === "application/json" && fieldRows(schema).length > 0 && (
            <FieldTable caption={t("api_docs.fields")} rows={fieldRows(schema)} t={t} />
          )}
        </div>
      ))}
      <Example label={t("api_docs.example_request")} value={request} />
      <div class="table-wrap">
        {/* A printed reference of the answers (status, meaning), not a list of records. */}
        <table class="api-answers">
          <caption>{t("api_docs.responses")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("api_docs.status")}</th>
              <th scope="col">{t("api_docs.meaning")}</th>
            </tr>
          </thead>
          <tbody>
            {responses.map(([status, r]) => (
              <tr key={status}>
                <th scope="row">
                  <code>{status}</code>
                </th>
                <td>{String(r.description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {error && (
        <Example
          label={`${t("api_docs.example_response")} (${error[0]})`}
          value={JSON.stringify({ error: t("api_docs.error_example") }, null, 2)}
        />
      )}
    </section>
  );
}

function ApiDocsBody({ doc, t }: { doc: Json; t: TFunction }) {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  const tags = (doc.tags ?? []) as { name: string; description: string }[];
  const operations: Operation[] = Object.entries(paths).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => ({ method, path, op }))
  );
  const groups = tags.map((tag) => ({
    ...tag,
    operations: operations.filter((o) => (o.op.tags as string[] | undefined)?.[0] === tag.name),
  })).filter((g) => g.operations.length > 0);
  return (
    <>
      <p class="lead">{t("api_docs.lead")}</p>
      <p>
        <a href="/api/openapi.json">{t("api_docs.download")}</a>
      </p>
      <nav aria-label={t("api_docs.index")} class="api-index">
        <ul>
          {groups.map((group) => (
            <li key={group.name}>
              <a href={`#tag-${group.name}`}>{group.description}</a>
              <ul>
                {group.operations.map(({ method, path }) => (
                  <li key={`${method} ${path}`}>
                    <a href={`#${anchor(method, path)}`}>
                      <code>{method.toUpperCase()} {path}</code>
                    </a>
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ul>
      </nav>
      {groups.map((group) => (
        <section class="api-tag" id={`tag-${group.name}`} data-tag={group.name} key={group.name}>
          <h2>{group.description}</h2>
          <p class="muted">{t("api_docs.operations", { count: group.operations.length })}</p>
          {group.operations.map((o) => (
            <OperationView
              {...o}
              t={t}
              key={`${o.method} ${o.path}`}
            />
          ))}
        </section>
      ))}
    </>
  );
}

const rendered = new WeakMap<Json, string>();

/** The document's markup, rendered once per document (lib/apidocs/openapi.ts openApiFor keeps it). */
export function apiDocsHtml(doc: Json, t: TFunction): string {
  let html = rendered.get(doc);
  if (html === undefined) {
    html = renderToString(<ApiDocsBody doc={doc} t={t} />);
    rendered.set(doc, html);
  }
  return html;
}

export function ApiDocsView({ html }: { html: string }) {
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      <div class="api-docs" dangerouslySetInnerHTML={{ __html: html }} />
    </>
  );
}
