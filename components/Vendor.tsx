// A vendor recorded by number, shown by name (the number on hover); an unknown number stays as it
// is. Names come from the request (lib/nav/labels.ts vendorLabel).
import { vendorLabel } from "../lib/nav/labels.ts";

export function Vendor({ code }: { code: string }) {
  const name = vendorLabel(code);
  return name === code ? <>{code}</> : <span title={code} data-vendor={code}>{name}</span>;
}
