// A table sorted on the server: each sortable header is a link (?sort=key&dir=…&table=id), so it
// works without JavaScript; on a phone it scrolls sideways inside .table-wrap.
import type { ComponentChildren } from "preact";

export interface Column<R> {
  key: string;
  label: string;
  /** What the column's figure means, shown on hover over its header. */
  title?: string;
  num?: boolean;
  sortable?: boolean;
  cell: (row: R) => ComponentChildren;
}

export function SortableTable<R>(
  { id, caption, columns, rows, url, sort, dir }: {
    id: string;
    caption: string;
    columns: Column<R>[];
    rows: R[];
    url: URL;
    sort?: string;
    dir?: "asc" | "desc";
  },
) {
  // One copy of the query per table, not a parsed URL per header (a measurable share of a page).
  const query = new URLSearchParams(url.search);
  query.set("table", id);
  const link = (key: string) => {
    const params = new URLSearchParams(query);
    params.set("sort", key);
    params.set("dir", sort === key && dir === "desc" ? "asc" : "desc");
    return `${url.pathname}?${params}#${id}`;
  };
  return (
    <div class="table-wrap" id={id}>
      <table>
        <caption>{caption}</caption>
        <thead>
          <tr>
            {columns.map((c) => (
              <th
                scope="col"
                class={c.num ? "num" : undefined}
                title={c.title}
                aria-sort={sort === c.key
                  ? (dir === "asc" ? "ascending" : "descending")
                  : undefined}
              >
                {c.sortable
                  ? (
                    <a href={link(c.key)}>
                      {c.label}
                      {sort === c.key ? (dir === "asc" ? " ▲" : " ▼") : ""}
                    </a>
                  )
                  : c.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr>
              {columns.map((c) => <td key={c.key} class={c.num ? "num" : undefined}>{c.cell(r)}
              </td>)}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
