// Bundles the server for production: our workspace packages are inlined (they ship TypeScript
// source), every other package stays in node_modules. @study/documents stays outside too: it starts
// its parser in a worker thread from a file beside its own source, which a bundle would not carry;
// Node loads its TypeScript source directly (type stripping, Node >= 22.18).
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts', 'src/worker.ts'],
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  target: 'node22',
  format: 'esm',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@study/') && args.path !== '@study/documents'
            ? undefined
            : { path: args.path, external: true },
        );
      },
    },
  ],
});
