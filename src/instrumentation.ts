/**
 * Next calls this once per server process. The page process forwards the outbox (the API worker
 * process, server/api-worker.mjs, leaves it to the page process), with the Payload instance the
 * site's first request starts.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.API_WORKER_SOCKET) return
  // The worker is never a reason for the site not to start: it is logged and left off instead.
  try {
    const [{ startOutbox }, { offeredPayload }] = await Promise.all([
      import('./cms/outbox/start-outbox'),
      import('./cms/outbox/payload-slot'),
    ])
    startOutbox(offeredPayload)
  } catch (error) {
    console.error('outbox: the forwarding worker did not start', error)
  }
}
