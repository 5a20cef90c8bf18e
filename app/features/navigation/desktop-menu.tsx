import { ChevronDown, ChevronRight } from "lucide-react";
import {
  useId,
  useRef,
  useState,
  type FocusEvent,
  type KeyboardEvent,
  type MouseEvent,
  type PointerEvent,
} from "react";
import { flushSync } from "react-dom";
import { isMenuGroup, mainMenu, type MenuGroup } from "#app/shared/navigation.ts";
import { useI18n } from "#app/i18n/i18n.tsx";
import { useIsHydrated } from "#app/shared/use-is-hydrated.ts";
import { serverChildrenKept } from "#app/shared/ui/static-region.tsx";
import { MenuLink } from "./menu-link.tsx";

const barControlClass =
  "inline-flex min-h-11 items-center gap-0.5 rounded-md min-w-11 justify-center px-1 py-2 text-sm font-medium whitespace-nowrap text-white transition-colors duration-150 ease-out hover:bg-white/10 focus-visible:outline-white aria-expanded:bg-white/10 aria-[current=page]:shadow-[inset_0_-3px_0_var(--color-accent)] xl:gap-1 xl:px-2 xl:text-[15px]";
const listControlClass =
  "flex min-h-11 w-full items-center justify-between gap-3 px-4 py-2 text-left text-[15px] text-slate-800 hover:bg-slate-100 hover:text-brand focus-visible:-outline-offset-2 aria-expanded:bg-slate-100 aria-[current=page]:font-semibold aria-[current=page]:text-brand";
const listClass = "absolute z-50 bg-white py-2 shadow-xl ring-1 ring-slate-900/10";
// Both open rightwards: on a 1024-px screen the widest case, Administration's second level, ends at 1004 px.
const dropdownClass = `${listClass} top-full left-0 w-64 rounded-b-lg border-t-2 border-accent`;
const flyoutClass = `${listClass} top-0 left-full -mt-2 w-80 rounded-lg`;

/**
 * Until the page hydrates (or when script never comes) CSS alone shows a list
 * while its group is hovered or holds focus, so every link is reachable before JavaScript.
 */
const cssOnlyListClass = "hidden [li:focus-within>&]:block [li:hover>&]:block";

/** The link or button of each item of a menu list (each <li>'s first child), in order. */
function listControls(list: Element | null | undefined): HTMLElement[] {
  return Array.from(list?.children ?? [], (item) => item.firstElementChild).filter(
    (control): control is HTMLElement => control instanceof HTMLElement,
  );
}

/**
 * Arrow keys between the items of one list: left/right along the bar,
 * up/down inside a dropdown; Home and End jump to either end. Keys that open
 * or close a dropdown are handled (and marked handled) by MenuDisclosure first.
 */
function moveFocusWithinList(event: KeyboardEvent<HTMLElement>) {
  if (event.defaultPrevented || !(event.target instanceof HTMLElement)) return;
  const list = event.target.parentElement?.parentElement;
  const controls = listControls(list);
  const index = controls.indexOf(event.target);
  if (index < 0) return;
  const [previousKey, nextKey] = list?.hasAttribute("data-menu-bar")
    ? ["ArrowLeft", "ArrowRight"]
    : ["ArrowUp", "ArrowDown"];
  const last = controls.length - 1;
  const targetIndex = {
    [previousKey!]: index === 0 ? last : index - 1,
    [nextKey!]: index === last ? 0 : index + 1,
    Home: 0,
    End: last,
  }[event.key];
  if (targetIndex === undefined) return;
  event.preventDefault();
  controls[targetIndex]?.focus();
}

/**
 * The desktop menu bar (from 1024 px), after the WAI-ARIA disclosure
 * navigation pattern: each group is a button that shows or hides its list.
 */
export function DesktopMenu() {
  const { t } = useI18n();
  return (
    <nav aria-label={t("shell.navigation.label")} className="hidden min-w-0 lg:block" onKeyDown={moveFocusWithinList}>
      {/* Wraps only when the larger text size needs more than one line. */}
      <ul data-menu-bar className="flex flex-wrap items-center">
        {mainMenu.map((entry) =>
          isMenuGroup(entry) ? (
            <MenuDisclosure key={entry.label} group={entry} level={0} />
          ) : (
            <li key={entry.label}>
              <MenuLink link={entry} className={barControlClass} />
            </li>
          ),
        )}
      </ul>
    </nav>
  );
}

/**
 * Why a dropdown is open decides what closes it: one opened by the mouse
 * closes when the pointer leaves; one opened by keyboard focus when focus
 * leaves; one opened by a click stays until a second click, Escape or focus
 * leaving, so a touch screen's emulated hover cannot undo the tap.
 */
type OpenReason = "hover" | "focus" | "click";

function MenuDisclosure({ group, level }: { group: MenuGroup; level: number }) {
  const [open, setOpen] = useState(false);
  // A list never opened keeps the server's markup, unhydrated (decision 0175): on a phone, where
  // the bar is hidden, that is most of the menu. It renders once it first opens.
  const [listRendered, setListRendered] = useState(false);
  const openReason = useRef<OpenReason | null>(null);
  const returningFocus = useRef(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const listRef = useRef<HTMLUListElement>(null);
  const listId = useId();
  const inBar = level === 0;
  const hydrated = useIsHydrated();
  const { t } = useI18n();
  const listClassName = `${inBar ? dropdownClass : flyoutClass} ${hydrated ? (open ? "" : "hidden") : cssOnlyListClass}`;

  const show = (reason: OpenReason) => {
    openReason.current = reason;
    setOpen(true);
    setListRendered(true);
  };
  const hide = () => {
    openReason.current = null;
    setOpen(false);
  };
  const showAndFocus = (which: "first" | "last") => {
    openReason.current = "focus";
    flushSync(() => {
      setOpen(true);
      setListRendered(true);
    });
    const controls = listControls(listRef.current);
    (which === "first" ? controls[0] : controls.at(-1))?.focus();
  };
  const hideAndReturnFocus = () => {
    hide();
    // The button's focus handler would open the list again; this focus is ours.
    returningFocus.current = true;
    buttonRef.current?.focus();
    returningFocus.current = false;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLLIElement>) => {
    if (event.defaultPrevented) return;
    const onButton = event.target === buttonRef.current;
    const openKey = inBar ? { ArrowDown: "first", ArrowUp: "last" }[event.key] : { ArrowRight: "first" }[event.key];
    if (event.key === "Escape" && open) {
      event.preventDefault();
      hideAndReturnFocus();
    } else if (onButton && openKey) {
      event.preventDefault();
      showAndFocus(openKey === "first" ? "first" : "last");
    } else if (!onButton && !inBar && open && event.key === "ArrowLeft") {
      event.preventDefault();
      hideAndReturnFocus();
    }
  };

  const onButtonClick = (event: MouseEvent<HTMLButtonElement>) => {
    // A keyboard "click" (Enter, Space) has no pointer detail: a plain toggle.
    const toggleOff = event.detail === 0 ? open : openReason.current === "click";
    if (toggleOff) hide();
    else show("click");
  };

  const onPointerEnter = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && !open) show("hover");
  };
  const onPointerLeave = (event: PointerEvent) => {
    if (event.pointerType === "mouse" && openReason.current === "hover") hide();
  };
  const onBlur = (event: FocusEvent<HTMLLIElement>) => {
    const focusStaysInside = event.currentTarget.contains(event.relatedTarget as Node | null);
    if (!focusStaysInside && openReason.current !== "hover") hide();
  };
  const onButtonFocus = (event: FocusEvent<HTMLButtonElement>) => {
    if (!open && !returningFocus.current && event.currentTarget.matches(":focus-visible")) show("focus");
  };
  const onItemClick = (event: MouseEvent<HTMLLIElement>) => {
    // Following a link closes the menu, even while the pointer still rests on it.
    if (event.target instanceof Element && event.target.closest("a")) hide();
  };

  return (
    <li
      className="relative"
      onPointerEnter={onPointerEnter}
      onPointerLeave={onPointerLeave}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
      onClick={onItemClick}
    >
      <button
        ref={buttonRef}
        type="button"
        aria-expanded={open}
        aria-controls={listId}
        onClick={onButtonClick}
        onFocus={onButtonFocus}
        className={inBar ? barControlClass : listControlClass}
      >
        {t(`pages.${group.label}`)}
        {inBar ? (
          <ChevronDown
            aria-hidden="true"
            className={`size-3.5 shrink-0 transition-transform xl:size-4 duration-150 ease-out ${open ? "rotate-180" : ""}`}
          />
        ) : (
          <ChevronRight aria-hidden="true" className="size-4 shrink-0" />
        )}
      </button>
      {listRendered || typeof document === "undefined" ? (
        <ul key="rendered" ref={listRef} id={listId} className={listClassName}>
          {group.items.map((entry) =>
            isMenuGroup(entry) ? (
              <MenuDisclosure key={entry.label} group={entry} level={level + 1} />
            ) : (
              <li key={entry.label}>
                <MenuLink link={entry} className={listControlClass} />
              </li>
            ),
          )}
        </ul>
      ) : (
        <ul key="served" ref={listRef} id={listId} className={listClassName} {...serverChildrenKept} />
      )}
    </li>
  );
}
