import type { LayoutProps, RouteConfig } from "$fresh/server.ts";

export const config: RouteConfig = { skipInheritedLayouts: true };

export default function SoloLayout({ Component }: LayoutProps) {
  return (
    <div data-layout="solo">
      <Component />
    </div>
  );
}
