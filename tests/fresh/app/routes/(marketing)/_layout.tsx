import type { LayoutProps } from "$fresh/server.ts";

export default function MarketingLayout({ Component }: LayoutProps) {
  return (
    <section data-layout="marketing">
      <Component />
    </section>
  );
}
