/** Pages the specification lists without content yet, spelt as it spells them; each shows "Under Construction". */
export const underConstructionPaths = [
  "/administration/Support-Services",
  "/administration/Other-Academic-Units",
  "/UGC-Guidelines",
] as const;
