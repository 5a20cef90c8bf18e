import { z } from "zod";

// Zod compiles its fastest parsers with `new Function`, which the pages' strict
// Content-Security-Policy forbids (and reports) in the browser. Code that the
// browser loads imports zod from here, so it parses without that.
z.config({ jitless: true });

export { z };
