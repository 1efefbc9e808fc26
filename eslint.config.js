import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import i18next from 'eslint-plugin-i18next';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const server = 'apps/server/src';
const noFeatures = {
  group: ['**/features/**'],
  message:
    'platform/ never imports features/: give the platform an interface and let app.ts wire it.',
};
const noDrizzle = {
  group: ['drizzle-orm', 'drizzle-orm/*'],
  message: 'SQL (Drizzle) belongs in <area>.repository.ts; call a repository function instead.',
};
const noOtherRepository = {
  group: ['../*/*.repository', '../../features/*/*.repository'],
  message: "An area calls another area's service, never its repository.",
};
const restrict = (...patterns) => ({ 'no-restricted-imports': ['error', { patterns }] });
const exempt = [`${server}/**/*.test.ts`, `${server}/test/**`];
const repositories = [
  `${server}/**/*.repository.ts`,
  `${server}/db/**`,
  `${server}/platform/db/**`,
];

/**
 * The server's areas in their order, lowest first (docs/decisions/area-order.md). An area imports
 * only areas below it: a higher one calls a lower one's service, a lower one tells a higher one
 * through events, jobs or a hook the higher one registers. So the areas never import in a circle.
 */
const areaOrder = [
  'health',
  'dev-mailbox',
  'media',
  'profiles',
  'accounts',
  'safety',
  'auth',
  'presence',
  'settings',
  'connections',
  'people',
  'notifications',
  'messages',
  'communities',
  'posts',
  'payments',
  'events',
  'services',
  'my-data',
  'admin',
];

// An area without a place in the order fails lint at once (a new area says where it stands).
const unordered = readdirSync(`${import.meta.dirname}/${server}/features`, { withFileTypes: true })
  .filter((entry) => entry.isDirectory() && !areaOrder.includes(entry.name))
  .map((entry) => entry.name);
if (unordered.length > 0)
  throw new Error(
    `eslint.config.js areaOrder: place ${unordered.join(', ')} in the order of areas`,
  );

function upwardImports(area) {
  const above = areaOrder.slice(areaOrder.indexOf(area) + 1);
  return above.map((higher) => ({
    group: [`../${higher}/*`, `../../${higher}/*`, `**/features/${higher}/*`],
    message: `${area} stands below ${higher} (docs/decisions/area-order.md): call down, or tell ${higher} through an event, a job or a hook it registers.`,
  }));
}

function serverBoundaries() {
  const testSupport = [
    ...exempt,
    `${server}/**/*.test-matrix.ts`,
    `${server}/**/*.test-matrix-fixtures.ts`,
  ];
  return [
    ...areaOrder.flatMap((area) => {
      const files = [`${server}/features/${area}/**/*.ts`];
      const up = upwardImports(area);
      return [
        {
          files,
          ignores: [...testSupport, ...repositories],
          rules: restrict(noDrizzle, noOtherRepository, ...up),
        },
        {
          files: [`${server}/features/${area}/**/*.repository.ts`],
          ignores: testSupport,
          rules: restrict(noOtherRepository, ...up),
        },
      ];
    }),
    {
      files: [`${server}/**/*.test-matrix.ts`, `${server}/**/*.test-matrix-fixtures.ts`],
      ignores: exempt,
      rules: restrict(noDrizzle, noOtherRepository),
    },
    {
      files: [`${server}/features/**/*.ts`],
      ignores: [
        ...exempt,
        ...repositories,
        ...areaOrder.map((area) => `${server}/features/${area}/**`),
      ],
      rules: restrict(noDrizzle, noOtherRepository),
    },
    {
      files: [`${server}/platform/**/*.ts`],
      ignores: [...exempt, ...repositories],
      rules: restrict(noDrizzle, noFeatures),
    },
    {
      files: [`${server}/platform/**/*.repository.ts`, `${server}/platform/db/**`],
      ignores: exempt,
      rules: restrict(noFeatures),
    },
  ];
}

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'apps/web/public/**',
      'apps/web/src/lib/api-schema.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
      globals: { ...globals.node },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': [
        'error',
        { checksVoidReturn: { attributes: false } },
      ],
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      '@typescript-eslint/no-explicit-any': 'error',
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/require-await': 'off',
      eqeqeq: ['error', 'always'],
      'no-console': ['error', { allow: ['warn', 'error'] }],
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
    },
  },
  {
    // Toasts load sonner on the first toast (components/ui/toast.ts): a static import of sonner would
    // put it back into the first download, and its toasts would wait for a Toaster nobody mounts.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: ['apps/web/src/components/ui/toaster.tsx', '**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: 'sonner',
              message:
                "Import { toast } from '@/components/ui/toast' (sonner loads on the first toast).",
            },
            {
              // Through the package's index every module seems to import all its icons, which
              // hides from the build's chunking rule (apps/web/chunking.ts) which screen uses which.
              name: 'lucide-react',
              allowTypeImports: true,
              message: "Import each icon from its own file: import X from 'lucide-react/icons/x'.",
            },
          ],
        },
      ],
    },
  },
  // The server's boundaries (STYLE.md): arrows point down, SQL lives in repositories, and an area
  // calls another area's service, never its repository.
  ...serverBoundaries(),
  {
    // Every text a person reads goes through t() (issue 10): no words written straight into JSX.
    files: ['apps/web/src/**/*.tsx'],
    ignores: ['**/*.test.tsx', 'apps/web/src/test/**'],
    plugins: { i18next },
    rules: {
      'i18next/no-literal-string': [
        'error',
        {
          mode: 'jsx-only',
          // Attributes are checked only where people read or hear them.
          'jsx-attributes': {
            include: ['^(?:aria-label|aria-description|alt|title|placeholder)$'],
            exclude: ['.*'],
          },
          callees: { exclude: ['t', 'i18n(ext)?', 'cn', 'cva', 'require'] },
          words: {
            exclude: [
              // Punctuation, symbols (emoji and flags too) and numbers: '·', '—', '“', '×', '…'.
              /^[\s\p{N}\p{P}\p{S}]+$/u,
              // The brand's name, and its letter in the logo.
              /^(?:Aebro|አብሮ|አ)$/u,
              // The start of a web address, as a hint in URL fields.
              /^https:\/\/$/u,
            ],
          },
        },
      ],
    },
  },
  {
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'e2e/**/*.ts', 'bench/**/*.ts'],
    rules: {
      'no-console': 'off',
      // Playwright fixtures must destructure, even when they use nothing.
      'no-empty-pattern': 'off',
      // Response bodies are `any` in tests; the assertions are what check their shape.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
    },
  },
);
