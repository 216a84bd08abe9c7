// /admin/users (site admins): every user, searchable by e-mail, name, store or vendor, paged; and
// a form to create a user, who is mailed an invitation link (lib/admin/invite.ts).
import type { Handlers, PageProps } from "$fresh/server.ts";
import type { PortalState } from "../../../lib/state.ts";
import { formValues, seeOther, validateForm } from "../../../lib/forms/mod.ts";
import { requireUser } from "../../../lib/auth/signed_in.ts";
import { linkOrigin } from "../../../lib/mail/mod.ts";
import { searchUsers, type UserList } from "../../../lib/admin/users.ts";
import { InviteSchema, inviteUser } from "../../../lib/admin/invite.ts";
import { UserListView } from "../../../components/admin/UserList.tsx";
import { type InviteFormState, UserInvite } from "../../../components/admin/UserInvite.tsx";
import { AdminHeader } from "../../../components/admin/AdminHeader.tsx";

interface Data {
  list: UserList;
  invite: InviteFormState;
  invited: string | null;
}

async function list(kv: Deno.Kv, url: URL): Promise<UserList> {
  const q = (url.searchParams.get("q") ?? "").slice(0, 200);
  const page = Number(url.searchParams.get("page") ?? "1");
  return await searchUsers(kv, q, Number.isInteger(page) ? page : 1);
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    return ctx.render({
      list: await list(ctx.state.kv, ctx.url),
      invite: { values: { Role: "member", locale: ctx.state.locale }, errors: {} },
      invited: ctx.url.searchParams.get("invited"),
    });
  },
  async POST(req, ctx) {
    const { kv, config, t, i18n } = ctx.state;
    const actor = requireUser(ctx.state);
    const form = await formValues(req);
    const values = Object.fromEntries(
      Object.entries(form).map(([k, v]) => [k, typeof v === "string" ? v : ""]),
    );
    const parsed = validateForm(form, InviteSchema, t);
    let errors: Record<string, string> = parsed.ok ? {} : parsed.errors;
    if (parsed.ok) {
      const tFor = (locale: string) => i18n.getFixedT(locale);
      const result = await inviteUser(
        kv,
        config,
        tFor,
        actor,
        parsed.data,
        linkOrigin(config),
      );
      if (result.ok) {
        return seeOther(`/admin/users?invited=${encodeURIComponent(result.user.email)}`);
      }
      errors = Object.fromEntries(
        Object.entries(result.errors).map(([field, e]) => [field, t(e.key, e.vars ?? {})]),
      );
    }
    return ctx.render({
      list: await list(kv, ctx.url),
      invite: { values, errors },
      invited: null,
    }, { status: 400 });
  },
};

export default function UsersPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t } = state;
  return (
    <>
      <AdminHeader
        t={t}
        page="admin_users"
        styles
        notice={data.invited && t("admin_users.invite.sent", { email: data.invited })}
        noticeAttrs={{ "data-invited": data.invited ?? "" }}
      />
      <UserInvite t={t} form={data.invite} />
      <UserListView t={t} list={data.list} url={url} />
    </>
  );
}
