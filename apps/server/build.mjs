// Bundles the server for production: our workspace packages are inlined (they ship TypeScript
// source), every other package stays in node_modules.
import { build } from 'esbuild';

await build({
  entryPoints: ['src/main.ts'],
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
          args.path.startsWith('@study/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
