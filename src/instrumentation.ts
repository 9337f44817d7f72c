/** Next calls this once per server process: the outbox worker lives as long as the server. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  const [{ startOutbox }, { getPayload }, { default: config }] = await Promise.all([
    import('./cms/outbox/start-outbox'),
    import('payload'),
    import('@payload-config'),
  ])
  startOutbox(() => getPayload({ config }))
}
