// Specials order forms in KV. Key layout (registered in lib/db/keys.ts):
//   ["specials_forms", id] → SpecialForm (lines included, ≤ MAX_FORM_LINES)
// Orders are not kept here: each store's order is a purchase order in lib/orders with source
// "specials" and program_id = the form's id (found with listOrders by program).
import { HttpError } from "../http/errors.ts";
import { type SpecialForm, SpecialFormInput } from "./schema.ts";

export async function getForm(kv: Deno.Kv, id: string): Promise<SpecialForm | null> {
  return (await kv.get<SpecialForm>(["specials_forms", id])).value;
}

/** Every form, the latest deadline first. */
export async function listForms(kv: Deno.Kv): Promise<SpecialForm[]> {
  const out: SpecialForm[] = [];
  for await (const e of kv.list<SpecialForm>({ prefix: ["specials_forms"] })) out.push(e.value);
  return out.sort((a, b) => b.deadline.localeCompare(a.deadline) || a.id.localeCompare(b.id));
}

/** Creates (id null) or replaces a form. Bad input → 400; an unknown id → 404. */
export async function saveForm(
  kv: Deno.Kv,
  id: string | null,
  input: unknown,
  now = new Date(),
): Promise<SpecialForm> {
  const parsed = SpecialFormInput.safeParse(input);
  if (!parsed.success) {
    throw new HttpError(400, "validation.invalid_body", { zodError: parsed.error, input });
  }
  const at = now.toISOString();
  if (id === null) {
    const form: SpecialForm = {
      ...parsed.data,
      id: crypto.randomUUID(),
      created_at: at,
      updated_at: at,
    };
    const ok = await kv.atomic().check({ key: ["specials_forms", form.id], versionstamp: null })
      .set(["specials_forms", form.id], form).commit();
    if (!ok.ok) throw new HttpError(409, "orders.errors.conflict");
    return form;
  }
  const entry = await kv.get<SpecialForm>(["specials_forms", id]);
  if (!entry.value) throw new HttpError(404, "specials.errors.form_not_found");
  const form: SpecialForm = { ...entry.value, ...parsed.data, updated_at: at };
  const ok = await kv.atomic().check(entry).set(["specials_forms", id], form).commit();
  if (!ok.ok) throw new HttpError(409, "orders.errors.conflict");
  return form;
}
