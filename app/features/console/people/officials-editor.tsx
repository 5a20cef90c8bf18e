import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "../shell/toast.ts";
import { groupOfPage, mayEditGroup } from "#common/api/content.ts";
import {
  committeeKeys,
  committees as committeePages,
  type Committee,
  type CommitteeKey,
  type CommitteeMember,
  type Official,
} from "#common/api/officials.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField, optionalText } from "../shell/fields.tsx";
import { ConfirmDialogButton } from "../shell/form-dialog.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { LoadFailed } from "../shell/list-notes.tsx";
import { PhotoUpload } from "../shell/photo-upload.tsx";
import { pagePath } from "#common/page-lookup.ts";

const officialsKey = [consoleQueryKey, "officials"] as const;
const committeesKey = [consoleQueryKey, "committees"] as const;

/** The person fields both forms share; a blank optional field is sent as null (cleared). */
function personBody(form: FormData, { nameRequired }: { nameRequired: boolean }) {
  return {
    name_en: nameRequired ? String(form.get("name_en") ?? "").trim() : optionalText(form, "name_en"),
    name_hi: optionalText(form, "name_hi"),
    designation_en: String(form.get("designation_en") ?? "").trim(),
    designation_hi: optionalText(form, "designation_hi"),
    email: optionalText(form, "email"),
    phone: optionalText(form, "phone"),
  };
}

type PersonValues = Pick<Official, "name_en" | "name_hi" | "designation_en" | "email" | "phone"> & {
  designation_hi: string | null;
};

function PersonFields({ person, nameRequired }: { person?: PersonValues; nameRequired: boolean }) {
  const { t } = useI18n();
  const id = useId();
  const field = (name: keyof PersonValues, type = "text") => (
    <InputField
      id={`${id}-${name}`}
      name={name}
      type={type}
      label={t(`console.people.fields.${name}`)}
      defaultValue={person?.[name] ?? ""}
      required={name === "designation_en" || (name === "name_en" && nameRequired)}
      maxLength={name === "email" ? 254 : name === "phone" ? 40 : 160}
      lang={name.endsWith("_hi") ? "hi" : undefined}
    />
  );
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      {field("name_en")}
      {field("name_hi")}
      {field("designation_en")}
      {field("designation_hi")}
      {field("email", "email")}
      {field("phone", "tel")}
    </div>
  );
}

/** /admin/officials: the five officers, then each committee's members. */
export function OfficialsEditor() {
  return (
    <div className="mt-6 space-y-10">
      <Officers />
      <Committees />
    </div>
  );
}

function Officers() {
  const { t } = useI18n();
  const { call, user } = useConsole();
  const queryClient = useQueryClient();
  const officials = useQuery({ queryKey: officialsKey, queryFn: () => call<{ officials: Official[] }>("/officials") });
  const editable = mayEditGroup(user, groupOfPage(pagePath("chancellor")));
  const refresh = () => queryClient.invalidateQueries({ queryKey: officialsKey });
  const save = useMutation({
    mutationFn: ({ id, body }: { id: string; body: object }) =>
      call(`/officials/${id}`, { method: "PATCH", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.people.saved"));
      await refresh();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const reorder = useMutation({
    mutationFn: (order: string[]) =>
      call("/officials/order", { method: "PUT", body: JSON.stringify({ officials: order }) }),
    onSuccess: refresh,
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  if (officials.isError) return <LoadFailed />;
  if (!officials.data) return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />;
  return (
    <section aria-labelledby="officers-title" className="space-y-4">
      <h2 id="officers-title" className="text-xl font-semibold text-navy">
        {t("console.people.officers")}
      </h2>
      <p className="text-slate-700">{t("console.people.officersIntro")}</p>
      {officials.data.officials.map((official, index, all) => (
        <article key={official._id} className="rounded-lg border border-hairline bg-card p-4">
          <h3 className="text-lg font-semibold text-slate-900">{official.designation_en}</h3>
          {editable ? (
            <>
              <div className="mt-2 flex flex-wrap gap-2">
                {([-1, 1] as const).map((by) => (
                  <button
                    key={by}
                    type="button"
                    className={secondaryButtonClass}
                    disabled={!all[index + by] || reorder.isPending}
                    aria-label={t(by < 0 ? "console.people.moveUpLabel" : "console.people.moveDownLabel", {
                      name: official.designation_en,
                    })}
                    onClick={() => {
                      const order = all.map((entry) => entry._id);
                      [order[index], order[index + by]] = [order[index + by]!, order[index]!];
                      reorder.mutate(order);
                    }}
                  >
                    {t(by < 0 ? "console.people.moveUp" : "console.people.moveDown")}
                  </button>
                ))}
              </div>
              <form
                className="mt-3 space-y-3"
                aria-label={official.designation_en}
                onSubmit={(event) => {
                  event.preventDefault();
                  const body = personBody(new FormData(event.currentTarget), { nameRequired: false });
                  // An officer's Hindi designation is always written; a blank one is left as it was.
                  save.mutate({
                    id: official._id,
                    body: { ...body, designation_hi: body.designation_hi ?? undefined },
                  });
                }}
              >
                <PersonFields person={official} nameRequired={false} />
                <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
                  {t("console.people.save")}
                </button>
              </form>
              <div className="mt-4">
                <PhotoUpload
                  path={`/officials/${official._id}/photo`}
                  hasPhoto={official.photo !== null}
                  label={t("console.people.photoOf", { name: official.designation_en })}
                  onDone={refresh}
                />
              </div>
            </>
          ) : (
            <p className="mt-1 text-slate-700">{official.name_en ?? t("console.people.notPublished")}</p>
          )}
        </article>
      ))}
    </section>
  );
}

function Committees() {
  const { t } = useI18n();
  const { call, user } = useConsole();
  const id = useId();
  const [chosen, setChosen] = useState<CommitteeKey>(committeeKeys[0]!);
  const list = useQuery({ queryKey: committeesKey, queryFn: () => call<{ committees: Committee[] }>("/committees") });
  if (list.isError) return <LoadFailed />;
  if (!list.data) return <div aria-hidden="true" className="h-40 animate-pulse rounded-xl bg-slate-200" />;
  const committee = list.data.committees.find((entry) => entry.key === chosen)!;
  const editable = mayEditGroup(user, groupOfPage(committeePages[chosen]));
  return (
    <section aria-labelledby="committees-title" className="space-y-4">
      <h2 id="committees-title" className="text-xl font-semibold text-navy">
        {t("console.people.committees")}
      </h2>
      <SelectField
        id={`${id}-committee`}
        label={t("console.people.committee")}
        value={chosen}
        onChange={(event) => setChosen(event.currentTarget.value as CommitteeKey)}
        className="max-w-md"
      >
        {committeeKeys.map((key) => (
          <option key={key} value={key}>
            {t(`console.people.committeeNames.${key}`)}
          </option>
        ))}
      </SelectField>
      <p>
        <a
          className="font-medium text-brand underline"
          href={localizePath(committeePages[chosen], "en")}
          target="_blank"
          rel="noopener"
        >
          {t("console.people.publicPage")}
        </a>
      </p>
      {editable ? null : <p className="text-slate-700">{t("console.people.notEditable")}</p>}
      <CommitteeEditor key={chosen} committee={committee} editable={editable} />
    </section>
  );
}

function CommitteeEditor({ committee, editable }: { committee: Committee; editable: boolean }) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const base = `/committees/${committee.key}`;
  const refresh = () => queryClient.invalidateQueries({ queryKey: committeesKey });
  const onError = (error: Error) => toast.error(t("console.errors.generic", { message: error.message }));
  const add = useMutation({
    mutationFn: (body: object) => call(`${base}/members`, { method: "POST", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.people.added"));
      await refresh();
    },
    onError,
  });
  const reorder = useMutation({
    mutationFn: (members: string[]) => call(`${base}/order`, { method: "PUT", body: JSON.stringify({ members }) }),
    onSuccess: refresh,
    onError,
  });
  const remove = useMutation({
    mutationFn: (member: CommitteeMember) => call(`${base}/members/${member._id}`, { method: "DELETE" }),
    onSuccess: async (_answer, member) => {
      toast.success(t("console.people.removed", { name: member.name_en ?? "" }));
      await refresh();
    },
    onError,
  });
  const ids = committee.members.map((member) => member._id);
  const move = (index: number, by: -1 | 1) => {
    const order = [...ids];
    [order[index], order[index + by]] = [order[index + by]!, order[index]!];
    reorder.mutate(order);
  };
  return (
    <div className="space-y-4">
      {committee.members.length === 0 ? <p className="text-slate-700">{t("console.people.noMembers")}</p> : null}
      <ol className="space-y-4">
        {committee.members.map((member, index) => (
          <li key={member._id} className="rounded-lg border border-hairline bg-card p-4">
            <p className="font-semibold text-slate-900">
              {index + 1}. {member.name_en} ({member.designation_en})
            </p>
            {editable ? (
              <>
                <MemberForm base={base} member={member} onSaved={refresh} />
                <div className="mt-3 flex flex-wrap gap-2">
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={index === 0 || reorder.isPending}
                    aria-label={t("console.people.moveUpLabel", { name: member.name_en ?? "" })}
                    onClick={() => move(index, -1)}
                  >
                    {t("console.people.moveUp")}
                  </button>
                  <button
                    type="button"
                    className={secondaryButtonClass}
                    disabled={index === ids.length - 1 || reorder.isPending}
                    aria-label={t("console.people.moveDownLabel", { name: member.name_en ?? "" })}
                    onClick={() => move(index, 1)}
                  >
                    {t("console.people.moveDown")}
                  </button>
                  <ConfirmDialogButton
                    label={t("console.people.remove")}
                    buttonName={t("console.people.removeLabel", { name: member.name_en ?? "" })}
                    title={t("console.people.removeTitle")}
                    text={t("console.people.removeText", { name: member.name_en ?? "" })}
                    confirmLabel={t("console.people.confirmRemove")}
                    pending={remove.isPending}
                    onConfirm={(close) => remove.mutate(member, { onSuccess: close })}
                  />
                </div>
                <div className="mt-3">
                  <PhotoUpload
                    path={`${base}/members/${member._id}/photo`}
                    hasPhoto={member.photo !== null}
                    label={t("console.people.photoOf", { name: member.name_en ?? "" })}
                    onDone={refresh}
                  />
                </div>
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {editable ? (
        <form
          aria-labelledby="add-member-title"
          className="space-y-3 rounded-lg border border-hairline bg-card p-4"
          onSubmit={(event) => {
            event.preventDefault();
            const form = event.currentTarget;
            add.mutate(personBody(new FormData(form), { nameRequired: true }), { onSuccess: () => form.reset() });
          }}
        >
          <h3 id="add-member-title" className="text-lg font-semibold text-slate-900">
            {t("console.people.addMember")}
          </h3>
          <PersonFields nameRequired />
          <button type="submit" className={primaryButtonClass} disabled={add.isPending}>
            {t("console.people.add")}
          </button>
        </form>
      ) : null}
    </div>
  );
}

function MemberForm({
  base,
  member,
  onSaved,
}: {
  base: string;
  member: CommitteeMember;
  onSaved: () => Promise<void>;
}) {
  const { t } = useI18n();
  const { call } = useConsole();
  const save = useMutation({
    mutationFn: (body: object) =>
      call(`${base}/members/${member._id}`, { method: "PATCH", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.people.saved"));
      await onSaved();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <form
      className="mt-3 space-y-3"
      aria-label={member.name_en ?? member.designation_en}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate(personBody(new FormData(event.currentTarget), { nameRequired: true }));
      }}
    >
      <PersonFields person={member} nameRequired />
      <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
        {t("console.people.save")}
      </button>
    </form>
  );
}
