import { useMutation, useQueryClient } from "@tanstack/react-query";
import { toast } from "./toast.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { consoleQueryKey, useConsole } from "./console-page.tsx";

/**
 * Saves a change to one record of a console list (a PATCH to `path`), says
 * `savedMessage` once it lands and refreshes that list, named by `list` in the
 * console's query keys.
 */
export function useRecordChange(path: string, list: string, savedMessage: string) {
  const { t } = useI18n();
  const { call } = useConsole();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (change: object) => call(path, { method: "PATCH", body: JSON.stringify(change) }),
    onSuccess: async () => {
      toast.success(savedMessage);
      await queryClient.invalidateQueries({ queryKey: [consoleQueryKey, list] });
    },
    onError: (error: Error) => toast.error(t("console.errors.generic", { message: error.message })),
  });
}
