import { useMutation } from "@tanstack/react-query";
import { useId, useState } from "react";
import { toast } from "./toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useConsole } from "./console-page.tsx";
import { labelClass, secondaryButtonClass } from "./form-styles.ts";

/**
 * Replaces or removes a photo (an officer's, a member's, a campus's): the file goes as the
 * request's whole body, and the server checks it by its content and resizes it. `path` is
 * the record's photo resource; `onDone` refreshes what shows the photo.
 */
export function PhotoUpload({
  path,
  hasPhoto,
  label,
  onDone,
}: {
  path: string;
  hasPhoto: boolean;
  /** Whose photo, for the field's label ("Photo of the Registrar"). */
  label: string;
  onDone: () => Promise<void>;
}) {
  const { t } = useI18n();
  const { call } = useConsole();
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const write = useMutation({
    mutationFn: (photo: File | null) =>
      call(
        path,
        photo ? { method: "PUT", body: photo, headers: { "content-type": photo.type } } : { method: "DELETE" },
      ),
    onSuccess: async (_answer, photo) => {
      toast.success(t(photo ? "console.people.photoSaved" : "console.people.photoRemoved"));
      setFile(null);
      await onDone();
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div>
        <label htmlFor={id} className={labelClass}>
          {label}
        </label>
        <input
          id={id}
          type="file"
          accept="image/jpeg,image/png,image/webp"
          className="mt-1 block min-h-11 text-slate-900"
          onChange={(event) => setFile(event.currentTarget.files?.[0] ?? null)}
        />
      </div>
      <button
        type="button"
        className={secondaryButtonClass}
        disabled={!file || write.isPending}
        onClick={() => write.mutate(file)}
      >
        {t("console.people.uploadPhoto")}
      </button>
      {hasPhoto ? (
        <button
          type="button"
          className={secondaryButtonClass}
          disabled={write.isPending}
          onClick={() => write.mutate(null)}
        >
          {t("console.people.removePhoto")}
        </button>
      ) : null}
    </div>
  );
}
