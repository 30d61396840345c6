import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

// Import boundaries: packages never reach into apps; server modules talk to each other only through
// services (never another module's repo), and the sync engine knows no dataset's ingest (each
// `<domain>.sync.ts` registers itself); web features do not import each other.
const serverModules = readdirSync(new URL('./apps/server/src/modules', import.meta.url));
const otherModulesSync = {
  regex: '^\\.\\./(?!sync/)[^/]+/.*\\.sync(\\.ts)?$',
  message: 'Движок синхронизации не знает наборов данных: модуль регистрирует свой <домен>.sync.ts сам.',
};

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
  ...serverModules.map((name) => ({
    files: [`apps/server/src/modules/${name}/**/*.ts`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^\\.\\./(?!${name}/)[^/]+/.*\\.repo(\\.ts)?$`,
              message: 'Модуль обращается к данным другого модуля только через его сервис.',
            },
            ...(name === 'sync' ? [otherModulesSync] : []),
          ],
        },
      ],
    },
  })),
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['apps/web/src/features/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^\\.\\./\\.\\./(features|app)/|^\\.\\./(?!\\.\\.)[^/]+/',
              message: 'Разделы веб-приложения не импортируют друг друга и app/: общее выносится в shared/.',
            },
          ],
        },
      ],
    },
  },
);
