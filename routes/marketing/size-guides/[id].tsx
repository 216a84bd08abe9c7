// /marketing/size-guides/{id}: a size guide in centimetres or inches (?unit=in; 2.54 cm per inch,
// to 0.1), its names in both languages, the grid to edit in the unit shown (kept in cm), and the
// styles that use it. A save changed meanwhile is refused, values kept.
import type { PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { type SizeGuideData, sizeGuideHandler } from "../../../lib/marketing/size_guide_page.ts";
import { SizeGuideView } from "../../../components/marketing/SizeGuidePage.tsx";

export const handler = sizeGuideHandler;

export default function SizeGuidePage(
  { data, state, params }: PageProps<SizeGuideData, PortalState>,
) {
  return <SizeGuideView data={data} state={state} params={params} />;
}
