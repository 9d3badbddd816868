import { z } from 'zod';

// Zod tests whether it may compile validators with `new Function`; the shop's Content-Security-Policy
// forbids eval, and the browser reports even that caught test as a violation. Validators run
// interpreted instead. Imported by every validation module before its schemas are built.
z.config({ jitless: true });

export { z };
