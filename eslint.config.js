import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Import rules that keep the layers apart (see ARCHITECTURE.md). `extra` adds whole pattern groups, `paths` exact module names. */
const layer = (message, patterns, extra = [], paths = []) => ({
  'no-restricted-imports': [
    'error',
    { patterns: [...patterns.map((pattern) => ({ group: [pattern], message })), ...extra], paths },
  ],
});

/** Full zod is 17 KiB (gzipped) more on every tool page than zod/mini: the server alone uses it. */
const fullZod = {
  name: 'zod',
  message: "Code that reaches the browser uses 'zod/mini' (README, Performance); full zod is for the server.",
};

/**
 * The browser takes a tool's client part (`core/tools/<tool>/client`), never its full definition:
 * not the registry, a tool's index, its prompt or its offline generator. One gitignore-style group,
 * so its negations apply: the first pattern matches every name right under tools, the second takes
 * the tool folders back out (so `<tool>/client`, `<tool>/schema` and the like stay allowed) while
 * the bare `<tool>` import, which is its index, stays matched. The leading `**` covers `@/` and
 * relative paths alike.
 */
const serverOnlyTools = {
  group: [
    '**/core/tools/*',
    '!**/core/tools/*/',
    '!**/core/tools/listings',
    '!**/core/tools/define-tool',
    '!**/core/tools/fields',
    '!**/core/tools/tool-listing',
    '!**/core/tools/results',
    '!**/core/tools/editable-parts',
    // Pure comparisons of results (History, merges), no tool's code.
    '!**/core/tools/result-parts',
    '!**/core/tools/rehearsal',
    '**/core/tools/*/index',
    '**/core/tools/*/prompt',
    // offline.ts and the content it reads (offline-content.ts, offline-sectors.ts, ...)
    '**/core/tools/*/offline*',
  ],
  message:
    'The browser imports a tool from `@/core/tools/<tool>/client`: prompts, personas and offline generators stay on the server.',
};

/**
 * The tools' folder names, read from src/core/tools (each also has `web/tools/<tool>/` and
 * `web/tools/<tool>-view.tsx`): a new tool's folder is kept apart the moment it exists.
 */
const TOOL_FOLDERS = readdirSync(new URL('./src/core/tools/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const WEB_TOOL_FILES = readdirSync(new URL('./src/web/tools/', import.meta.url));

/**
 * A tool's code as a zone's target: its two folders and its view's files (`<tool>-view*`), as paths
 * rather than globs, since the rule compiles a glob target again for every file it lints (about a
 * tenth of lint's time with 60 of them).
 */
const toolTargets = (tool) => [
  `./src/core/tools/${tool}`,
  `./src/web/tools/${tool}`,
  ...WEB_TOOL_FILES.filter((name) => name.startsWith(`${tool}-view`)).map((name) => `./src/web/tools/${name}`),
];

/**
 * One tool's code never imports another's, in core or in web: what tools share lives outside their
 * folders (define-tool, listings and toolPath for navigation, core/offline, web/generator).
 */
const toolZones = TOOL_FOLDERS.flatMap((tool) =>
  TOOL_FOLDERS.filter((other) => other !== tool).map((other) => ({
    target: toolTargets(tool),
    from: [`./src/core/tools/${other}/**`, `./src/web/tools/${other}/**`, `./src/web/tools/${other}-view*`],
    message: `The ${tool} tool does not import the ${other} tool: move what both need out of the tools' folders, or navigate with toolPath().`,
  })),
);

export default tseslint.config(
  // tests/lint-fixtures holds code that breaks these rules on purpose; tests/lint.test.ts lints it.
  { ignores: ['dist', 'coverage', 'test-results', 'playwright-report', 'node_modules', 'tests/lint-fixtures'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: {
      globals: { ...globals.browser, ...globals.node },
      // No rule here reads JSDoc's structure (comments stay comments): TypeScript's parser skips building it.
      parserOptions: { jsDocParsingMode: 'none' },
    },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      // TypeScript reports unused names in .ts and .tsx (noUnusedLocals, noUnusedParameters: `_name`
      // marks a parameter kept on purpose) in `npm run typecheck`, at no cost: the rule was a fifth of
      // eslint's time. Plain JavaScript (scripts/*.mjs, this file) keeps eslint's own no-unused-vars.
      '@typescript-eslint/no-unused-vars': 'off',
    },
  },
  { files: ['**/*.{js,mjs}'], rules: { 'no-unused-vars': ['error', { argsIgnorePattern: '^_' }] } },
  {
    // The screen tests' helpers (tests/support/web) are browser code like src/web, and held to its rules.
    files: ['src/**/*.{ts,tsx}', 'tests/support/web/**/*.{ts,tsx}', 'tests/lint-fixtures/**/*.ts'],
    plugins: { 'import-x': importX },
    // The preset's parser settings let the plugin read the TypeScript files an import leads to.
    settings: {
      ...importX.flatConfigs.typescript.settings,
      'import-x/resolver-next': [createTypeScriptImportResolver({ project: './tsconfig.json' })],
    },
    // Import cycles (type-only ones included) are refused by scripts/import-cycles.ts in `npm run
    // lint`, in one pass over the import lines: import-x/no-cycle cost about a fifth of eslint's time.
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: toolZones }],
    },
  },
  {
    files: ['src/core/**/*.ts'],
    rules: layer(
      'src/core runs in the browser and in Node: zod/mini and plain TypeScript only.',
      [
        'react',
        'react-*',
        'react/*',
        'fastify',
        '@fastify/*',
        'node:*',
        '@/web/*',
        '@/server/*',
        '**/web/**',
        '**/server/**',
      ],
      [],
      [fullZod],
    ),
  },
  {
    files: ['src/web/**/*.{ts,tsx}', 'tests/support/web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...layer(
        'The browser never imports the server.',
        ['@/server/*', '**/server/**', 'fastify', '@fastify/*', 'node:*'],
        [serverOnlyTools],
        [fullZod],
      ),
    },
  },
  {
    // The API's schemas stay out of the browser's bundle: calls go by name (core/api/routes.ts gives
    // the method and path), typed from the contract. The screen tests' fake server may read it whole.
    files: ['src/web/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/core/api/contract'],
              allowTypeImports: true,
              message: 'The browser imports the contract as types only; its calls go by name (web/api/client.ts).',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['src/server/**/*.ts'],
    rules: layer('The server never imports the browser app.', ['@/web/*', '**/web/**', 'react', 'react-*', 'react/*']),
  },
);
