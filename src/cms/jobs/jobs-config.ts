import type { JobsConfig } from 'payload'
import { isEditor } from '../access'

/**
 * Payload's job queue, here only for scheduled publish and unpublish (its `schedulePublish` task,
 * added by the collections' `versions.drafts.schedulePublish`). The admin queues jobs through its
 * own server function; the page process runs them (jobs-loop.ts). Nobody may run the queue over
 * HTTP (`/api/payload-jobs/run` would run it in the API worker too, and Payload does not claim a
 * job atomically), and the jobs collection stays out of GraphQL and closed to every caller.
 */
export const jobsConfig: JobsConfig = {
  access: {
    run: () => false,
    queue: ({ req }) => isEditor(req),
    cancel: ({ req }) => isEditor(req),
  },
  jobsCollectionOverrides: ({ defaultJobsCollection }) => ({
    ...defaultJobsCollection,
    graphQL: false,
  }),
}
