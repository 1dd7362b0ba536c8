import { z } from 'zod';

// In a browser, the app's Content-Security-Policy forbids `eval`, so zod's compiled parsers cannot
// run there anyway; without this, zod probes `new Function` while the first schema is built and the
// browser reports a CSP violation. The server keeps them. Imported first by the package's entry.
if ('document' in globalThis) z.config({ jitless: true });
