import type { TFunction } from "i18next";

/** 'Error [code]', its text and a Home link (spec section 2). */
export function ErrorPage({ code, t, detail }: { code: number; t: TFunction; detail?: string }) {
  const text = code === 404
    ? t("errors.not_found")
    : code === 401
    ? t("errors.unauthorized")
    : t("errors.generic");
  return (
    <section class="error-page" aria-labelledby="error-title">
      <h1 id="error-title">{t("errors.title", { code })}</h1>
      <p>{text}</p>
      {detail && <p class="muted">{detail}</p>}
      <p>
        <a href="/">{t("common.home")}</a>
      </p>
    </section>
  );
}
