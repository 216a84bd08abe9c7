// /head-office/show/:show/announcements — Announcements: a placeholder until its area is built
// (components/PlaceholderPage.tsx; title, breadcrumb and area description from lib/routes/registry.ts).
import type { PageProps } from "$fresh/server.ts";
import { PlaceholderPage } from "../../../../../components/PlaceholderPage.tsx";
import type { PortalState } from "../../../../../lib/state.ts";

export default function Page(props: PageProps<unknown, PortalState>) {
  return <PlaceholderPage page="ho_show_announcements" {...props} />;
}
