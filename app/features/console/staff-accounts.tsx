import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent, type ReactNode } from "react";
import { toast } from "./toast.ts";
import { campusPageGroups, pageGroupKeys } from "#common/api/content.ts";
import { staffRoles, type StaffRoleKey, type StaffUser } from "#common/api/staff.ts";
import { noticeSectionKeys, type NoticeSectionKey } from "#common/notice-sections.ts";
import { useI18n, type Translate } from "#app/i18n/i18n.tsx";
import type { Language } from "#app/i18n/language.ts";
import { formatDate } from "#app/i18n/format.ts";
import { ScrollTable, tableCellClass } from "#app/shared/ui/scroll-table.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";
import { InputField, optionalText, SelectField } from "./fields.tsx";
import { ConfirmDialogButton, FormDialogButton } from "./form-dialog.tsx";
import { campusName, GrievanceCampusSelect } from "./grievance-campuses.tsx";
import { primaryButtonClass, secondaryButtonClass } from "./form-styles.ts";
import { LoadFailed } from "./list-notes.tsx";
import { sectionLabel } from "./sections.ts";

const usersKey = [consoleQueryKey, "users"];

/** The sections an editor may publish in, as checkboxes named `sections`. */
function SectionPicker({ idPrefix, chosen }: { idPrefix: string; chosen: ReadonlyArray<string> }) {
  const { t } = useI18n();
  return (
    <fieldset className="rounded border border-hairline p-3">
      <legend className="px-1 font-medium text-slate-900">{t("console.accounts.sections")}</legend>
      <div className="grid gap-x-4 sm:grid-cols-2">
        {noticeSectionKeys.map((key) => (
          <label key={key} htmlFor={`${idPrefix}-${key}`} className="flex min-h-11 items-center gap-2 text-slate-900">
            <input
              id={`${idPrefix}-${key}`}
              type="checkbox"
              name="sections"
              value={key}
              defaultChecked={chosen.includes(key)}
              className="size-5 accent-brand"
            />
            {sectionLabel(t, key)}
          </label>
        ))}
      </div>
    </fieldset>
  );
}

function useAccountChange() {
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const { t } = useI18n();
  return useMutation({
    mutationFn: ({
      user,
      change,
    }: {
      user: StaffUser;
      change: Partial<Pick<StaffUser, "disabled" | "sections" | "role" | "grievance_campus" | "name" | "page_groups">>;
    }) => call<{ user: StaffUser }>(`/users/${user._id}`, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: async ({ user }) => {
      toast.success(t("console.accounts.changed", { email: user.email }));
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
}

type AccountChange = Parameters<ReturnType<typeof useAccountChange>["mutate"]>[0]["change"];

/** A button that opens a form about one account and saves what the form says as one change to it. */
function AccountChangeDialog({
  user,
  label,
  title,
  changeOf,
  children,
}: {
  user: StaffUser;
  label: string;
  title: string;
  changeOf: (form: FormData) => AccountChange;
  children: ReactNode;
}) {
  const { t } = useI18n();
  const change = useAccountChange();
  return (
    <FormDialogButton
      label={label}
      title={title}
      placement="top"
      submitLabel={t("console.list.save")}
      pending={change.isPending}
      onSubmit={(form, close) => change.mutate({ user, change: changeOf(form) }, { onSuccess: close })}
    >
      {children}
    </FormDialogButton>
  );
}

/** The role select of the account forms, and the officer's campus when the role is grievance officer. */
function RoleFields({
  idPrefix,
  role,
  onRole,
  campus,
}: {
  idPrefix: string;
  role: StaffRoleKey;
  onRole: (role: StaffRoleKey) => void;
  campus: string | null;
}) {
  const { t, language } = useI18n();
  return (
    <>
      <SelectField
        id={`${idPrefix}-role`}
        label={t("console.accounts.role")}
        name="role"
        value={role}
        onChange={(event) => onRole(event.target.value as StaffRoleKey)}
      >
        {staffRoles.map((key) => (
          <option key={key} value={key}>
            {t(`console.roles.${key}`)}
          </option>
        ))}
      </SelectField>
      {role === "grievance_officer" ? (
        <GrievanceCampusSelect
          id={`${idPrefix}-campus`}
          label={t("console.accounts.grievanceCampus")}
          t={t}
          language={language}
          everyLabel={t("console.grievances.allCampuses")}
          name="grievance_campus"
          defaultValue={campus ?? ""}
        />
      ) : null}
    </>
  );
}

/** The officer's campus as the form gives it: empty is every campus. */
const grievanceCampusOf = (form: FormData) => optionalText(form, "grievance_campus");

/**
 * An admin invites a person (decision 0203): the account is made without a password, and its
 * owner gets a message, in the language chosen, with a link to choose one.
 */
function InviteAccount() {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const [role, setRole] = useState<StaffRoleKey>("editor");
  const [formKey, setFormKey] = useState(0);
  const invite = useMutation({
    mutationFn: (body: object) =>
      call<{ user: StaffUser }>("/users/invitations", { method: "POST", body: JSON.stringify(body) }),
    onSuccess: async ({ user }) => {
      toast.success(t("mail.invite.sent", { email: user.email }));
      setFormKey((key) => key + 1);
      await queryClient.invalidateQueries({ queryKey: usersKey });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    invite.mutate({
      email: form.get("email"),
      name: optionalText(form, "name"),
      role,
      sections: role === "editor" ? form.getAll("sections") : [],
      page_groups: role === "editor" ? form.getAll("page_groups") : [],
      faculty_id: role === "faculty" ? optionalText(form, "faculty_id") : null,
      grievance_campus: role === "grievance_officer" ? grievanceCampusOf(form) : null,
      language: form.get("language"),
    });
  };
  return (
    <section aria-labelledby="invite-account" className="rounded-xl border border-hairline bg-card p-4 sm:p-6">
      <h2 id="invite-account" className="text-h4 font-bold text-slate-900">
        {t("mail.invite.title")}
      </h2>
      <p className="mt-1 text-slate-700">{t("mail.invite.intro")}</p>
      <form key={formKey} onSubmit={submit} className="mt-4 grid gap-4 sm:grid-cols-3">
        <InputField
          id="account-email"
          label={t("console.accounts.email")}
          name="email"
          type="email"
          required
          autoComplete="off"
        />
        <InputField id="account-name" label={t("console.accounts.name")} name="name" maxLength={120} />
        <MessageLanguageSelect id="account-language" defaultValue={language} />
        <RoleFields idPrefix="account" role={role} onRole={setRole} campus={null} />
        {role === "editor" ? (
          <div className="sm:col-span-3">
            <SectionPicker idPrefix="account-section" chosen={[]} />
          </div>
        ) : null}
        {role === "editor" ? (
          <div className="space-y-4 sm:col-span-3">
            <PageGroupPicker idPrefix="account-group" chosen={[]} />
          </div>
        ) : null}
        {role === "faculty" ? (
          <InputField id="account-faculty" label={t("console.accounts.facultyId")} name="faculty_id" />
        ) : null}
        <div className="sm:col-span-3">
          <button type="submit" disabled={invite.isPending} className={primaryButtonClass}>
            {t("mail.invite.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}

/** The language a message is written in: the site's two, each named in itself. */
function MessageLanguageSelect({ id, defaultValue }: { id: string; defaultValue: Language }) {
  const { t } = useI18n();
  return (
    <SelectField id={id} label={t("mail.invite.language")} name="language" defaultValue={defaultValue}>
      <option value="en" lang="en">
        English
      </option>
      <option value="hi" lang="hi">
        हिन्दी
      </option>
    </SelectField>
  );
}

/** An invited account's invitation, sent again with a new link in the console's language. */
function InviteAgain({ user }: { user: StaffUser }) {
  const { t, language } = useI18n();
  const { call } = useConsole();
  const again = useMutation({
    mutationFn: () => call(`/users/${user._id}/invitation`, { method: "POST", body: JSON.stringify({ language }) }),
    onSuccess: () => toast.success(t("mail.invite.sentAgain", { email: user.email })),
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <button type="button" disabled={again.isPending} onClick={() => again.mutate()} className={secondaryButtonClass}>
      {t("mail.invite.again")}
    </button>
  );
}

function ResetPassword({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const reset = useMutation({
    mutationFn: (password: string) =>
      call(`/users/${user._id}/password`, { method: "PUT", body: JSON.stringify({ password }) }),
    onSuccess: () => toast.success(t("console.accounts.passwordReset", { email: user.email })),
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <FormDialogButton
      label={t("console.accounts.resetPassword")}
      title={t("console.accounts.resetPassword")}
      submitLabel={t("console.accounts.resetPassword")}
      pending={reset.isPending}
      onSubmit={(form, close) => reset.mutate(String(form.get("password")), { onSuccess: close })}
    >
      <p className="text-slate-700">{user.email}</p>
      <InputField
        id={`password-${user._id}`}
        label={t("console.accounts.newPassword")}
        name="password"
        type="password"
        required
        minLength={12}
        autoComplete="new-password"
        data-autofocus
      />
    </FormDialogButton>
  );
}

function AssignSections({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  return (
    <AccountChangeDialog
      user={user}
      label={t("console.accounts.assignSections")}
      title={t("console.accounts.sectionsTitle", { email: user.email })}
      changeOf={(form) => ({ sections: form.getAll("sections") as NoticeSectionKey[] })}
    >
      <SectionPicker idPrefix={`sections-${user._id}`} chosen={user.sections} />
    </AccountChangeDialog>
  );
}

/** A page group in words: the information pages' groups by their names, a campus's by the campus. */
function pageGroupLabel(t: Translate, language: Language, group: string): string {
  const known = pageGroupKeys.find((key) => key === group);
  if (known) return t(`console.pages.groups.${known}`);
  return campusName(t, language, group.replace(/^campus-/, ""));
}

/**
 * The page groups an editor may change, as checkboxes named `page_groups`: the information
 * pages' groups (which also cover the officials, committees and holidays their pages show),
 * and one per campus.
 */
function PageGroupPicker({ idPrefix, chosen }: { idPrefix: string; chosen: ReadonlyArray<string> }) {
  const { t, language } = useI18n();
  const groupBox = (group: string) => (
    <label key={group} htmlFor={`${idPrefix}-${group}`} className="flex min-h-11 items-center gap-2 text-slate-900">
      <input
        id={`${idPrefix}-${group}`}
        type="checkbox"
        name="page_groups"
        value={group}
        defaultChecked={chosen.includes(group)}
        className="size-5 accent-brand"
      />
      {pageGroupLabel(t, language, group)}
    </label>
  );
  return (
    <>
      <fieldset className="rounded border border-hairline p-3">
        <legend className="px-1 font-medium text-slate-900">{t("console.accounts.pageGroups")}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">{pageGroupKeys.map(groupBox)}</div>
      </fieldset>
      <fieldset className="rounded border border-hairline p-3">
        <legend className="px-1 font-medium text-slate-900">{t("console.accounts.campusGroups")}</legend>
        <div className="grid gap-x-4 sm:grid-cols-2">{campusPageGroups.map(groupBox)}</div>
      </fieldset>
    </>
  );
}

/** The person's name, which the audit log's sentences use, and for an editor the page groups they may change. */
function NameAndPageGroups({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const idPrefix = `groups-${user._id}`;
  return (
    <AccountChangeDialog
      user={user}
      label={t("console.accounts.nameAndGroups")}
      title={t("console.accounts.nameAndGroupsTitle", { email: user.email })}
      changeOf={(form) => ({
        name: optionalText(form, "name"),
        ...(user.role === "editor" ? { page_groups: form.getAll("page_groups").map(String) } : {}),
      })}
    >
      <InputField
        id={`${idPrefix}-name`}
        name="name"
        label={t("console.accounts.name")}
        defaultValue={user.name ?? ""}
        maxLength={120}
        data-autofocus
      />
      {user.role === "editor" ? <PageGroupPicker idPrefix={idPrefix} chosen={user.page_groups} /> : null}
    </AccountChangeDialog>
  );
}

/** An account's role, and an officer's campus: sections and faculty links keep their own controls. */
function ChangeRole({ user }: { user: StaffUser }) {
  const { t } = useI18n();
  const [role, setRole] = useState<StaffRoleKey>(user.role);
  return (
    <AccountChangeDialog
      user={user}
      label={t("console.accounts.changeRole")}
      title={t("console.accounts.roleTitle", { email: user.email })}
      changeOf={(form) => ({ role, grievance_campus: role === "grievance_officer" ? grievanceCampusOf(form) : null })}
    >
      <RoleFields idPrefix={`role-${user._id}`} role={role} onRole={setRole} campus={user.grievance_campus} />
    </AccountChangeDialog>
  );
}

/** What an account may reach beyond its role: an editor's sections, an officer's campus. */
function AccountReach({ user }: { user: StaffUser }) {
  const { t, language } = useI18n();
  if (user.role === "admin") return t("console.accounts.allSections");
  if (user.role === "grievance_officer") {
    return user.grievance_campus ? campusName(t, language, user.grievance_campus) : t("console.grievances.allCampuses");
  }
  return [
    ...user.sections.map((key) => sectionLabel(t, key as NoticeSectionKey)),
    ...user.page_groups.map((group) => pageGroupLabel(t, language, group)),
  ].join(", ");
}

/** /admin/accounts: every staff account, a form to add one, and the changes an admin makes. */
export function StaffAccounts() {
  const { t, language } = useI18n();
  const { call, user: me } = useConsole();
  const users = useQuery({ queryKey: usersKey, queryFn: () => call<{ users: StaffUser[] }>("/users") });
  const change = useAccountChange();
  return (
    <div className="mt-6 space-y-6">
      <InviteAccount />
      {users.isError ? <LoadFailed /> : null}
      {users.data ? (
        <ScrollTable
          columns={[
            t("console.accounts.email"),
            t("console.accounts.role"),
            t("console.accounts.reach"),
            t("console.accounts.status"),
            t("console.accounts.lastSignIn"),
            t("console.notice.actions"),
          ]}
        >
          {users.data.users.map((user) => (
            <tr key={user._id}>
              <th scope="row" className={`${tableCellClass} font-medium break-all`}>
                {user.email}
                {user.name ? <span className="block font-normal text-slate-700">{user.name}</span> : null}
              </th>
              <td className={tableCellClass}>{t(`console.roles.${user.role}`)}</td>
              <td className={tableCellClass}>
                <AccountReach user={user} />
              </td>
              <td className={tableCellClass}>
                {user.disabled
                  ? t("console.accounts.disabled")
                  : user.invited
                    ? t("mail.invite.invited")
                    : t("console.accounts.active")}
              </td>
              <td className={`${tableCellClass} whitespace-nowrap`}>
                {user.last_sign_in_at ? formatDate(user.last_sign_in_at, language) : t("console.accounts.never")}
              </td>
              <td className={tableCellClass}>
                <div className="flex flex-wrap gap-2">
                  {user._id === me._id ? null : user.disabled ? (
                    <button
                      type="button"
                      disabled={change.isPending}
                      onClick={() => change.mutate({ user, change: { disabled: false } })}
                      className={secondaryButtonClass}
                    >
                      {t("console.accounts.enable")}
                    </button>
                  ) : (
                    <ConfirmDialogButton
                      label={t("console.accounts.disable")}
                      title={t("console.accounts.disableTitle", { email: user.email })}
                      text={t("console.accounts.disableText")}
                      confirmLabel={t("console.accounts.confirmDisable")}
                      pending={change.isPending}
                      onConfirm={(close) => change.mutate({ user, change: { disabled: true } }, { onSuccess: close })}
                    />
                  )}
                  {user.invited && !user.disabled ? <InviteAgain user={user} /> : null}
                  <ResetPassword user={user} />
                  {user._id === me._id ? null : <ChangeRole user={user} />}
                  {user.role === "editor" ? <AssignSections user={user} /> : null}
                  <NameAndPageGroups user={user} />
                </div>
              </td>
            </tr>
          ))}
        </ScrollTable>
      ) : (
        <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />
      )}
    </div>
  );
}
