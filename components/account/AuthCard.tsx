// A minimal centered card for the empty-layout account pages (links from e-mails).
import type { ComponentChildren } from "preact";
import { Head } from "$fresh/runtime.ts";
import { AccountStyles } from "./AccountStyles.tsx";

export function AuthCard(
  { title, appName, children }: { title: string; appName: string; children: ComponentChildren },
) {
  return (
    <main id="main" class="auth-page">
      <AccountStyles />
      <Head>
        <title key="title">{`${title} · ${appName}`}</title>
      </Head>
      <section class="card auth-card" aria-labelledby="auth-title">
        <p class="muted">{appName}</p>
        <h1 id="auth-title">{title}</h1>
        {children}
      </section>
    </main>
  );
}
