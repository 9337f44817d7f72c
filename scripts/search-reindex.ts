/** `npm run search:reindex`: rebuilds the whole site search index from the CMS (src/cms/search). */
import { loadPayload } from '../src/cms/load-payload'
import { reindexSearch } from '../src/cms/search/reindex'

/** Stays unless main() finishes: an early exit is reported (EX_TEMPFAIL) instead of passing silently. */
process.exitCode = 75

async function main(): Promise<void> {
  process.env.PAYLOAD_SKIP_REVALIDATE = '1'
  const payload = await loadPayload()
  const started = Date.now()
  const { documents, entries } = await reindexSearch(payload)
  console.log(
    `search index rebuilt: ${documents} documents, ${entries} entries in ${Date.now() - started} ms`,
  )
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
