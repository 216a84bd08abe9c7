// A full-screen leaderboard for a store TV: no layout, auto-refresh with <meta http-equiv=refresh>
// (no JavaScript). Stores are ranked on the promoted program's units sold, the figure shown beside
// each name; no other amounts of other stores are shown.
import type { Handlers, PageProps, RouteConfig } from "$fresh/server.ts";
import { asset, Head } from "$fresh/runtime.ts";
import { getProgram, leaderboard, type Program, type Standing } from "../../lib/sales/programs.ts";
import { fmtFor } from "../../lib/sales/format.ts";
import type { PortalState } from "../../lib/state.ts";
import { listStores } from "../../lib/stores/mod.ts";

export const config: RouteConfig = { skipInheritedLayouts: true };

interface Data {
  program: Program | null;
  standings: (Standing & { name: string })[];
  updated: string;
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const program = await getProgram(ctx.state.kv, "mystery-minis");
    const standings = program ? await leaderboard(ctx.state.kv, program) : [];
    const names = new Map((await listStores(ctx.state.kv)).map((s) => [s.store_number, s.name]));
    return ctx.render({
      program,
      standings: standings.slice(0, 20).map((s) => ({
        ...s,
        name: names.get(s.store) ?? String(s.store),
      })),
      updated: new Date().toISOString(),
    });
  },
};

export default function MysteryMinis({ data, state }: PageProps<Data, PortalState>) {
  const { t } = state;
  const f = fmtFor(state.locale);
  return (
    <>
      <Head>
        <meta http-equiv="refresh" content="60" />
        <link rel="stylesheet" href={asset("/sales.css")} />
        <title key="title">{t("dashboards.mystery.title")}</title>
      </Head>
      <main class="board">
        <h1>{data.program?.title ?? t("dashboards.mystery.title")}</h1>
        {data.program
          ? (
            <>
              <p>
                {t("dashboards.period_statement", {
                  start: f.date(data.program.start),
                  end: f.date(data.program.end),
                })}
              </p>
              <ol class="board-list">
                {data.standings.map((s) => (
                  <li value={s.rank}>
                    <span class="board-name">{s.name}</span>{" "}
                    <span class="board-units">
                      {t("dashboards.mystery.units", { units: f.count(s.units) })}
                    </span>
                  </li>
                ))}
              </ol>
              <p class="muted">{t("dashboards.mystery.refresh")}</p>
            </>
          )
          : <p>{t("dashboards.mystery.none")}</p>}
      </main>
    </>
  );
}
