import { Link } from "react-router";
import { StatusPage, statusPrimaryActionClass } from "./status-page.tsx";

/** The page for any path the site does not have; its route answers HTTP 404. */
export function NotFound() {
  return (
    <StatusPage
      mark={<p className="text-8xl font-extrabold tracking-tight text-brand sm:text-9xl">404</p>}
      title="Oops! Page not found"
      text={
        <>
          The page you’re looking for doesn’t exist. It might have been removed, renamed, or did it ever exist?{" "}
          <span role="img" aria-label="thinking face">
            🤔
          </span>
        </>
      }
      actions={
        <Link to="/" className={statusPrimaryActionClass}>
          Go back home
        </Link>
      }
    />
  );
}
