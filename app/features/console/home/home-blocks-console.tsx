import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { toast } from "../shell/toast.ts";
import type { EventPopup, EventPopupWrite, StoredImage } from "#common/api/home-blocks.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { ApiFailure } from "../shell/api.ts";
import { consoleQueryKey, useConsole } from "../shell/console-page.tsx";
import { InputField, TextareaField } from "../shell/fields.tsx";
import { primaryButtonClass, secondaryButtonClass } from "../shell/form-styles.ts";
import { useHeldWhileEdited } from "../shell/held-while-edited.ts";
import { HomeImageField, useHomeImageUpload } from "./home-image-upload.tsx";
import { HomeListsEditor } from "./home-lists-editor.tsx";
import { LoadFailed } from "../shell/list-notes.tsx";

const popupKey = [consoleQueryKey, "event-popup"] as const;

/**
 * /admin/home: the home page's blocks kept in the database: the event pop-up (docs/decisions/0167),
 * then the header's pictures, the achievements and the partners (0136).
 */
export function HomeBlocksConsole() {
  const { call } = useConsole();
  const popup = useQuery({ queryKey: popupKey, queryFn: () => call<{ popup: EventPopup }>("/home/event-popup") });
  const { shown, edit, release } = useHeldWhileEdited(popup.data?.popup);
  return (
    <>
      {popup.isError ? <LoadFailed /> : null}
      {shown ? (
        <EventPopupForm key={shown.updated_at} popup={shown} onEdit={edit} onSaved={release} />
      ) : popup.isError ? null : (
        <div aria-hidden="true" className="mt-6 h-40 animate-pulse rounded-xl bg-slate-200" />
      )}
      <HomeListsEditor />
    </>
  );
}

type EventPopupFormProps = {
  popup: EventPopup;
  /** Called on every change to the form's fields or poster. */
  onEdit: () => void;
  onSaved: () => void;
};

function EventPopupForm({ popup, onEdit, onSaved }: EventPopupFormProps) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  const [poster, setPosterState] = useState<Pick<StoredImage, "id" | "small_id" | "small_url"> | null>(popup.poster);
  const setPoster = (next: typeof poster) => {
    onEdit();
    setPosterState(next);
  };

  const upload = useHomeImageUpload("poster", setPoster);
  const save = useMutation({
    mutationFn: (write: EventPopupWrite) =>
      call<{ popup: EventPopup }>("/home/event-popup", { method: "PUT", body: JSON.stringify(write) }),
    onSuccess: async () => {
      toast.success(t("console.home.saved"));
      onSaved();
      await queryClient.invalidateQueries({ queryKey: popupKey });
    },
    // Refused because another admin saved meanwhile: the form keeps what was entered.
    onError: (error: Error) =>
      toast.error(
        error instanceof ApiFailure && error.status === 409 ? t("console.home.changedMeanwhile") : error.message,
      ),
  });

  return (
    <section aria-labelledby="event-popup-title" className="mt-6">
      <h2 id="event-popup-title" className="text-xl font-semibold text-navy">
        {t("console.home.popupTitle")}
      </h2>
      <p className="mt-2 max-w-3xl text-slate-700">{t("console.home.popupIntro")}</p>
      <form
        className="mt-4 max-w-3xl space-y-4 rounded-xl border border-hairline bg-card p-4"
        onChange={onEdit}
        onSubmit={(event) => {
          event.preventDefault();
          const form = new FormData(event.currentTarget);
          const text = (name: string) => String(form.get(name) ?? "").trim();
          save.mutate({
            enabled: form.get("enabled") === "on",
            poster: poster && { id: poster.id, small_id: poster.small_id },
            link: text("link") || null,
            alt_en: text("alt_en"),
            alt_hi: text("alt_hi"),
            show_from: text("show_from") || null,
            show_until: text("show_until") || null,
            updated_at: popup.updated_at,
          });
        }}
      >
        <label className="flex min-h-11 items-center gap-2 font-medium text-slate-900">
          <input type="checkbox" name="enabled" defaultChecked={popup.enabled} />
          {t("console.home.enabled")}
        </label>
        <figure>
          <figcaption className="font-medium text-slate-900">
            {t("console.home.currentPoster")}: {poster ? null : t("console.home.shippedPoster")}
          </figcaption>
          {poster ? (
            <img
              src={poster.small_url}
              alt=""
              width={200}
              height={250}
              className="mt-2 h-[250px] w-auto rounded border border-hairline object-contain"
            />
          ) : null}
        </figure>
        <HomeImageField id="event-popup-poster" label={t("console.home.poster")} upload={upload} />
        {poster ? (
          <button type="button" className={secondaryButtonClass} onClick={() => setPoster(null)}>
            {t("console.home.useShipped")}
          </button>
        ) : null}
        <InputField id="event-popup-link" label={t("console.home.link")} name="link" defaultValue={popup.link ?? ""} />
        <TextareaField
          id="event-popup-alt-en"
          label={t("console.home.altEn")}
          name="alt_en"
          rows={2}
          required
          maxLength={300}
          defaultValue={popup.alt_en}
        />
        <TextareaField
          id="event-popup-alt-hi"
          label={t("console.home.altHi")}
          name="alt_hi"
          lang="hi"
          rows={2}
          required
          maxLength={300}
          defaultValue={popup.alt_hi}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <InputField
            id="event-popup-from"
            label={t("console.home.from")}
            name="show_from"
            type="date"
            defaultValue={popup.show_from ?? ""}
          />
          <InputField
            id="event-popup-until"
            label={t("console.home.until")}
            name="show_until"
            type="date"
            defaultValue={popup.show_until ?? ""}
          />
        </div>
        <button type="submit" className={primaryButtonClass} disabled={save.isPending || upload.isPending}>
          {t("console.home.save")}
        </button>
      </form>
    </section>
  );
}
