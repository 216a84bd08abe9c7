// /account/staff-accounts: the staff of the admin's stores (each editable in place) and a form to
// add one. Only the admin's stores and the permissions they hold are offered.
import type { TFunction } from "i18next";
import type { Permission, StorePair, User } from "../../lib/auth/types.ts";
import type { ComponentChildren } from "preact";
import { FieldError, type FieldErrors, FormErrors } from "./PasswordFields.tsx";
import type { Column } from "../../lib/forms/table.ts";
import { DataTable } from "../DataTable.tsx";
import { CheckboxGroup } from "../forms/CheckboxGroup.tsx";

export interface StaffFormValues {
  email: string;
  name: string;
  stores: number[];
  permissions: Permission[];
  disabled: boolean;
}

interface Props {
  t: TFunction;
  stores: StorePair[];
  grantable: Permission[];
  staff: User[];
  /** Values and errors of the form that failed ("new" or a staff id). */
  failed?: { form: string; values: StaffFormValues; errors: FieldErrors };
  notice?: string;
  url: URL;
}

function StaffFields(
  { t, id, stores, grantable, values, errors, withEmail }: {
    t: TFunction;
    id: string;
    stores: StorePair[];
    grantable: Permission[];
    values: StaffFormValues;
    errors: FieldErrors;
    withEmail: boolean;
  },
) {
  return (
    <>
      <FormErrors errors={errors} />
      {withEmail && (
        <>
          <label for={`${id}-email`}>{t("account.staff.email")}</label>
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            value={values.email}
            required
            aria-invalid={errors.email ? "true" : undefined}
          />
          <FieldError id={`${id}-email`} errors={errors} field="email" />
        </>
      )}
      <label for={`${id}-name`}>{t("account.staff.name")}</label>
      <input
        id={`${id}-name`}
        name="name"
        value={values.name}
        required
        aria-invalid={errors.name ? "true" : undefined}
      />
      <FieldError id={`${id}-name`} errors={errors} field="name" />
      <CheckboxGroup
        legend={t("account.staff.stores")}
        name="stores"
        options={stores.map(([number, name]) => ({
          value: String(number),
          label: `${number} · ${name}`,
        }))}
        checked={values.stores.map(String)}
      >
        <FieldError id={`${id}-stores`} errors={errors} field="stores" />
      </CheckboxGroup>
      <CheckboxGroup
        legend={t("account.staff.permissions")}
        name="permissions"
        options={grantable.map((p) => ({ value: p, label: t(`account.permissions.${p}`) }))}
        checked={values.permissions}
      />
    </>
  );
}

/** A staff member's edit form, open again with its errors after a refused save. */
function StaffEdit(
  { t, member, stores, grantable, failed }: Pick<Props, "t" | "stores" | "grantable" | "failed"> & {
    member: User;
  },
) {
  const mine = failed?.form === member.id ? failed : undefined;
  const values: StaffFormValues = mine?.values ?? {
    email: member.email,
    name: member.name,
    stores: member.Stores.map(([n]) => n),
    permissions: grantable.filter((p) => member.Permissions[p]),
    disabled: member.Disabled === true,
  };
  return (
    <details open={mine !== undefined}>
      <summary>{t("account.staff.edit")}</summary>
      <form method="post" action="/account/staff-accounts">
        <input type="hidden" name="action" value="update" />
        <input type="hidden" name="id" value={member.id} />
        <StaffFields
          t={t}
          id={`staff-${member.id}`}
          stores={stores}
          grantable={grantable}
          values={values}
          errors={mine?.errors ?? {}}
          withEmail={false}
        />
        <label class="check">
          <input type="checkbox" name="disabled" checked={values.disabled} />{" "}
          {t("account.staff.disable")}
        </label>
        <p>
          <button type="submit">{t("account.staff.save")}</button>
        </p>
      </form>
    </details>
  );
}

export const STAFF_ACCOUNTS_TABLE = "staff";

/** The staff list's columns (sortable; the CSV gives the same people without the edit forms). */
export function staffAccountColumns(
  t: TFunction,
  edit?: (member: User) => ComponentChildren,
): Column<User>[] {
  const status = (m: User) => m.Disabled ? t("account.staff.disabled") : t("account.staff.active");
  const columns: Column<User>[] = [
    { key: "name", label: t("account.staff.name"), sortable: true, value: (m) => m.name },
    { key: "email", label: t("account.staff.email"), sortable: true, value: (m) => m.email },
    {
      key: "stores",
      label: t("account.staff.stores"),
      value: (m) => m.Stores.map(([n]) => n).join(", "),
    },
    {
      key: "permissions",
      label: t("account.staff.permissions"),
      value: (m) =>
        Object.entries(m.Permissions).filter(([, on]) => on)
          .map(([p]) => t(`account.permissions.${p}`)).join(", "),
    },
    {
      key: "status",
      label: t("account.staff.status"),
      sortable: true,
      value: status,
      cell: (m) => (
        <span class="pill" data-state={m.Disabled ? "cancelled" : "active"}>{status(m)}</span>
      ),
    },
  ];
  return edit ? [...columns, { key: "edit", label: t("account.staff.edit"), cell: edit }] : columns;
}

export function StaffAccounts({ t, stores, grantable, staff, failed, notice, url }: Props) {
  const blank: StaffFormValues = {
    email: "",
    name: "",
    stores: stores.length === 1 ? [stores[0][0]] : [],
    permissions: [],
    disabled: false,
  };
  return (
    <>
      <p class="lead">{t("account.staff.intro")}</p>
      {notice && <p class="notice" role="status">{notice}</p>}
      <section aria-labelledby="staff-list-heading">
        <h2 id="staff-list-heading">{t("account.staff.list_heading")}</h2>
        <DataTable
          id={STAFF_ACCOUNTS_TABLE}
          t={t}
          url={url}
          columns={staffAccountColumns(t, (member) => (
            <StaffEdit
              t={t}
              member={member}
              stores={stores}
              grantable={grantable}
              failed={failed}
            />
          ))}
          rows={staff}
          defaults={{ sort: "name" }}
          empty={t("account.staff.none")}
          tableAttrs={{ id: "staff-table" }}
          rowAttrs={(member) => ({ "data-staff": member.email })}
        />
      </section>
      <section class="card" aria-labelledby="staff-create-heading">
        <h2 id="staff-create-heading">{t("account.staff.create_heading")}</h2>
        <form method="post" action="/account/staff-accounts" id="staff-create">
          <input type="hidden" name="action" value="create" />
          <StaffFields
            t={t}
            id="staff-new"
            stores={stores}
            grantable={grantable}
            values={failed?.form === "new" ? failed.values : blank}
            errors={failed?.form === "new" ? failed.errors : {}}
            withEmail
          />
          <p>
            <button type="submit">{t("account.staff.create")}</button>
          </p>
        </form>
      </section>
    </>
  );
}
