import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig } from 'payload'
import sharp from 'sharp'
import { COLLECTIONS } from './cms/collections'
import { databaseAdapter } from './cms/database'
import { isPostgresUrl } from './cms/database-url'
import { enableSqliteWal } from './cms/sqlite-wal'
import { env, payloadSecret } from './lib/env'
import { DEFAULT_LOCALE, LOCALES, LOCALE_FALLBACKS, localeLabel } from './routing/locales'

export default buildConfig({
  secret: payloadSecret(),
  serverURL: '',
  db: databaseAdapter(env().DATABASE_URL),
  editor: lexicalEditor(),
  sharp,
  collections: COLLECTIONS,
  admin: {
    user: 'users',
    meta: { titleSuffix: ' · Terrafield CMS' },
  },
  localization: {
    defaultLocale: DEFAULT_LOCALE,
    fallback: true,
    locales: LOCALES.map((code) => ({
      code,
      label: localeLabel(code),
      fallbackLocale: [...LOCALE_FALLBACKS[code]],
    })),
  },
  graphQL: {
    disablePlaygroundInProduction: true,
    maxComplexity: 5000,
    schemaOutputFile: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/content/generated/schema.graphql'),
  },
  typescript: { outputFile: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/payload-types.ts') },
  upload: { limits: { fileSize: 20_000_000 } },
  onInit: async (payload) => {
    if (!isPostgresUrl(env().DATABASE_URL)) await enableSqliteWal(payload)
  },
})
