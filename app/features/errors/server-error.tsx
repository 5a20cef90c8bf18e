/** Shown when a page fails to render; the details stay in the server log. */
export function ServerError() {
  return (
    <main id="main" className="mx-auto max-w-2xl px-4 py-16 text-center">
      <h1 className="text-3xl font-bold text-slate-900">Something went wrong</h1>
      <p className="mt-4 text-lg text-slate-700">
        This page could not be shown just now. Please try again in a moment.
      </p>
      <a href="/" className="mt-8 inline-block font-semibold text-brand underline">
        Go to the home page
      </a>
    </main>
  );
}
