// The readable form of the OpenAPI document: one section per path and method with its summary,
// who may call it, its query parameters (name, required, type and limits), its body schema and
// its answers.
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";

type Json = Record<string, unknown>;

/** "string, 1–2000 characters", "one of: en-US, fr-CA" … from a JSON Schema property. */
function describeType(schema: Json): string {
  if (Array.isArray(schema.enum)) return schema.enum.map(String).join(" | ");
  const parts = [String(schema.type ?? (schema.anyOf ? "any of" : "any"))];
  if (schema.format) parts.push(String(schema.format));
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    parts.push(`${schema.minLength ?? 0}–${schema.maxLength ?? "∞"}`);
  }
  if (schema.pattern) parts.push(`/${schema.pattern}/`);
  return parts.join(", ");
}

export function ApiDocsView({ doc, t }: { doc: Json; t: TFunction }) {
  const paths = doc.paths as Record<string, Record<string, Json>>;
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      <p class="lead">{t("api_docs.lead")}</p>
      <p>
        <a href="/api/openapi.json">{t("api_docs.download")}</a>
      </p>
      <nav aria-label={t("api_docs.index")}>
        <ul>
          {Object.entries(paths).flatMap(([path, ops]) =>
            Object.keys(ops).map((method) => (
              <li key={`${method} ${path}`}>
                <a href={`#${method}-${path}`}>
                  <code>{method.toUpperCase()} {path}</code>
                </a>
              </li>
            ))
          )}
        </ul>
      </nav>
      {Object.entries(paths).flatMap(([path, ops]) =>
        Object.entries(ops).map(([method, op]) => {
          const params = (op.parameters ?? []) as Json[];
          const body = op.requestBody as Json | undefined;
          const content = (body?.content ?? {}) as Record<string, { schema: Json }>;
          return (
            <section
              class="api-endpoint card"
              id={`${method}-${path}`}
              key={`${method} ${path}`}
              data-endpoint={`${method.toUpperCase()} ${path}`}
            >
              <h2>
                <span class="method">{method.toUpperCase()}</span> <code>{path}</code>
              </h2>
              <p>{String(op.summary)}</p>
              <p class="muted">{t("api_docs.access", { rule: String(op["x-access"]) })}</p>
              {params.length > 0 && (
                <table>
                  <caption>{t("api_docs.query")}</caption>
                  <thead>
                    <tr>
                      <th scope="col">{t("api_docs.name")}</th>
                      <th scope="col">{t("api_docs.required")}</th>
                      <th scope="col">{t("api_docs.type")}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {params.map((p) => (
                      <tr key={String(p.name)}>
                        <td>
                          <code>{String(p.name)}</code>
                        </td>
                        <td>{t(p.required ? "api_docs.yes" : "api_docs.no")}</td>
                        <td>{describeType(p.schema as Json)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              )}
              {Object.entries(content).map(([type, { schema }]) => (
                <div key={type}>
                  <h3>{t("api_docs.body", { type })}</h3>
                  {body?.description && <p>{String(body.description)}</p>}
                  <pre>{JSON.stringify(schema, null, 2)}</pre>
                </div>
              ))}
              <h3>{t("api_docs.responses")}</h3>
              <ul>
                {Object.entries(op.responses as Record<string, Json>).map(([status, r]) => (
                  <li key={status}>
                    <code>{status}</code> {String(r.description)}
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
