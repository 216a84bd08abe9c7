// HTML form bodies for the account pages (they work without JavaScript): the fields as an object,
// with the named multi-value fields (checkbox groups) as arrays and checkboxes as booleans.
import { HttpError } from "../http/errors.ts";

export async function readForm(
  req: Request,
  options: { arrays?: string[]; booleans?: string[] } = {},
): Promise<Record<string, unknown>> {
  let form: FormData;
  try {
    form = await req.formData();
  } catch {
    throw new HttpError(400, "validation.invalid_form");
  }
  const out: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    if (typeof value !== "string" || options.arrays?.includes(name)) continue;
    out[name] = value;
  }
  for (const name of options.arrays ?? []) {
    out[name] = form.getAll(name).filter((v): v is string => typeof v === "string");
  }
  for (const name of options.booleans ?? []) out[name] = form.has(name);
  return out;
}
