// A module of its own so the programme schema (api/academics.ts) and the
// programme helpers (programs.ts), which read the schema's types, import in one direction.
export const programLevels = ["DIPLOMA", "UG", "PG"] as const;
export type ProgramLevel = (typeof programLevels)[number];
