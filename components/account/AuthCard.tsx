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

/** The card of a link that worked: what was done (`data-<done>="done"`), then where to go next. */
export function DoneCard(
  { title, appName, done, text, href, next }: {
    title: string;
    appName: string;
    /** The data attribute tests and scripts find the message by (`data-reset`, `data-verify`). */
    done: string;
    text: string;
    href: string;
    next: string;
  },
) {
  return (
    <AuthCard title={title} appName={appName}>
      <p role="status" {...{ [`data-${done}`]: "done" }}>{text}</p>
      <p>
        <a class="button" href={href}>{next}</a>
      </p>
    </AuthCard>
  );
}
