import type { TestProject } from 'vitest/node'
import {
  type ClusterTemplate,
  keptClusterTemplate,
  prepareClusterTemplate,
  removeClusterTemplate,
} from '../helpers/cluster'
import { nginxMissing } from '../helpers/nginx'
import { postgresMissing } from '../helpers/postgres'
import { redisMissing } from '../helpers/redis'

declare module 'vitest' {
  export interface ProvidedContext {
    clusterTemplate: ClusterTemplate
  }
}

/**
 * Seeds PostgreSQL and a bucket once; each test file starts its own cluster from copies of them.
 * CLUSTER_TEMPLATE names a template kept from an earlier run (a JSON ClusterTemplate), to skip the
 * seed while working on these tests; it is left in place.
 */
export default async function setup(project: TestProject): Promise<() => void> {
  const missing = [nginxMissing(), postgresMissing(), redisMissing()].filter(Boolean)
  if (missing.length > 0)
    throw new Error(`the cluster tests cannot run here: ${missing.join('; ')}`)
  const kept = keptClusterTemplate()
  if (kept) {
    project.provide('clusterTemplate', kept)
    return () => {}
  }
  const started = Date.now()
  const template = await prepareClusterTemplate()
  console.log(
    `cluster: PostgreSQL and the bucket seeded in ${Math.round((Date.now() - started) / 1000)} s`,
  )
  project.provide('clusterTemplate', template)
  return () => removeClusterTemplate(template)
}
