import { Link } from "react-router";
import { portals } from "#common/site.ts";
import { ExternalLink } from "#app/shared/ui/external-link.tsx";
import { FacultyLogin } from "./faculty-login.tsx";

const itemClass =
  "inline-flex min-h-11 items-center rounded-sm px-2 text-sm font-medium text-white underline-offset-4 hover:underline focus-visible:outline-white sm:px-3";

/** The navy strip above the header: the portal links and the two login choices. */
export function TopStrip() {
  return (
    <nav aria-label="Portals" className="bg-navy text-white">
      <ul className="mx-auto flex max-w-6xl flex-wrap items-center justify-center gap-x-1 px-2 sm:justify-end sm:px-4">
        <li>
          <Link to="/tenders" className={itemClass}>
            Tenders
          </Link>
        </li>
        <li>
          <Link to="/admin-login" className={itemClass}>
            Admin Login
          </Link>
        </li>
        <li>
          <Link to="/grievance-form" className={itemClass}>
            Grievance form<span className="hidden sm:inline">&nbsp;&amp; RTI</span>
          </Link>
        </li>
        <li>
          <Link to="/alumni" className={itemClass}>
            Alumni
          </Link>
        </li>
        <li>
          <ExternalLink href={portals.studentLogin} showIcon={false} className={itemClass}>
            Student Login
          </ExternalLink>
        </li>
        <li>
          <FacultyLogin className={`${itemClass} cursor-pointer`} />
        </li>
      </ul>
    </nav>
  );
}
