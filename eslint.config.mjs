import fs from 'node:fs'
import nextVitals from 'eslint-config-next/core-web-vitals'
import nextTypescript from 'eslint-config-next/typescript'

const features = fs
  .readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())

/** Dependencies run one way: app → features → {components, content, routing, i18n, lib}; no feature imports another. */
const boundaries = {
  files: ['src/**/*.{ts,tsx}'],
  rules: {
    'import/no-restricted-paths': [
      'error',
      {
        zones: [
          {
            target: './src/features',
            from: './src/app',
            message: 'Features do not import routes.',
          },
          ...features.map(({ name }) => ({
            target: `./src/features/${name}`,
            from: './src/features',
            except: [`./${name}`],
            message:
              'A feature does not import another feature: move what both need to components, content or lib.',
          })),
          {
            target: './src/components',
            from: ['./src/app', './src/features'],
            message: 'Shared components stay feature-agnostic.',
          },
          {
            target: './src/content',
            from: ['./src/app', './src/features', './src/components', './src/cms'],
            message: 'Content reads the CMS over GraphQL, never its model.',
          },
          {
            target: './src/routing',
            from: ['./src/app', './src/features', './src/components', './src/content', './src/cms'],
          },
          {
            target: './src/lib',
            from: ['./src/app', './src/features', './src/components', './src/content', './src/cms'],
          },
          {
            target: './src/i18n',
            from: ['./src/app', './src/features', './src/components', './src/content', './src/cms'],
          },
          {
            target: [
              './src/cms/collections',
              './src/cms/fields',
              './src/cms/hooks',
              './src/cms/seed',
            ],
            from: ['./src/app', './src/features', './src/content', './src/components'],
            message: 'The CMS model never depends on the site.',
          },
        ],
      },
    ],
  },
}

const config = [
  {
    ignores: [
      '.next/**',
      'node_modules/**',
      'src/content/generated/**',
      'src/payload-types.ts',
      'src/cms/migrations/**',
      'src/app/(payload)/admin/importMap.js',
      'bench/out/**',
      'bench/.tools/**',
      '.tools/**',
      'bench/bare-next/.next/**',
      'bench/bare-next/next-env.d.ts',
      'tests/.tmp/**',
      'tests/.report/**',
      'next-env.d.ts',
    ],
  },
  ...nextVitals,
  ...nextTypescript,
  boundaries,
  {
    files: ['src/cms/seed/data/**'],
    rules: { 'max-lines': 'off' },
  },
]

export default config
