/** Next calls this once per server process: the outbox worker lives as long as the server. */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build') return
  // The worker is never a reason for the site not to start: it is logged and left off instead.
  try {
    const [{ startOutbox }, { getPayload }, { default: config }] = await Promise.all([
      import('./cms/outbox/start-outbox'),
      import('payload'),
      import('@payload-config'),
    ])
    startOutbox(() => getPayload({ config }))
  } catch (error) {
    console.error('outbox: the forwarding worker did not start', error)
  }
}
