// The hidden field that carries the version an edit form's record was read at (lib/forms/version.ts).
import { VERSION_FIELD } from "../../lib/forms/version.ts";

export function VersionField({ version }: { version: string }) {
  return <input type="hidden" name={VERSION_FIELD} value={version} />;
}
