import { ArrowLeft, Construction, House } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { StatusPage, statusPrimaryActionClass, statusSecondaryActionClass } from "./status-page.tsx";

/**
 * A page the specification lists but whose content is not written yet.
 * "Go back" needs the browser's history, which only script can reach (the
 * site sends no Referer, and CSP forbids `javascript:` links), so it stays
 * hidden, keeping its place, until the page has hydrated; "Go home" and the
 * browser's own Back button work without script.
 */
export function UnderConstruction() {
  const navigate = useNavigate();
  const hydrated = useIsHydrated();

  function goBack() {
    // A tab opened straight onto this page has nothing to go back to.
    if (window.history.length > 1) void navigate(-1);
    else void navigate("/");
  }

  return (
    <StatusPage
      mark={<Construction className="size-24 text-accent" strokeWidth={1.5} />}
      title="Under Construction"
      text="We are still preparing this page. Please check back soon, or carry on from the home page."
      actions={
        <>
          <button
            type="button"
            onClick={goBack}
            disabled={!hydrated}
            className={`${statusSecondaryActionClass} ${hydrated ? "" : "invisible"}`}
          >
            <ArrowLeft aria-hidden="true" className="size-5" />
            Go Back
          </button>
          <Link to="/" className={statusPrimaryActionClass}>
            <House aria-hidden="true" className="size-5" />
            Go Home
          </Link>
        </>
      }
    />
  );
}
