import { Link } from "react-router";

/** The page for any path the site does not have; its route answers HTTP 404. */
export function NotFound() {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <p className="text-8xl font-extrabold tracking-tight text-brand" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-3xl font-bold text-slate-900">Oops! Page not found</h1>
      <p className="mt-4 text-lg text-slate-700">
        The page you’re looking for doesn’t exist. It might have been removed, renamed, or did it ever exist?{" "}
        <span role="img" aria-label="thinking face">
          🤔
        </span>
      </p>
      <Link
        to="/"
        className="mt-8 inline-flex min-h-11 items-center rounded-lg bg-brand px-6 py-3 font-semibold text-white hover:bg-brand-dark"
      >
        Go back home
      </Link>
    </main>
  );
}
