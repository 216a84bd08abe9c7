// /head-office/specials/edit/{form_id} ("new" creates): the order form editor as a plain form —
// vendor, names in both languages, open and deadline times in Toronto, delivery windows, lines
// typed as CSV rows, added from the catalogue (codes, with a search) or imported from a CSV/XLSX
// file (errors per line), minimum order value, rebate tiers, notes, files, published; and "copy
// for next season". The work is in lib/specials/editor.ts.
import type { Handlers } from "$fresh/server.ts";
import type { PortalState } from "../../../../lib/state.ts";
import { headedPage } from "../../../../components/orders/HeadedPage.tsx";
import { FormEditor } from "../../../../components/specials/FormEditor.tsx";
import { seeOther, textValue } from "../../../../lib/forms/mod.ts";
import { HttpError } from "../../../../lib/http/errors.ts";
import { searchCatalogue } from "../../../../lib/catalogue/mod.ts";
import { getForm } from "../../../../lib/specials/mod.ts";
import { editorValues } from "../../../../lib/specials/form_input.ts";
import {
  attachedFiles,
  copyForNextSeason,
  handleEditorPost,
} from "../../../../lib/specials/editor.ts";
import type { EditorData } from "../../../../components/specials/FormEditor.tsx";

export const handler: Handlers<EditorData, PortalState> = {
  async GET(_req, ctx) {
    const { kv } = ctx.state;
    const id = ctx.params.form_id;
    const form = id === "new" ? null : await getForm(kv, id);
    if (id !== "new" && !form) throw new HttpError(404, "specials.errors.form_not_found");
    const q = (ctx.url.searchParams.get("q") ?? "").trim().slice(0, 100);
    return ctx.render({
      id,
      values: editorValues(form),
      errors: {},
      notice: ctx.url.searchParams.get("saved"),
      files: await attachedFiles(kv, form?.files ?? []),
      q,
      results: q ? await searchCatalogue(kv, q, 100) : [],
    });
  },
  async POST(req, ctx) {
    const { kv, config, t, user } = ctx.state;
    const id = ctx.params.form_id;
    const existing = id === "new" ? null : await getForm(kv, id);
    if (id !== "new" && !existing) throw new HttpError(404, "specials.errors.form_not_found");
    if (existing && ctx.url.searchParams.get("copy") === "1") {
      const copy = await copyForNextSeason(kv, existing);
      return seeOther(`/head-office/specials/edit/${copy.id}?saved=copied`);
    }
    const result = await handleEditorPost(req, { kv, config, t, userId: user!.id }, existing);
    if ("saved" in result) {
      return seeOther(`/head-office/specials/edit/${result.saved.id}?saved=created`);
    }
    const status = Object.keys(result.errors).length > 0 ? 400 : 200;
    return ctx.render({ id, ...result, q: "", results: [] }, { status });
  },
};

export default headedPage("ho_specials_edit", FormEditor, {
  title: (data, t) => ({
    form_id: data.id === "new" ? t("specials.admin.new_form") : textValue(data.values, "name_en"),
  }),
});
