// Downloadable files (lib/files, served at /files/{id}): name, kind, size, date.
import type { TFunction } from "i18next";
import type { Locale } from "../../lib/auth/types.ts";
import type { FileMeta } from "../../lib/files/mod.ts";
import { formatDate, formatNumber } from "../../lib/i18n/format.ts";

export function FileList(
  { files, t, locale }: { files: FileMeta[]; t: TFunction; locale: Locale },
) {
  if (files.length === 0) return <p>{t("shows.files.none")}</p>;
  return (
    <ul class="files" data-files>
      {files.map((f) => (
        <li key={f.id}>
          <a href={`/files/${f.id}`} download={f.name}>{f.name}</a>{" "}
          <span class="muted">
            {t(`shows.files.purpose.${f.purpose}`)} ·{" "}
            {formatNumber(Math.max(1, Math.round(f.size / 1024)), locale)} KB ·{" "}
            {formatDate(f.created_at, locale)}
          </span>
        </li>
      ))}
    </ul>
  );
}
