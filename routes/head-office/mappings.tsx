// /head-office/mappings (buyers): each POS system's vendor and department codes mapped to the
// group's, and the codes imports met without a mapping (most frequent first), each one click from
// the form that maps it.
import type { PageProps } from "$fresh/server.ts";
import type { SignedInState } from "../../lib/auth/signed_in.ts";
import { type MappingsData, mappingsHandler } from "../../lib/head_office/mappings_page.ts";
import { Mappings } from "../../components/head-office/Mappings.tsx";
import { mappingColumns } from "../../components/head-office/MappingColumns.tsx";

export const handler = mappingsHandler(mappingColumns);

export default function MappingsPage({ data, state, url }: PageProps<MappingsData, SignedInState>) {
  return <Mappings data={data} state={state} url={url} />;
}
