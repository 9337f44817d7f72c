import { z } from 'zod'

const count = (fallback, max) => z.coerce.number().int().min(0).max(max).default(fallback)

const ServerSettings = z.object({
  PORT: z.coerce.number().int().min(1).max(65535).default(3000),
  /** Unset: every interface, as `next start` does. */
  LISTEN_ADDRESS: z.string().min(1).optional(),
  TRUSTED_PROXY_HOPS: count(0, 10),
  API_RATE_LIMIT: count(300, 1_000_000),
  /** 1: the CMS API in its own process at a lower CPU priority; 0: in the page process. */
  API_WORKER: count(1, 1),
  API_RATE_WINDOW_SECONDS: z.coerce.number().int().min(1).max(86_400).default(60),
  /** As in src/lib/env.ts: every answer outside production tells search engines not to index it. */
  DEPLOYMENT_ENVIRONMENT: z
    .enum(['production', 'deploy-preview', 'branch-deploy', 'dev-server', 'dev'])
    .default('production'),
  /** As in src/lib/env.ts: where domain redirects send visitors. */
  SITE_URL: z.url().default('http://localhost:3000'),
  /** As in src/lib/env.ts: the API limit is counted there, shared by every instance. */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
    .optional(),
})

/** The server's own settings, checked before it listens so a typo fails with the variable's name. */
export function serverSettings(environment = process.env) {
  const result = ServerSettings.safeParse(environment)
  if (result.success) return result.data
  const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`)
  throw new Error(`Invalid server settings:\n${problems.join('\n')}`)
}
