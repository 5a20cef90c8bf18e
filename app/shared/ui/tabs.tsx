import { useRef, type KeyboardEvent, type ReactNode } from "react";

export type TabItem<Id extends string> = { id: Id; label: ReactNode };

type TabListProps<Id extends string> = {
  /** Prefix of the tab and panel element ids; unique on the page. */
  idPrefix: string;
  /** The tab list's accessible name. */
  label: string;
  tabs: ReadonlyArray<TabItem<Id>>;
  selected: Id;
  onSelect: (id: Id) => void;
  className?: string;
};

export const tabId = (idPrefix: string, id: string) => `${idPrefix}-tab-${id.replace(/\s+/g, "-")}`;
export const tabPanelId = (idPrefix: string, id: string) => `${idPrefix}-panel-${id.replace(/\s+/g, "-")}`;

/** The attributes of the panel a tab controls. */
export function tabPanelProps(idPrefix: string, id: string, selected: boolean) {
  return {
    role: "tabpanel",
    id: tabPanelId(idPrefix, id),
    "aria-labelledby": tabId(idPrefix, id),
    hidden: !selected,
    tabIndex: 0,
  } as const;
}

/**
 * An ARIA tab list (automatic activation): the arrow keys, Home and End move
 * between tabs and select the one they reach; only the selected tab is in the
 * Tab order, so Tab goes straight on to its panel.
 */
export function TabList<Id extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  className = "",
}: TabListProps<Id>) {
  const buttons = useRef(new Map<Id, HTMLButtonElement>());

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    }[event.key];
    const tab = next === undefined ? undefined : tabs[next];
    if (!tab) return;
    event.preventDefault();
    onSelect(tab.id);
    buttons.current.get(tab.id)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={`flex flex-wrap gap-2 ${className}`} onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const isSelected = tab.id === selected;
        return (
          <button
            key={tab.id}
            ref={(element) => {
              if (element) buttons.current.set(tab.id, element);
              else buttons.current.delete(tab.id);
            }}
            type="button"
            role="tab"
            id={tabId(idPrefix, tab.id)}
            aria-selected={isSelected}
            aria-controls={tabPanelId(idPrefix, tab.id)}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            className={`min-h-11 rounded-lg px-4 py-2 font-semibold ${
              isSelected ? "bg-brand text-white" : "border border-hairline bg-card text-slate-800 hover:bg-slate-100"
            }`}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
