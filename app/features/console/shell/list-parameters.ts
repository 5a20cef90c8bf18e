import { useSearchParams } from "react-router";

/**
 * A console list's filters and page, kept in the URL so that a link to the list as one sees it
 * can be shared with a colleague, and Back returns to the previous page of it. `set` changes one
 * of them; a new filter starts the list again at page 1 and replaces the history entry, while a
 * new page adds one.
 */
export function useListParameters<Filter extends string>() {
  const [searchParams, setSearchParams] = useSearchParams();
  const page = Math.max(1, Number.parseInt(searchParams.get("page") ?? "1", 10) || 1);
  const set = (name: Filter | "page", value: string) =>
    setSearchParams(
      () => {
        // From the address bar, not this render's parameters: the router renders a navigation in a
        // transition, so a second filter changed before that render would undo the first.
        const next = new URLSearchParams(window.location.search);
        if (value && !(name === "page" && value === "1")) next.set(name, value);
        else next.delete(name);
        if (name !== "page") next.delete("page");
        return next;
      },
      { replace: name !== "page" },
    );
  return { get: (name: Filter) => searchParams.get(name), page, set };
}
