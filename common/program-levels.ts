// A module of its own so the programme schema (api/academics.ts) and the
// programme helpers (programs.ts), which read the schema's types, import in one direction.
// The specification's three levels, and the certificate courses a campus reported (decision 0186).
export const programLevels = ["DIPLOMA", "UG", "PG", "CERTIFICATE"] as const;
export type ProgramLevel = (typeof programLevels)[number];
