import { z } from "zod";

// The pages' Content-Security-Policy allows no eval, so zod cannot compile its parsers in the
// browser, and its probe for eval at a schema's creation is reported as a policy violation. These
// modules reach the browser with the offline test runner: there, zod parses without compiling.
if (typeof window !== "undefined") z.config({ jitless: true });

export { z };
