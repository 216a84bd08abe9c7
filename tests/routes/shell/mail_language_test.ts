// Mail in the recipient's language, with an HTML part beside the text (issue 32: a French account
// got its reset mail in English, in plain text only).
import assert from "node:assert/strict";
import { postForm, postJson, signedInTest } from "../account/helpers.ts";
import { readOutbox } from "../../../lib/mail/mod.ts";
import { i18nFor } from "../../../lib/i18n/mod.ts";

signedInTest(
  "a French account's reset mail is in French, with an HTML part, whoever asks",
  "owner@example.com",
  async (app, cookie) => {
    await postForm(app, "/account", { action: "locale", locale: "fr-CA" }, { cookie });
    // Asked from an English browser, signed out.
    const res = await postJson(app, "/api/account/request-password-reset", {
      email: "owner@example.com",
    }, { "accept-language": "en-US", cookie: "locale=en-US" });
    assert.equal(res.status, 200);
    await res.body?.cancel();
    const mail = (await readOutbox(app.kv, "owner@example.com")).at(-1)!;
    assert.equal(mail.subject, i18nFor("fr-CA").t("account.mail.reset_subject"));
    assert.notEqual(mail.subject, i18nFor("en-US").t("account.mail.reset_subject"));
    assert.match(mail.html ?? "", /^<!DOCTYPE html><html lang="fr-CA">/);
    assert.match(mail.html ?? "", /<a href="https?:\/\/[^"]+\/account\/change-password\/[^"]+">/);
  },
);
