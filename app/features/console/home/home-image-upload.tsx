import { useMutation, type UseMutationResult } from "@tanstack/react-query";
import { toast } from "../shell/toast.ts";
import type { HomeImageUse, StoredImage } from "#common/api/home-blocks.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useConsole } from "../shell/console-page.tsx";
import { InputField } from "../shell/fields.tsx";

type HomeImageUploadMutation = UseMutationResult<{ image: StoredImage }, Error, File>;

/**
 * Uploads a picture for one of the home page's uses (POST /home/images?for=…, resized by the
 * server to that use's shape) and hands back the stored image. The caller keeps the mutation,
 * so a form can wait for an upload still running before it saves.
 */
export function useHomeImageUpload(
  use: HomeImageUse,
  onUploaded: (image: StoredImage) => void,
): HomeImageUploadMutation {
  const { call } = useConsole();
  return useMutation({
    mutationFn: (file: File) =>
      call<{ image: StoredImage }>(`/home/images?for=${use}`, {
        method: "POST",
        // The server judges the type by the bytes; a file the browser cannot name is sent as bytes.
        body: new Blob([file], { type: file.type || "application/octet-stream" }),
      }),
    onSuccess: ({ image }) => onUploaded(image),
    onError: (error: Error) => toast.error(error.message),
  });
}

/** The file field that starts `upload` as soon as a picture is chosen, and says so while it runs. */
export function HomeImageField({ id, label, upload }: { id: string; label: string; upload: HomeImageUploadMutation }) {
  const { t } = useI18n();
  return (
    <>
      <InputField
        id={id}
        label={label}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/avif"
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          if (file) upload.mutate(file);
        }}
      />
      {upload.isPending ? <p role="status">{t("console.home.uploading")}</p> : null}
    </>
  );
}
