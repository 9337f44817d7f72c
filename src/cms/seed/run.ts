// On a seeded database `npm run seed` adds only what was asked for (`--products N`).
import { env } from '../../lib/env'
import { loadPayload } from '../load-payload'

function productTarget(args: string[]): number {
  const index = args.indexOf('--products')
  if (index === -1) return 0
  const value = Number(args[index + 1])
  if (!Number.isInteger(value) || value < 0 || value > 200_000) {
    throw new Error('--products takes a whole number between 0 and 200000')
  }
  return value
}

/** Stays unless main() finishes: an early exit is reported (EX_TEMPFAIL) instead of passing silently. */
process.exitCode = 75

async function main(): Promise<void> {
  env()
  process.env.PAYLOAD_SKIP_REVALIDATE = '1'
  const target = productTarget(process.argv.slice(2))
  const payload = await loadPayload()
  const { seedDemo } = await import('./seed')
  const started = performance.now()
  const seconds = () => ((performance.now() - started) / 1000).toFixed(1)
  await seedDemo(
    { payload, log: (message: string) => console.log(`seed: ${message} (at ${seconds()} s)`) },
    { largeCatalogue: target },
  )
  await payload.destroy()
  process.exit(0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
