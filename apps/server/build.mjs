// Bundles the server's own code for production; every package stays outside the bundle. Our
// workspace packages (@study/shared, @study/documents, @study/exports, @study/study-engine) are loaded from their
// TypeScript source by Node (type stripping, Node >= 22.18), as in development: one copy of each at
// run time, so the server and the packages share one error class and one catalogue, and
// @study/documents and @study/exports find the worker entries they start beside their own source.
import { build } from 'esbuild';

await build({
  entryPoints: {
    main: 'src/main.ts',
    worker: 'src/worker.ts',
    // Creates the embedded database of a new data folder in a process of its own.
    'pglite-setup': 'src/db/pglite-setup.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  // What only some configurations use (Stripe, S3) is imported on demand from its own chunk, so the
  // embedded mode does not load it. Chunks sit beside the entries: the paths the code derives from
  // import.meta (the migrations) stay the same.
  splitting: true,
  chunkNames: '[name]-[hash]',
  sourcemap: true,
  logLevel: 'warning',
  packages: 'external',
});
