// The post form of blog management (create and edit): both languages, tags, cover, publication
// date and time in Toronto, and the buttons Save / Publish / Preview / Unpublish. A plain HTML form;
// errors sit next to their fields and the typed values come back as typed.
import type { TFunction } from "i18next";
import { asset, Head } from "$fresh/runtime.ts";
import { Field, fieldsOf } from "../Field.tsx";
import type { Locale } from "../../lib/auth/types.ts";
import type { PostFormInput } from "../../lib/blog/schema.ts";
import type { PostEditorData } from "../../lib/blog/manage.ts";
import { Input } from "../marketing/controls.tsx";
import { PostArticle } from "./PostView.tsx";

export type { PostEditorData };

export function PostEditor(
  { data, t, locale, action }: {
    data: PostEditorData;
    t: TFunction;
    locale: Locale;
    action: string;
  },
) {
  const { values, errors } = data;
  const named = fieldsOf(values, errors);
  const field = (name: keyof PostFormInput) => ({ ...named(name), label: t(`blog.form.${name}`) });
  return (
    <>
      <Head>
        <link rel="stylesheet" href={asset("/content.css")} />
      </Head>
      {data.notice && <p class="notice" role="status">{data.notice}</p>}
      {data.problem && <p class="field-error" role="alert">{data.problem}</p>}
      {data.post && (
        <p class="muted">
          {t("blog.form.current_status", { status: t(`blog.status.${data.status}`) })}
          {" · "}
          {t("blog.form.author", { name: data.post.author.name })}
        </p>
      )}
      <form
        method="post"
        action={action}
        class="card post-editor"
        enctype="multipart/form-data"
        novalidate
      >
        <div class="grid-2">
          <Field {...field("title_en")} required maxLength={160} />
          <Field {...field("title_fr")} required maxLength={160} />
        </div>
        <div class="grid-2">
          <Field {...field("body_en")} type="textarea" hint={t("blog.form.body_hint")} />
          <Field {...field("body_fr")} type="textarea" hint={t("blog.form.body_hint")} />
        </div>
        <Field {...field("tags")} hint={t("blog.form.tags_hint")} />
        <div class="grid-2">
          <Field {...field("cover_url")} hint={t("blog.form.cover_hint")} />
          <Input
            type="file"
            name="cover_file"
            label={t("blog.form.cover_file")}
            accept="image/jpeg,image/png,image/webp"
            hint={t("blog.form.cover_file_hint")}
          />
          {values.cover_url && !errors.cover_url && (
            <figure class="cover-chosen" data-cover-chosen>
              <img src={values.cover_url} alt="" width={160} />
              <figcaption class="hint">{t("blog.form.cover_chosen")}</figcaption>
            </figure>
          )}
        </div>
        <div class="grid-2">
          <Field {...field("publish_date")} type="date" hint={t("blog.form.publish_hint")} />
          <Field
            {...field("publish_time")}
            type="text"
            placeholder="HH:MM"
            pattern="\d{2}:\d{2}"
            inputMode="numeric"
          />
        </div>
        <p class="buttons">
          <button type="submit" name="action" value="save">{t("blog.form.save")}</button>
          <button type="submit" name="action" value="publish">{t("blog.form.publish")}</button>
          <button type="submit" name="action" value="preview" class="secondary">
            {t("blog.form.preview")}
          </button>
          {data.post?.state === "published" && (
            <button type="submit" name="action" value="unpublish" class="secondary">
              {t("blog.form.unpublish")}
            </button>
          )}
        </p>
        <p class="hint">{t("blog.form.schedule_note")}</p>
      </form>
      {data.preview && (
        <section class="post-preview" aria-labelledby="preview-title" data-preview>
          <h2 id="preview-title">{t("blog.form.preview_title")}</h2>
          <div class="grid-2">
            {(["en-US", "fr-CA"] as const).map((lang) => (
              <div key={lang}>
                <p class="muted">{t(`blog.form.preview_lang_${lang.slice(0, 2)}`)}</p>
                <PostArticle
                  post={data.preview!}
                  t={t}
                  locale={locale}
                  lang={lang}
                  headingLevel={3}
                />
              </div>
            ))}
          </div>
        </section>
      )}
    </>
  );
}
