/** Pages the specification lists without content yet, spelt as it spells them; each shows "Under Construction". */
export const underConstructionPaths = [
  "/administration/Support-Services",
  "/administration/Other-Academic-Units",
  "/UGC-Guidelines",
] as const;

/**
 * Where a visitor finds, meanwhile, what a page under construction will hold: the issuing
 * body's own site, named by a message under `status.underConstruction.elsewhere`.
 */
export const underConstructionElsewhere: Readonly<
  Partial<Record<(typeof underConstructionPaths)[number], { href: string; label: "ugcGuidelines" }>>
> = {
  "/UGC-Guidelines": { href: "https://www.ugc.gov.in/", label: "ugcGuidelines" },
};
