import path from 'node:path'
import { lexicalEditor } from '@payloadcms/richtext-lexical'
import { buildConfig, defaultLoggerOptions } from 'payload'
import { offerPayload } from './cms/outbox/payload-slot'
import sharp from 'sharp'
import { COLLECTIONS } from './cms/collections'
import { databaseAdapter } from './cms/database'
import { isPostgresUrl } from './cms/database-url'
import { publicGraphqlRules } from './cms/public-api/graphql-rules'
import { quietClientErrors } from './cms/public-api/quiet-client-errors'
import { withPublicApiLimits } from './cms/public-api/with-public-api-limits'
import { facetListingQueries } from './cms/listings/graphql-query'
import { indexHitType } from './cms/search/graphql-hit'
import { siteSearchQueries } from './cms/search/graphql-query'
import { jobsConfig } from './cms/jobs/jobs-config'
import { livePreview } from './cms/live-preview'
import { mediaStoragePlugins } from './cms/media-storage/media-storage'
import { enableSqliteWal } from './cms/sqlite-wal'
import { env, payloadSecret } from './lib/env'
import { siteOrigins } from './lib/site-origin'
import { DEFAULT_LOCALE, LOCALES, LOCALE_FALLBACKS, localeLabel } from './routing/locales'
import { consoleEmailAdapter } from './cms/email/console-email-adapter'

export default buildConfig({
  secret: payloadSecret(),
  serverURL: '',
  // Cookie sessions are honoured only from the site's own pages (Payload's CSRF check).
  csrf: siteOrigins(),
  db: databaseAdapter(env().DATABASE_URL),
  editor: lexicalEditor(),
  email: consoleEmailAdapter,
  sharp,
  collections: COLLECTIONS.map(withPublicApiLimits),
  logger: { options: quietClientErrors, destination: defaultLoggerOptions },
  admin: {
    user: 'users',
    // Not Gravatar: nothing loads from another host at run time (and the CSP would refuse it).
    avatar: 'default',
    // Every tab names the copy an editor is in: a preview's edits are not the live site's.
    meta: { titleSuffix: ` · Terrafield CMS · ${env().DEPLOYMENT_ENVIRONMENT}` },
    livePreview,
  },
  jobs: jobsConfig,
  plugins: mediaStoragePlugins(),
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
    disableIntrospectionInProduction: true,
    validationRules: publicGraphqlRules,
    queries: (graphql) => {
      const hit = indexHitType(graphql)
      return { ...siteSearchQueries(graphql, hit), ...facetListingQueries(graphql, hit) }
    },
    schemaOutputFile: path.resolve(
      /* turbopackIgnore: true */ process.cwd(),
      'src/content/generated/schema.graphql',
    ),
  },
  typescript: {
    outputFile: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'src/payload-types.ts'),
  },
  upload: { limits: { fileSize: 20_000_000 } },
  // Replaces Payload's /api/og image renderer, which would draw images on demand for anyone.
  endpoints: [
    {
      path: '/og',
      method: 'get',
      handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
    },
  ],
  onInit: async (payload) => {
    offerPayload(payload)
    if (!isPostgresUrl(env().DATABASE_URL)) await enableSqliteWal(payload)
  },
})
