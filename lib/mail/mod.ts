// Portal mail. With config.SMTP_URL the message goes out through nodemailer; without it, it is kept
// in the KV outbox (["outbox", time-id], encrypted at rest because it holds one-time links) and
// printed to the server log, which is how a developer follows links locally.
import nodemailer from "nodemailer";
import type { Config } from "../config.ts";
import { decryptText, encryptText } from "../auth/crypto.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; made from `text` when absent (every mail has both). */
  html?: string;
}

const ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** The HTML part of a plain-text mail: paragraphs and line breaks kept, links clickable. */
export function htmlOf(text: string, lang?: string): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => ESCAPES[c]);
  const body = text.trim().split(/\n{2,}/).map((paragraph) =>
    `<p>${
      escape(paragraph)
        .replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`)
        .replace(/\n/g, "<br>\n")
    }</p>`
  ).join("\n");
  return `<!DOCTYPE html><html${
    lang ? ` lang="${escape(lang)}"` : ""
  }><body>\n${body}\n</body></html>`;
}

export interface OutboxEntry extends Mail {
  id: string;
  created_at: string;
}

// deno-lint-ignore no-explicit-any
const transports = new Map<string, any>();

export async function sendMail(
  kv: Deno.Kv,
  config: Config,
  plain: Mail,
  lang?: string,
): Promise<void> {
  const mail: Mail = { ...plain, html: plain.html ?? htmlOf(plain.text, lang) };
  if (config.SMTP_URL) {
    let transport = transports.get(config.SMTP_URL);
    if (!transport) {
      transport = nodemailer.createTransport(config.SMTP_URL);
      transports.set(config.SMTP_URL, transport);
    }
    await transport.sendMail({ from: config.MAIL_FROM, ...mail });
    return;
  }
  const created_at = new Date().toISOString();
  const id = `${Date.now().toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
  await kv.set(["outbox", id], {
    created_at,
    sealed: await encryptText(kv, JSON.stringify(mail)),
  }, { expireIn: 30 * 24 * 60 * 60 * 1000 });
  console.log(
    `[mail] no SMTP_URL: kept in the outbox\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
  );
}

/** The outbox, newest last, decrypted (development and tests). */
export async function readOutbox(kv: Deno.Kv, to?: string): Promise<OutboxEntry[]> {
  const out: OutboxEntry[] = [];
  for await (
    const entry of kv.list<{ created_at: string; sealed: string }>({ prefix: ["outbox"] })
  ) {
    const mail = JSON.parse(await decryptText(kv, entry.value.sealed)) as Mail;
    if (to && mail.to !== to) continue;
    out.push({ id: entry.key[1] as string, created_at: entry.value.created_at, ...mail });
  }
  return out;
}

/**
 * The origin for links in mail: config.PUBLIC_URL, never the request (its Host header is the
 * sender's to choose). Without PUBLIC_URL the server only listens on localhost (lib/config.ts),
 * so the links point there.
 */
export function linkOrigin(config: Pick<Config, "PUBLIC_URL" | "PORT">): string {
  return config.PUBLIC_URL ? new URL(config.PUBLIC_URL).origin : `http://localhost:${config.PORT}`;
}
