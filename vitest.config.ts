import { createRequire } from 'node:module'
import path from 'node:path'
import { defineConfig } from 'vitest/config'

// One copy of graphql-js for tests and the libraries they load (graphql-query-complexity reads the
// CommonJS one); two copies refuse each other's schemas.
const graphqlEntry = createRequire(import.meta.url).resolve('graphql')
const alias = [
  { find: '@', replacement: path.resolve(import.meta.dirname, 'src') },
  { find: /^graphql$/, replacement: graphqlEntry },
]

export default defineConfig({
  resolve: { alias },
  test: {
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          // Worker threads, not forks: 247 small files start in 147 s instead of 215–237 s here.
          pool: 'threads',
          include: [
            'src/**/*.test.ts',
            'scripts/**/*.test.ts',
            'server/**/*.test.ts',
            'bench/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'int',
          include: ['tests/int/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/helpers/server-check.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'db',
          include: ['tests/db/**/*.test.ts'],
          environment: 'node',
          testTimeout: 60_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'reliability',
          include: ['tests/reliability/**/*.test.ts'],
          environment: 'node',
          testTimeout: 600_000,
          hookTimeout: 180_000,
          fileParallelism: false,
        },
      },
      {
        resolve: { alias },
        test: {
          name: 'cluster',
          include: ['tests/cluster/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/cluster/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 300_000,
          fileParallelism: false,
        },
      },
    ],
  },
})
