// The /admin tool index: one section per group, each tool a link with what it is for.
import type { Translate } from "../../lib/i18n/validation.ts";
import { ADMIN_TOOL_GROUPS } from "../../lib/admin/tools.ts";

export function AdminToolIndex({ t }: { t: Translate }) {
  return (
    <div class="admin-tool-index">
      {ADMIN_TOOL_GROUPS.map((group) => (
        <section aria-labelledby={`tools-${group.id}`}>
          <h2 id={`tools-${group.id}`}>{t(`admin_shell.index.groups.${group.id}`)}</h2>
          <dl class="admin-tools" data-tool-group={group.id}>
            {group.tools.map(([href, id]) => (
              <>
                <dt>
                  <a href={href}>{t(`pages.titles.${id}`)}</a>
                </dt>
                <dd>{t(`admin_shell.index.describe.${id}`)}</dd>
              </>
            ))}
          </dl>
        </section>
      ))}
    </div>
  );
}
