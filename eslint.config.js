import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import importPlugin from 'eslint-plugin-import';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

/** The folders directly under `dir`: boundaries follow the tree, so a new module or feature is covered the day it lands. */
const foldersOf = (dir) =>
  readdirSync(new URL(dir, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const SERVER = 'apps/server/src';
const WEB = 'apps/web/src';
const serverModules = foldersOf(`./${SERVER}/modules/`);
const webFeatures = foldersOf(`./${WEB}/features/`);

// Import boundaries: packages never reach into apps; a server module reads another module's data only
// through its service (never its repo or tables); the sync engine knows no dataset's ingest (each
// `<domain>.sync.ts` registers itself); shared server code (lib) knows no module; web features
// do not import each other or app/, and shared/ knows no feature. No import cycles anywhere.
// The identity tables (users, companies, memberships, in auth) are every module's base: any repo may join them.
const dataOf = (other) => [
  `./${SERVER}/modules/${other}/**/*.repo.ts`,
  ...(other === 'auth' ? [] : [`./${SERVER}/modules/${other}/**/*.tables.ts`]),
];
const moduleDataZones = serverModules.map((name) => ({
  target: `./${SERVER}/modules/${name}`,
  from: serverModules.filter((other) => other !== name).flatMap(dataOf),
  message: 'Модуль обращается к данным другого модуля только через его сервис.',
}));
const layerZones = [
  {
    target: `./${SERVER}/modules/sync`,
    from: `./${SERVER}/modules/*/*.sync.ts`,
    message: 'Движок синхронизации не знает наборов данных: модуль регистрирует свой <домен>.sync.ts сам.',
  },
  {
    target: `./${SERVER}/lib`,
    from: `./${SERVER}/modules`,
    message: 'Общий код сервера (lib/) не зависит от модулей.',
  },
  ...webFeatures.map((name) => ({
    target: `./${WEB}/features/${name}`,
    from: [
      `./${WEB}/app`,
      ...webFeatures.filter((other) => other !== name).map((other) => `./${WEB}/features/${other}`),
    ],
    message: 'Разделы веб-приложения не импортируют друг друга и app/: общее выносится в shared/.',
  })),
  {
    target: `./${WEB}/shared`,
    from: [`./${WEB}/features`, `./${WEB}/app`],
    message: 'shared/ не зависит от разделов и app/.',
  },
];

export default tseslint.config(
  { ignores: ['**/node_modules/**', '**/dist/**', 'apps/web/src/gql/**', 'data/**', '.tmp/**', 'test-results/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['apps/**/*.{ts,tsx}', 'packages/**/*.ts'],
    plugins: { import: importPlugin },
    settings: {
      'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js'] } },
      'import/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      // Only our own files matter for boundaries and cycles; parsing dependencies is slow.
      'import/ignore': ['node_modules'],
    },
    rules: {
      'import/no-restricted-paths': ['error', { zones: [...moduleDataZones, ...layerZones] }],
      'import/no-cycle': ['error', { ignoreExternal: true }],
    },
  },
  {
    // Tables reference other modules' tables by foreign key; tests and their fixtures write rows directly.
    files: [`${SERVER}/modules/**/*.tables.ts`, `${SERVER}/**/*.test.ts`, `${SERVER}/**/*-fixtures.ts`],
    rules: { 'import/no-restricted-paths': ['error', { zones: layerZones }] },
  },
  {
    files: ['packages/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@seller-helper/server', '@seller-helper/web'],
              message: 'Пакеты не зависят от приложений.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
);
