// The quote parser settings the route tests save for vendor V200 (a French CSV: semicolons,
// decimal commas, a header row, columns code;description;quantity;unit price;total) and the
// version the settings form is read at (lib/forms/version.ts), which every save must carry.
import type { TestApp } from "../../helpers/app.ts";

export const V200_SETTINGS = {
  vendor: "V200",
  delimiter: ";",
  decimal_comma: "on",
  header_rows: "1",
  code: "1",
  description: "2",
  quantity: "3",
  unit_price: "4",
  total: "5",
  code_pattern: "",
  total_label: "total",
};

export async function settingsVersion(app: TestApp, cookie: string, vendor = "V200") {
  const page = await app.fetch(`/head-office/quote-parser/config?vendor=${vendor}`, {
    headers: { cookie },
  });
  return (await page.text()).match(/name="_version" value="([0-9a-f]*)"/)![1];
}
