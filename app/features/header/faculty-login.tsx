import { Link } from "react-router";
import { portals, site } from "#common/site.ts";
import { DialogButton } from "#app/shared/ui/dialog.tsx";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";

const choiceClass =
  "inline-flex min-h-11 items-center justify-center rounded-lg px-5 py-2.5 text-center font-semibold transition-colors duration-150 ease-out";

/** The top strip's "Faculty Login" button and the dialog where faculty pick their login portal. */
export function FacultyLogin({ className }: { className: string }) {
  return (
    <DialogButton label="Faculty Login" buttonClassName={className} title="Welcome, Faculty!">
      {(close) => (
        <>
          <p className="mt-2 text-slate-700">Please select your login portal.</p>
          <div className="mt-6 grid gap-3 sm:grid-cols-2">
            <Link to="/logindseu" onClick={close} className={`${choiceClass} bg-brand text-white hover:bg-brand-dark`}>
              {site.shortName} Login
            </Link>
            {/* Closes too: the visitor who comes back to this tab should not find the dialog still open. */}
            <ExternalLink
              href={portals.facultySamarthLogin}
              onClick={close}
              className={`${choiceClass} border border-brand text-brand hover:bg-brand/10`}
            >
              Samarth Login
            </ExternalLink>
          </div>
        </>
      )}
    </DialogButton>
  );
}
