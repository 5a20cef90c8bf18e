import { toast as sonner } from "sonner";

/**
 * The console's toasts (sonner's): an error replaces every toast still on screen, so a success
 * said a moment before is not left beside the failure that followed it.
 */
export const toast = {
  success: (message: string) => sonner.success(message),
  error: (message: string) => {
    sonner.dismiss();
    return sonner.error(message);
  },
};
