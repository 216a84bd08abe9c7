// The files of a show or a booth page on head office's edit pages: a delete button per file (with
// a confirmation) and the upload form (kind, file, the refused upload's error at the field).
import type { TFunction } from "i18next";
import type { FileMeta, FilePurpose } from "../../lib/files/mod.ts";
import { ConfirmSubmit } from "../forms/ConfirmSubmit.tsx";

export function FileManager(
  { files, purposes, error, t }: {
    files: FileMeta[];
    purposes: FilePurpose[];
    error?: string;
    t: TFunction;
  },
) {
  return (
    <>
      {files.map((f) => (
        <form key={f.id} method="post" style="display:inline">
          <input type="hidden" name="action" value="delete_file" />
          <input type="hidden" name="id" value={f.id} />
          <ConfirmSubmit question={t("common.confirm.delete", { what: f.name })}>
            {t("shows.files.delete", { name: f.name })}
          </ConfirmSubmit>
          {" "}
        </form>
      ))}
      <form method="post" enctype="multipart/form-data" class="card" data-upload>
        <input type="hidden" name="action" value="upload" />
        <label for="purpose">{t("shows.files.kind")}</label>
        <select id="purpose" name="purpose">
          {purposes.map((p) => <option key={p} value={p}>{t(`shows.files.purpose.${p}`)}</option>)}
        </select>
        <label for="file">{t("shows.files.file")}</label>
        <input id="file" type="file" name="file" aria-invalid={error ? "true" : undefined} />
        {error && <p class="field-error" role="alert">{error}</p>}
        <p>
          <button type="submit">{t("shows.files.upload")}</button>
        </p>
      </form>
    </>
  );
}
