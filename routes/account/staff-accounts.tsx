// /account/staff-accounts: a Store_Admin creates, edits and disables the staff accounts of their own
// stores (lib/auth/staff.ts holds the rules).
import type { Handlers, PageProps } from "$fresh/server.ts";
import { AccountPageHeader } from "../../components/account/AccountStyles.tsx";
import type { PortalState } from "../../lib/state.ts";
import { HttpError } from "../../lib/http/errors.ts";
import {
  STAFF_ACCOUNTS_TABLE,
  staffAccountColumns,
  StaffAccounts,
  type StaffFormValues,
} from "../../components/account/StaffAccounts.tsx";
import { csvResponseFor } from "../../lib/forms/table.ts";
import type { FieldErrors } from "../../components/account/PasswordFields.tsx";
import { formValues, seeOther, validateForm } from "../../lib/forms/mod.ts";
import { StaffSchema } from "../../lib/auth/schema.ts";
import {
  assertStoreAdmin,
  createStaff,
  grantablePermissions,
  listStaff,
  updateStaff,
} from "../../lib/auth/staff.ts";
import { getUser } from "../../lib/auth/store.ts";
import { type Permission, PERMISSIONS, type User } from "../../lib/auth/types.ts";
import { linkOrigin } from "../../lib/mail/mod.ts";

interface Data {
  staff: User[];
  failed?: { form: string; values: StaffFormValues; errors: FieldErrors };
  notice?: string;
}

function staffValues(form: Record<string, unknown>): StaffFormValues {
  return {
    email: typeof form.email === "string" ? form.email : "",
    name: typeof form.name === "string" ? form.name : "",
    stores: (form.stores as string[]).map(Number).filter(Number.isInteger),
    permissions: (form.permissions as string[]).filter((p): p is Permission =>
      (PERMISSIONS as readonly string[]).includes(p)
    ),
    disabled: form.disabled === true,
  };
}

export const handler: Handlers<Data, PortalState> = {
  async GET(_req, ctx) {
    const { user, kv, t } = ctx.state;
    assertStoreAdmin(user);
    const created = ctx.url.searchParams.get("created");
    const saved = ctx.url.searchParams.get("saved");
    const notice = created
      ? t("account.staff.created", { email: created })
      : saved
      ? t("account.staff.saved", { email: saved })
      : undefined;
    const staff = await listStaff(kv, user);
    return csvResponseFor(ctx.url, STAFF_ACCOUNTS_TABLE, staffAccountColumns(t), staff, "staff", {
      sort: "name",
      locale: ctx.state.locale,
    }) ?? ctx.render({ staff, notice });
  },
  async POST(req, ctx) {
    const { user, kv, t, config } = ctx.state;
    assertStoreAdmin(user);
    const form = await formValues(req, {
      arrays: ["stores", "permissions"],
      booleans: ["disabled"],
    });
    const formId = form.action === "update" && typeof form.id === "string" ? form.id : "new";
    const input = formId === "new" ? form : {
      ...form,
      email: (await getUser(kv, formId))?.email ?? "",
    };
    const parsed = validateForm(input, StaffSchema, t);
    const fail = async (errors: FieldErrors, status = 400) =>
      ctx.render({
        staff: await listStaff(kv, user),
        failed: { form: formId, values: staffValues(form), errors },
      }, { status });
    if (!parsed.ok) return await fail(parsed.errors);
    try {
      if (formId === "new") {
        const created = await createStaff(
          kv,
          config,
          t,
          user,
          parsed.data,
          linkOrigin(config),
        );
        return seeOther(`/account/staff-accounts?created=${encodeURIComponent(created.email)}`);
      }
      const updated = await updateStaff(kv, user, formId, parsed.data);
      return seeOther(`/account/staff-accounts?saved=${encodeURIComponent(updated.email)}`);
    } catch (error) {
      if (error instanceof HttpError && error.status !== 401 && error.status !== 404) {
        return await fail({ _: t(error.key, error.vars) }, error.status);
      }
      throw error;
    }
  },
};

export default function StaffAccountsPage({ data, state, url }: PageProps<Data, PortalState>) {
  const { t, user } = state;
  return (
    <>
      <AccountPageHeader t={t} title={t("account.staff.title")} />
      <StaffAccounts
        t={t}
        stores={user!.Stores}
        grantable={grantablePermissions(user!)}
        staff={data.staff}
        failed={data.failed}
        notice={data.notice}
        url={url}
      />
    </>
  );
}
