import js from '@eslint/js';
import { readdirSync } from 'node:fs';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** The frontend's features (frontend/src/features/<name>): none imports another; pages compose them. */
const FEATURES = readdirSync(new URL('./frontend/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/**
 * The frontend reads the backend's API shapes from its view files only (`@api/*` is backend/src/modules/*, then
 * backend/src/core/* for the platform's few shapes):
 * `*.view.ts` files hold types and import nothing, and they are imported as types (erased at build).
 */
const API_VIEWS_ONLY = {
  regex: '^@api/(?!.*\\.view$)',
  message: "The frontend imports only the backend's *.view files (types), never its code.",
};

/**
 * One request pipeline (docs/architecture.md): every request goes through Nest on fastify. Nothing depends on
 * Nest's private files, and nothing brings express back beside it.
 */
const ONE_PIPELINE = [
  {
    regex: '^@nestjs/[^/]+/(internal|dist)(/|$)',
    message: "Nest's internal files are not an API (they change without notice): use @nestjs/common and @nestjs/core.",
  },
  {
    regex: '^(express|express-session|passport|multer|@nestjs/platform-express|@nestjs/passport)(/|$)',
    message: 'The app runs on @nestjs/platform-fastify: use fastify and its plugins (core/http/configure-http.ts).',
  },
];

/** Each feature may import only itself, shared code and the app's store types. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`frontend/src/features/${feature}/**/*.{ts,tsx}`],
  ignores: ['**/*.test.{ts,tsx}'],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          API_VIEWS_ONLY,
          {
            regex: `^(\\.\\./)+(features/)?(${FEATURES.filter((other) => other !== feature).join('|')})(/|$)`,
            message: `A feature does not import another feature (${feature}); compose them in a page (frontend/src/app).`,
          },
          {
            regex: '^(\\.\\./)+app/(?!store$)',
            message: 'A feature does not import the app shell (pages, layout, router).',
          },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'data/**', 'artifacts/**', '.tmp/**', '.nx/**', '**/coverage/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['frontend/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    rules: {
      'no-restricted-imports': ['error', { patterns: [API_VIEWS_ONLY] }],
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^@api/',
              allowTypeImports: true,
              message: "Import the backend's views as types (import type / export type).",
            },
          ],
        },
      ],
    },
  },
  {
    files: ['backend/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: ONE_PIPELINE }] },
  },
  {
    // The platform never imports a module: modules register their entities and seeds with it
    // (DatabaseModule.forFeature) and use its ports.
    files: ['backend/src/core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ONE_PIPELINE,
            {
              regex: '^(\\.\\./)+modules/',
              message: 'The platform (core/) never imports a module; let the module register with the platform.',
            },
          ],
        },
      ],
    },
  },
  {
    // A view is what the API sends, read by the frontend's compiler too: types that import only other views.
    files: ['backend/src/**/*.view.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...ONE_PIPELINE,
            { regex: '^(?!.*\\.view$)', message: 'A *.view.ts file imports only other views.' },
          ],
        },
      ],
    },
  },
  ...featureBoundaries,
);
