import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useId, useState, type ReactNode } from "react";
import { toast } from "../shell/toast.ts";
import {
  homeBlockLimits,
  partnerIcons,
  type Achievement,
  type HeaderImage,
  type HomeImageUse,
  type HomePicture,
  type Partner,
} from "#common/api/home-blocks.ts";
import { formatNumber } from "#app/i18n/format.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ApiFailure } from "../shell/api.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, SelectField, TextareaField } from "../shell/fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { HomeImageField, useHomeImageUpload } from "./home-image-upload.tsx";
import { LoadFailed } from "../shell/list-notes.tsx";

/** A picture as a write names it: a shipped one by name, or an uploaded one's two sizes. */
const pictureWrite = (image: HomePicture) =>
  image.uploaded ? { id: image.uploaded.id, small_id: image.uploaded.small_id } : { shipped: image.shipped ?? "" };

/** A list as `GET /home/{block}` answers it: its entries under the block's key, and its version. */
type ListAnswer<Entry> = { version: string } & Record<string, Entry[] | string>;

type ListProps<Entry> = {
  /** The block's API path under /home, and the key its list answers under. */
  block: "header-images" | "achievements" | "partners";
  field: string;
  heading: string;
  intro: string;
  /** An entry for "Add", and the entry as the write sends it. */
  blank: () => Entry;
  toWrite: (entry: Entry) => object;
  /** Whether an entry may be added (the block's limit). */
  limit: number;
  fields: (entry: Entry, number: number, change: (entry: Entry) => void) => ReactNode;
};

/**
 * One of the home page's lists (docs/decisions/0136): its entries in order, each with its
 * fields and buttons to move it up or down or remove it, one to add an entry, and one to save
 * the whole list through `PUT /home/{block}`, which the server judges.
 */
function HomeList<Entry>({ block, field, heading, intro, blank, toWrite, limit, fields }: ListProps<Entry>) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const id = useId();
  const key = [consoleQueryKey, "home", block] as const;
  const list = useQuery({ queryKey: key, queryFn: () => call<ListAnswer<Entry>>(`/home/${block}`) });
  // The edits, with the version of the list they were made to: the save names it, and is
  // refused (409) rather than overwrite what another admin saved meanwhile. A refused save
  // leaves the edits on screen.
  const [edited, setEdited] = useState<{ entries: Entry[]; from: string | undefined }>();
  const entries = edited?.entries ?? (list.data?.[field] as Entry[] | undefined);
  const version = edited ? edited.from : list.data?.version;
  const edit = (next: Entry[]) => setEdited({ entries: next, from: version });
  const save = useMutation({
    mutationFn: (write: Entry[]) =>
      call<ListAnswer<Entry>>(`/home/${block}`, {
        method: "PUT",
        body: JSON.stringify({ [field]: write.map(toWrite), version }),
      }),
    onSuccess: async () => {
      toast.success(t("console.homeLists.saved", { list: heading }));
      setEdited(undefined);
      await queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error: Error) =>
      toast.error(
        error instanceof ApiFailure && error.status === 409
          ? t("console.homeLists.changedMeanwhile", { list: heading })
          : error.message,
      ),
  });
  const move = (from: number, to: number) => {
    if (!entries || to < 0 || to >= entries.length) return;
    const next = [...entries];
    const [moved] = next.splice(from, 1);
    next.splice(to, 0, moved!);
    edit(next);
  };
  return (
    <section aria-labelledby={`${id}-title`} className="mt-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-navy">
        {heading}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{intro}</p>
      {list.isError ? <LoadFailed /> : null}
      {entries ? (
        <form
          className="mt-4 max-w-3xl space-y-4"
          onSubmit={(event) => {
            event.preventDefault();
            save.mutate(entries);
          }}
        >
          <ol className="space-y-4">
            {entries.map((entry, index) => {
              const number = formatNumber(index + 1);
              return (
                <li key={index} className="space-y-3 rounded-xl border border-hairline bg-card p-4">
                  <p className="font-semibold text-slate-900">{t("console.homeLists.entry", { number })}</p>
                  {fields(entry, index + 1, (changed) =>
                    edit(entries.map((other, at) => (at === index ? changed : other))),
                  )}
                  <div className="flex flex-wrap gap-2">
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={index === 0}
                      onClick={() => move(index, index - 1)}
                    >
                      {t("console.homeLists.moveUp", { number })}
                    </button>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      disabled={index === entries.length - 1}
                      onClick={() => move(index, index + 1)}
                    >
                      {t("console.homeLists.moveDown", { number })}
                    </button>
                    <button
                      type="button"
                      className={secondaryButtonClass}
                      onClick={() => edit(entries.filter((_, at) => at !== index))}
                    >
                      {t("console.homeLists.remove", { number })}
                    </button>
                  </div>
                </li>
              );
            })}
          </ol>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className={secondaryButtonClass}
              disabled={entries.length >= limit}
              onClick={() => edit([...entries, blank()])}
            >
              {t("console.homeLists.add")}
            </button>
            <button type="submit" className={primaryButtonClass} disabled={save.isPending}>
              {t("console.homeLists.save", { list: heading })}
            </button>
          </div>
        </form>
      ) : list.isError ? null : (
        <div aria-hidden="true" className="mt-4 h-24 animate-pulse rounded-xl bg-slate-200" />
      )}
    </section>
  );
}

/** An entry's picture: the one in place, and a file to upload in its stead (resized for `use` by the server). */
function PictureField({
  id,
  label,
  use,
  image,
  onChange,
}: {
  id: string;
  label: string;
  use: HomeImageUse;
  image: HomePicture;
  onChange: (image: HomePicture) => void;
}) {
  const { t } = useI18n();
  const upload = useHomeImageUpload(use, (uploaded) => onChange({ shipped: null, uploaded }));
  return (
    <div className="space-y-2">
      <p className="text-slate-700">
        {image.uploaded ? (
          <img
            src={image.uploaded.small_url}
            alt=""
            width={use === "header" ? 180 : 200}
            height={use === "header" ? 60 : 100}
            className="rounded border border-hairline"
          />
        ) : (
          t("console.homeLists.shippedPicture", { name: image.shipped ?? "" })
        )}
      </p>
      <HomeImageField id={id} label={label} upload={upload} />
    </div>
  );
}

/** The header's pictures, the achievements and the partners, each edited and saved as a list. */
export function HomeListsEditor() {
  const { t } = useI18n();
  const id = useId();
  const fieldId = (number: number, name: string) => `${id}-${number}-${name}`;
  return (
    <>
      <HomeList<HeaderImage>
        block="header-images"
        field="images"
        heading={t("console.homeLists.headerTitle")}
        intro={t("console.homeLists.headerIntro")}
        limit={homeBlockLimits.headerImages}
        blank={() => ({ image: { shipped: "campus-skyline", uploaded: null }, alt_en: "", alt_hi: "" })}
        toWrite={({ image, alt_en, alt_hi }) => ({ image: pictureWrite(image), alt_en, alt_hi })}
        fields={(entry, number, change) => (
          <>
            <PictureField
              id={fieldId(number, "header-picture")}
              label={t("console.homeLists.picture", { number: formatNumber(number) })}
              use="header"
              image={entry.image}
              onChange={(image) => change({ ...entry, image })}
            />
            <InputField
              id={fieldId(number, "header-alt-en")}
              label={t("console.homeLists.altEn", { number: formatNumber(number) })}
              value={entry.alt_en}
              required
              maxLength={300}
              onChange={(event) => change({ ...entry, alt_en: event.target.value })}
            />
            <InputField
              id={fieldId(number, "header-alt-hi")}
              label={t("console.homeLists.altHi", { number: formatNumber(number) })}
              lang="hi"
              value={entry.alt_hi}
              required
              maxLength={300}
              onChange={(event) => change({ ...entry, alt_hi: event.target.value })}
            />
          </>
        )}
      />
      <HomeList<Achievement>
        block="achievements"
        field="achievements"
        heading={t("console.homeLists.achievementsTitle")}
        intro={t("console.homeLists.achievementsIntro")}
        limit={homeBlockLimits.achievements}
        blank={() => ({
          image: { shipped: "placements", uploaded: null },
          title_en: "",
          title_hi: "",
          text_en: "",
          text_hi: "",
        })}
        toWrite={({ image, ...text }) => ({ image: pictureWrite(image), ...text })}
        fields={(entry, number, change) => {
          const n = formatNumber(number);
          return (
            <>
              <PictureField
                id={fieldId(number, "achievement-picture")}
                label={t("console.homeLists.picture", { number: n })}
                use="achievement"
                image={entry.image}
                onChange={(image) => change({ ...entry, image })}
              />
              <div className="grid gap-3 sm:grid-cols-2">
                <InputField
                  id={fieldId(number, "achievement-title-en")}
                  label={t("console.homeLists.titleEn", { number: n })}
                  value={entry.title_en}
                  required
                  maxLength={80}
                  onChange={(event) => change({ ...entry, title_en: event.target.value })}
                />
                <InputField
                  id={fieldId(number, "achievement-title-hi")}
                  label={t("console.homeLists.titleHi", { number: n })}
                  lang="hi"
                  value={entry.title_hi}
                  required
                  maxLength={80}
                  onChange={(event) => change({ ...entry, title_hi: event.target.value })}
                />
                <TextareaField
                  id={fieldId(number, "achievement-text-en")}
                  label={t("console.homeLists.textEn", { number: n })}
                  rows={2}
                  value={entry.text_en}
                  required
                  maxLength={200}
                  onChange={(event) => change({ ...entry, text_en: event.target.value })}
                />
                <TextareaField
                  id={fieldId(number, "achievement-text-hi")}
                  label={t("console.homeLists.textHi", { number: n })}
                  lang="hi"
                  rows={2}
                  value={entry.text_hi}
                  required
                  maxLength={200}
                  onChange={(event) => change({ ...entry, text_hi: event.target.value })}
                />
              </div>
            </>
          );
        }}
      />
      <HomeList<Partner>
        block="partners"
        field="partners"
        heading={t("console.homeLists.partnersTitle")}
        intro={t("console.homeLists.partnersIntro")}
        limit={homeBlockLimits.partners}
        blank={() => ({ icon: "industry", name_en: "", name_hi: "", link: null })}
        toWrite={(partner) => partner}
        fields={(entry, number, change) => {
          const n = formatNumber(number);
          return (
            <div className="grid gap-3 sm:grid-cols-2">
              <InputField
                id={fieldId(number, "partner-name-en")}
                label={t("console.homeLists.nameEn", { number: n })}
                value={entry.name_en}
                required
                maxLength={80}
                onChange={(event) => change({ ...entry, name_en: event.target.value })}
              />
              <InputField
                id={fieldId(number, "partner-name-hi")}
                label={t("console.homeLists.nameHi", { number: n })}
                lang="hi"
                value={entry.name_hi}
                required
                maxLength={80}
                onChange={(event) => change({ ...entry, name_hi: event.target.value })}
              />
              <SelectField
                id={fieldId(number, "partner-icon")}
                label={t("console.homeLists.icon", { number: n })}
                value={entry.icon}
                onChange={(event) => change({ ...entry, icon: event.target.value as Partner["icon"] })}
              >
                {partnerIcons.map((icon) => (
                  <option key={icon} value={icon}>
                    {t(`console.homeLists.icons.${icon}`)}
                  </option>
                ))}
              </SelectField>
              <InputField
                id={fieldId(number, "partner-link")}
                label={t("console.homeLists.link", { number: n })}
                value={entry.link ?? ""}
                maxLength={500}
                onChange={(event) => change({ ...entry, link: event.target.value.trim() || null })}
              />
            </div>
          );
        }}
      />
    </>
  );
}
