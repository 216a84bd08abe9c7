// Portal mail. With config.SMTP_URL the message goes out through nodemailer; without it, it is kept
// in the KV outbox (["outbox", time-id], encrypted at rest because it holds one-time links) and
// printed to the server log, which is how a developer follows links locally. A mail too big for one
// KV value (an attachment) is kept in pieces under its id.
import nodemailer from "nodemailer";
import { Buffer } from "node:buffer";
import type { Config } from "../config.ts";
import { decryptText, encryptText } from "../auth/crypto.ts";

export interface Mail {
  to: string;
  subject: string;
  text: string;
  /** The HTML part; made from `text` when absent (every mail has both). */
  html?: string;
  /** Files sent with the mail (e.g. a return label PDF). */
  attachments?: Attachment[];
}

export interface Attachment {
  filename: string;
  content_type: string;
  content: Uint8Array;
}

/** A mail as the outbox keeps it (JSON): attachments in base64. */
type Kept = Omit<Mail, "attachments"> & {
  attachments?: (Omit<Attachment, "content"> & { content: string })[];
};

/** Characters of sealed mail per KV value (a value holds at most 64 KiB). */
const PIECE = 60_000;

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
    await transport.sendMail({
      from: config.MAIL_FROM,
      ...mail,
      attachments: mail.attachments?.map((a) => ({
        filename: a.filename,
        contentType: a.content_type,
        content: Buffer.from(a.content),
      })),
    });
    return;
  }
  const created_at = new Date().toISOString();
  const id = `${Date.now().toString(36).padStart(10, "0")}-${crypto.randomUUID()}`;
  const kept: Kept = {
    ...mail,
    attachments: mail.attachments?.map((a) => ({
      ...a,
      content: Buffer.from(a.content).toString("base64"),
    })),
  };
  const sealed = await encryptText(kv, JSON.stringify(kept));
  const pieces = Math.ceil(sealed.length / PIECE);
  const expireIn = 30 * 24 * 60 * 60 * 1000;
  const op = kv.atomic().set(["outbox", id], {
    created_at,
    sealed: sealed.slice(0, PIECE),
    ...(pieces > 1 ? { pieces } : {}),
  }, { expireIn });
  for (let i = 1; i < pieces; i++) {
    op.set(["outbox", id, i], sealed.slice(i * PIECE, (i + 1) * PIECE), { expireIn });
  }
  await op.commit();
  console.log(
    `[mail] no SMTP_URL: kept in the outbox\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`,
  );
}

/** The outbox, newest last, decrypted (development and tests). */
export async function readOutbox(kv: Deno.Kv, to?: string): Promise<OutboxEntry[]> {
  const out: OutboxEntry[] = [];
  for await (
    const entry of kv.list<{ created_at: string; sealed: string; pieces?: number }>({
      prefix: ["outbox"],
    })
  ) {
    if (entry.key.length !== 2) continue; // a further piece of a big mail
    const id = entry.key[1] as string;
    let sealed = entry.value.sealed;
    for (let i = 1; i < (entry.value.pieces ?? 1); i++) {
      sealed += (await kv.get<string>(["outbox", id, i])).value ?? "";
    }
    const { attachments, ...mail } = JSON.parse(await decryptText(kv, sealed)) as Kept;
    if (to && mail.to !== to) continue;
    out.push({
      id,
      created_at: entry.value.created_at,
      ...mail,
      ...(attachments
        ? {
          attachments: attachments.map((a) => ({
            ...a,
            content: new Uint8Array(Buffer.from(a.content, "base64")),
          })),
        }
        : {}),
    });
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
