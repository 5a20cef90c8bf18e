import type { ReactNode } from "react";

/** The primary action of a status page: brand blue, grows a little on hover and shrinks when pressed. */
export const statusPrimaryActionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg bg-brand px-6 py-3 font-semibold text-white transition-transform duration-200 ease-out hover:bg-brand-dark motion-safe:hover:scale-105 motion-safe:active:scale-95";

export const statusSecondaryActionClass =
  "inline-flex min-h-11 items-center justify-center gap-2 rounded-lg border border-brand bg-white px-6 py-3 font-semibold text-brand transition-transform duration-200 ease-out hover:bg-slate-50 motion-safe:hover:scale-105 motion-safe:active:scale-95";

type StatusPageProps = {
  /** The large mark above the heading (404, an icon); decorative. */
  mark: ReactNode;
  title: string;
  text: ReactNode;
  actions: ReactNode;
};

/**
 * A page that says where the visitor is instead of showing content (not
 * found, under construction). Its mark, heading, text and actions rise in
 * one after another; nothing moves for visitors who prefer reduced motion.
 */
export function StatusPage({ mark, title, text, actions }: StatusPageProps) {
  return (
    <main
      id="main"
      className="mx-auto flex min-h-[70vh] max-w-2xl flex-col items-center justify-center px-4 py-16 text-center"
    >
      <div aria-hidden="true" className="motion-safe:animate-rise-in">
        {mark}
      </div>
      <h1 className="mt-4 text-3xl font-bold text-slate-900 motion-safe:animate-rise-in motion-safe:[animation-delay:150ms]">
        {title}
      </h1>
      <p className="mt-4 text-lg text-slate-700 motion-safe:animate-rise-in motion-safe:[animation-delay:300ms]">
        {text}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-4 motion-safe:animate-rise-in motion-safe:[animation-delay:450ms]">
        {actions}
      </div>
    </main>
  );
}
