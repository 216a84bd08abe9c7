// The styles of a collection (saved, or previewed before saving): image, name and "from" price.
import type { TFunction } from "i18next";
import { inLocale } from "../../lib/catalogue/mod.ts";
import { formatCurrency } from "../../lib/i18n/format.ts";
import type { Locale } from "../../lib/i18n/locales.ts";
import type { MemberRow } from "../../lib/marketing/collections.ts";

const SHOWN = 200;

export function CollectionMembers(
  { members, preview, t, locale }: {
    members: MemberRow[];
    preview: boolean;
    t: TFunction;
    locale: Locale;
  },
) {
  const count = members.length;
  return (
    <section data-members-list={count} data-preview={preview ? "1" : "0"}>
      <h2>
        {t(
          preview ? "marketing.collections.preview_list" : "marketing.collections.member_list",
          { count },
        )}
      </h2>
      {preview && <p class="hint">{t("marketing.collections.preview_hint")}</p>}
      {count === 0 ? <p>{t("marketing.collections.no_members")}</p> : (
        // not a DataTable: also the answer to a POST preview, which sort or page links would lose
        <div class="table-wrap">
          <table class="data-table">
            <thead>
              <tr>
                <th scope="col">{t("marketing.collections.columns.image")}</th>
                <th scope="col">{t("marketing.collections.columns.style")}</th>
                <th scope="col">{t("marketing.collections.columns.name")}</th>
                <th scope="col" class="num">{t("marketing.collections.columns.price")}</th>
              </tr>
            </thead>
            <tbody>
              {members.slice(0, SHOWN).map((m) => {
                const name = inLocale(m.name, locale);
                return (
                  <tr data-member={m.id}>
                    <td>
                      {m.image
                        ? (
                          <img
                            src={`/files/${m.image}`}
                            alt={name}
                            width={48}
                            height={48}
                            loading="lazy"
                          />
                        )
                        : <span class="muted">{t("marketing.collections.no_image")}</span>}
                    </td>
                    <td>
                      <a href={`/marketing/master-items/${m.id}`}>{m.id}</a>
                    </td>
                    <td>{name}</td>
                    <td class="num">
                      {t("marketing.collections.from", {
                        price: formatCurrency(m.from_retail / 100, locale),
                      })}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {count > SHOWN && (
        <p class="hint">{t("marketing.collections.more", { count: count - SHOWN })}</p>
      )}
    </section>
  );
}
