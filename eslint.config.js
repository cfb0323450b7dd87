// Lint keeps the layer arrows of ../shared/DESIGN.md:
// ui -> machines -> domain; ui -> sync (never the transport); workers -> sync -> domain; server -> domain.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import jsxA11y from 'eslint-plugin-jsx-a11y';

const uiPatterns = [{ group: ['**/ui/**', '**/ui'], message: 'Nothing imports ui (DESIGN.md layers).' }];
const serverPatterns = [{ group: ['**/server/**', '**/server'], message: 'Only the server imports server code.' }];
const workersPatterns = [{ group: ['**/workers/**', '**/workers'], message: 'Only the worker entry imports workers.' }];
const machinesPatterns = [{ group: ['**/machines/**', '**/machines'], message: 'This layer may not import machines.' }];
const syncPatterns = [{ group: ['**/sync/**', '**/sync'], message: 'This layer may not import sync.' }];
const transportPatterns = [
  { group: ['**/sync/transport/**', '**/sync/pipeline/**'], message: 'ui reads sync queries and facades, never the transport or pipeline.' },
];
const restApiPatterns = [
  { group: ['**/sync/api/**', '**/sync/api'], message: 'Views reach data through the engine (useQuery, useCommand), never the REST client: types come from sync/facade.' },
];
// the page's side of the worker (workers/client.ts, and client-session.ts for signing in) is the engine's face towards ui;
// the rest of workers is the worker's own
const uiWorkersPatterns = [{ regex: '(^|/)workers(/(?!client(-session)?$)|$)', message: 'ui reaches the worker through workers/client and workers/client-session only.' }];
const domainBans = [
  { group: ['react', 'react-dom', 'react/*', 'rxjs', 'rxjs/*', 'rxdb', 'rxdb/*', 'xstate', 'xstate/*', '@xstate/*', '@chakra-ui/*', 'wouter', 'comlink', '@stomp/*', 'hono', 'hono/*', 'pg', 'kysely', '@electric-sql/*'], message: 'src/domain is pure TypeScript.' },
];
const restrict = (...patterns) => ['error', { patterns: patterns.flat() }];

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'data/**', 'test-results/**', 'playwright-report/**', '.tmp/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  { files: ['src/domain/**'], rules: { 'no-restricted-imports': restrict(domainBans, uiPatterns, serverPatterns, workersPatterns, machinesPatterns, syncPatterns), '@typescript-eslint/no-explicit-any': 'error' } },
  { files: ['src/machines/**'], rules: { 'no-restricted-imports': restrict(uiPatterns, serverPatterns, workersPatterns, syncPatterns) } },
  { files: ['src/sync/**'], rules: { 'no-restricted-imports': restrict(uiPatterns, serverPatterns, workersPatterns, machinesPatterns), '@typescript-eslint/no-explicit-any': 'error' } },
  { files: ['src/workers/**'], rules: { 'no-restricted-imports': restrict(uiPatterns, serverPatterns, machinesPatterns) } },
  { files: ['src/ui/**'], rules: { 'no-restricted-imports': restrict(serverPatterns, uiWorkersPatterns, transportPatterns, restApiPatterns) } },

  // Hooks at the top level of components and hooks only (a hook in a state initializer crashed /register-confirm-resend);
  // jsx-a11y's recommended rules over every view.
  { files: ['src/ui/**/*.tsx', 'src/ui/**/*.ts'], plugins: { 'react-hooks': reactHooks }, rules: { 'react-hooks/rules-of-hooks': 'error' } },
  { files: ['src/ui/**/*.tsx'], ...jsxA11y.flatConfigs.recommended },

  { files: ['server/**'], rules: { 'no-restricted-imports': restrict(uiPatterns, workersPatterns, machinesPatterns, syncPatterns) } },
);
