import type { ComponentProps } from "react";

/** The look of every card: white, hairline border, rounded. */
export const cardClass = "rounded-xl border border-hairline bg-card";

/** A card-shaped section of a page. */
export function Card({ className = "", ...props }: ComponentProps<"div">) {
  return <div className={`${cardClass} ${className}`} {...props} />;
}
