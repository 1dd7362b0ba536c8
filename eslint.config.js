import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

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
