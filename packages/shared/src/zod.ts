import { z } from 'zod';

// In a browser, the app's Content-Security-Policy forbids `eval`, so zod's compiled parsers cannot
// run there anyway; without this, zod probes `new Function` while the first schema is built and the
// browser reports a CSP violation. The server keeps them. Every schema module of the package takes
// `z` from here, so the setting comes first wherever a schema is built, and a bundle that uses no
// schema carries no zod.
if ('document' in globalThis) z.config({ jitless: true });

export { z };
