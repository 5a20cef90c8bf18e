import { consoleMailHandle, consoleMeta } from "#app/features/console/shell/console-meta.ts";
import { SetPasswordPage } from "#app/features/console/sign-in/set-password.tsx";

export const handle = consoleMailHandle;
export const meta = consoleMeta("mail.setPassword.title");

/** /set-password: where an invitation's or a password reset's link leads (its token in the fragment). */
export default function SetPassword() {
  return <SetPasswordPage />;
}
