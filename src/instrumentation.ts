/**
 * Next calls this once per server process. The page process forwards the outbox and runs the job
 * queue (scheduled publishing) with the Payload instance the site's first request starts; the API
 * worker process (server/api-worker.mjs) leaves both to it, so each runs in exactly one process.
 */
export async function register(): Promise<void> {
  if (process.env.NEXT_RUNTIME !== 'nodejs') return
  if (process.env.NEXT_PHASE === 'phase-production-build' || process.env.API_WORKER_SOCKET) return
  // A worker is never a reason for the site not to start: it is logged and left off instead.
  try {
    const [{ startOutbox }, { startJobs }, { offeredPayload }] = await Promise.all([
      import('./cms/outbox/start-outbox'),
      import('./cms/jobs/start-jobs'),
      import('./cms/outbox/payload-slot'),
    ])
    startOutbox(offeredPayload)
    startJobs(offeredPayload)
  } catch (error) {
    console.error('workers: the outbox or the job queue runner did not start', error)
  }
}
