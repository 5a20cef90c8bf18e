import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "../shell/toast.ts";
import type { Campus } from "#common/api/campus.ts";
import { campusPageGroup, mayEditGroup } from "#common/api/content.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { localizePath } from "#app/i18n/language.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField, TextareaField, optionalText } from "../shell/fields.tsx";
import { primaryButtonClass } from "../shell/form-styles.ts";
import { useHeldWhileEdited } from "../shell/held-while-edited.ts";
import { LoadFailed } from "../shell/list-notes.tsx";
import { PhotoUpload } from "../shell/photo-upload.tsx";

const campusesKey = [consoleQueryKey, "campuses"] as const;

/**
 * /admin/campuses: a campus's address, contacts, director, map link, programmes and photo.
 * An editor sees only the campuses their account is given ("campus-dwarka").
 */
export function CampusEditor() {
  const { t } = useI18n();
  const { call, user } = useConsole();
  const id = useId();
  const list = useQuery({ queryKey: campusesKey, queryFn: () => call<{ campuses: Campus[] }>("/campus") });
  const [chosen, setChosen] = useState<string>();
  const editable = (list.data?.campuses ?? []).filter((campus) => mayEditGroup(user, campusPageGroup(campus.slug)));
  const latest = editable.find((entry) => entry.slug === chosen) ?? editable[0];
  const { shown: campus, edit, release } = useHeldWhileEdited(latest, latest?.slug);
  if (list.isError) return <LoadFailed />;
  if (!list.data) return <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />;
  if (!campus) return <p className="mt-6 text-slate-700">{t("console.campusEditor.noCampus")}</p>;
  return (
    <div className="mt-6 space-y-6">
      <p className="text-slate-700">{t("console.campusEditor.intro")}</p>
      <SelectField
        id={`${id}-campus`}
        label={t("console.campusEditor.campus")}
        value={campus.slug}
        onChange={(event) => setChosen(event.currentTarget.value)}
        className="max-w-md"
      >
        {editable.map((entry) => (
          <option key={entry.slug} value={entry.slug}>
            {entry.name}
          </option>
        ))}
      </SelectField>
      <CampusForm
        key={`${campus.slug}:${campus.phone}:${campus.email}`}
        campus={campus}
        onEdit={edit}
        onSaved={release}
      />
    </div>
  );
}

type CampusFormProps = {
  campus: Campus;
  /** Called on every change to the form's fields. */
  onEdit: () => void;
  onSaved: () => void;
};

function CampusForm({ campus, onEdit, onSaved }: CampusFormProps) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const id = useId();
  // After a save of its fields or its photograph: the form shows the campus as read again.
  const refresh = async () => {
    onSaved();
    await queryClient.invalidateQueries({ queryKey: campusesKey });
  };
  const save = useMutation({
    mutationFn: (body: object) => call(`/campus/${campus.slug}`, { method: "PATCH", body: JSON.stringify(body) }),
    onSuccess: async () => {
      toast.success(t("console.campusEditor.saved", { name: campus.name }));
      await refresh();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  const field = (
    name: "address" | "address_hi" | "phone" | "email" | "director" | "director_email" | "maps_url",
    type = "text",
  ) => (
    <InputField
      id={`${id}-${name}`}
      name={name}
      type={type}
      label={t(`console.campusEditor.fields.${name}`)}
      defaultValue={campus[name] ?? ""}
      maxLength={name === "address" || name === "address_hi" ? 400 : name === "maps_url" ? 500 : 254}
      {...(name === "address_hi" ? { lang: "hi" } : {})}
    />
  );
  return (
    <div className="space-y-6">
      <form
        aria-label={campus.name}
        className="space-y-4 rounded-lg border border-hairline bg-card p-4"
        onChange={onEdit}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          save.mutate({
            address: optionalText(form, "address"),
            address_hi: optionalText(form, "address_hi"),
            phone: optionalText(form, "phone"),
            email: optionalText(form, "email"),
            director: optionalText(form, "director"),
            director_email: optionalText(form, "director_email"),
            maps_url: optionalText(form, "maps_url"),
            listed_programmes: String(form.get("listed_programmes") ?? "")
              .split("\n")
              .map((line) => line.trim())
              .filter(Boolean),
          });
        }}
      >
        <div className="grid gap-3 sm:grid-cols-2">
          {field("address")}
          {field("address_hi")}
          {field("phone", "tel")}
          {field("email", "email")}
          {field("director")}
          {field("director_email", "email")}
          {field("maps_url", "url")}
        </div>
        <TextareaField
          id={`${id}-programmes`}
          name="listed_programmes"
          label={t("console.campusEditor.fields.listed_programmes")}
          defaultValue={campus.listed_programmes.join("\n")}
          rows={8}
        />
        <div className="flex flex-wrap items-center gap-4">
          <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
            {t("console.campusEditor.save")}
          </button>
          <a
            className="font-medium text-brand underline"
            href={localizePath(`/campus/${campus.slug}`, "en")}
            target="_blank"
            rel="noopener"
          >
            {t("console.people.publicPage")}
          </a>
        </div>
      </form>
      <PhotoUpload
        path={`/campus/${campus.slug}/photo`}
        hasPhoto={campus.image_small !== null}
        label={t("console.people.photoOf", { name: campus.name })}
        onDone={refresh}
      />
    </div>
  );
}
