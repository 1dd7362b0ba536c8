import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

/**
 * Web features import shared layers (components, lib, hooks, @study/shared), never each other
 * nor the app that composes them.
 */
const webFeatures = foldersOf('./apps/web/src/features/');
const webFeatureZones = [
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message:
      'A feature never imports another: move what both need into components or lib, or let the app compose them.',
  })),
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'Features never import the app that composes them.',
  },
];

/**
 * Server modules reach each other through what they expose (their service, plugin decorations and
 * pure helpers), never through another module's repository (its tables) or routes.
 */
const serverModules = foldersOf('./apps/server/src/modules/');
const privateFile = /\.(repository|routes)\.ts$/;
const serverModuleZones = serverModules.flatMap((owner) =>
  readdirSync(new URL(`./apps/server/src/modules/${owner}/`, import.meta.url))
    .filter((file) => privateFile.test(file))
    .map((file) => ({
      target: serverModules
        .filter((other) => other !== owner)
        .map((other) => `./apps/server/src/modules/${other}`),
      from: `./apps/server/src/modules/${owner}/${file}`,
      message: `Only the ${owner} module reads and writes its own tables: go through its service.`,
    })),
);

/**
 * A module's SQL lives in its repositories: only they (and the few files that hand tables to a
 * library or read them all) import table definitions. Better Auth's adapter takes the auth tables,
 * the session check is the auth module's one query, and the data export reads every table a user
 * owns.
 */
const tablesOnlyInRepositories = {
  target:
    './apps/server/src/modules/*/!(*.repository|*.tables|*.test|auth.plugin|session-check|data-export.service|exported-tables).ts',
  from: './apps/server/src/modules/*/*.tables.ts',
  message: 'Only repositories import tables: put the query in the module’s repository.',
};

const appImports = (allowed) => ({
  patterns: [
    {
      group: ['@study/web', '@study/web/*', '@study/server', '@study/server/*'].filter(
        (name) => !allowed.some((a) => name.startsWith(a)),
      ),
      message: 'Apps are never imported: move what is shared into packages/shared.',
    },
    {
      group: ['**/apps/*', '../../apps/*', '../../../apps/*'],
      message: 'Reach other workspaces by their package name, never by a relative path.',
    },
  ],
});

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-ssr/**',
      'data/**',
      '**/coverage/**',
      '**/test-results/**',
      '**/playwright-report/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.mjs'] } },
    },
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...webFeatureZones, ...serverModuleZones, tablesOnlyInRepositories] },
      ],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // A workspace is reached by its package name, never by a path into its folder.
      'import-x/no-relative-packages': 'error',
    },
  },
  {
    // The root's scripts start the apps from their folders, as `npm start` does.
    files: ['scripts/**'],
    rules: { 'import-x/no-relative-packages': 'off' },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', appImports([])] },
  },
  {
    files: ['apps/server/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['@study/web', '@study/web/*'],
              message: 'The server never imports the web app.',
            },
            { group: ['**/web/src/*'], message: 'The server never imports the web app.' },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx,js}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@study/server',
                '@study/server/*',
                '@study/documents',
                '@study/study-engine',
                '@study/exports',
              ],
              message: 'The web app talks to the server over HTTP and imports only @study/shared.',
            },
            { group: ['**/server/src/*'], message: 'The web app never imports the server.' },
          ],
        },
      ],
    },
  },
);
