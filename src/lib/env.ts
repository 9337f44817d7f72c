import { z } from 'zod'

const flag = z
  .enum(['on', 'off', 'true', 'false', '1', '0'])
  .transform((value) => value === 'on' || value === 'true' || value === '1')

const EnvSchema = z
  .object({
    DATABASE_URL: z.string().min(1).default('file:./data/terrafield.db'),
    PAYLOAD_SECRET: z.string().min(16).optional(),
    PREVIEW_SECRET: z.string().min(16).optional(),
    SITE_URL: z.url().default('http://localhost:3000'),
    CONTENT_GRAPHQL_URL: z.url().optional(),
    CONTENT_CACHE: flag.default(true),
    CONTENT_DEADLINE_MS: z.coerce.number().int().positive().default(10_000),
    MEDIA_DIR: z.string().default('media'),
    /** Hosts whose DAM image URLs galleries show (`lib/dam-image-hosts.ts`); read at build time too. */
    DAM_IMAGE_HOSTS: z.string().default(''),
    /** Several instances: rate limits are counted here, shared by all (`redis://` or `rediss://`). */
    REDIS_URL: z
      .string()
      .regex(/^rediss?:\/\/\S+$/, 'a redis:// or rediss:// URL')
      .optional(),
    /** Media in S3-compatible storage instead of MEDIA_DIR (docs/deploy.md); unset: on disk. */
    S3_BUCKET: z.string().min(3).max(63).optional(),
    S3_REGION: z.string().min(1).default('us-east-1'),
    /** An S3-compatible service's URL; unset: AWS's own for the region. */
    S3_ENDPOINT: z.url().optional(),
    S3_FORCE_PATH_STYLE: flag.default(false),
    /** Unset: the SDK's own chain (instance role, AWS_* variables). */
    S3_ACCESS_KEY_ID: z.string().min(1).optional(),
    S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
    NEXT_PUBLIC_SITE_EDITION: z.enum(['main', 'china']).default('main'),
    /** Per client address and per email address; 0 turns the limit off. */
    SAMPLE_ORDER_RATE_LIMIT: z.coerce.number().int().min(0).default(10),
    SAMPLE_ORDER_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** 0 turns the ceiling off. */
    SAMPLE_ORDER_GLOBAL_LIMIT: z.coerce.number().int().min(0).default(300),
    /** `off` leaves forwarding to another process (several instances may all run it safely). */
    OUTBOX_WORKER: z.enum(['on', 'off']).default('on'),
    OUTBOX_POLL_MS: z.coerce.number().int().min(50).default(2_000),
    OUTBOX_RETRY_BASE_MS: z.coerce.number().int().min(10).default(30_000),
    OUTBOX_RETRY_MAX_MS: z.coerce
      .number()
      .int()
      .min(10)
      .default(6 * 60 * 60_000),
    OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().min(1).default(12),
    OUTBOX_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
    /**
     * `off` leaves Payload's job queue (scheduled publish and unpublish) to another instance; unlike
     * the outbox, exactly one instance may run it: Payload does not claim a job atomically.
     */
    JOBS_WORKER: z.enum(['on', 'off']).default('on'),
    JOBS_POLL_MS: z.coerce.number().int().min(100).default(5_000),
    /** Lead forms and sign-ups, per client address and per email address; 0 turns the limit off. */
    FORM_SUBMISSION_RATE_LIMIT: z.coerce.number().int().min(0).default(20),
    FORM_SUBMISSION_RATE_WINDOW_SECONDS: z.coerce.number().int().positive().default(600),
    /** 0 turns the ceiling off. */
    FORM_SUBMISSION_GLOBAL_LIMIT: z.coerce.number().int().min(0).default(1000),
    /** Also append each email, one JSON line, to this file (tests read reset links from it). */
    EMAIL_LOG_FILE: z.string().optional(),
    /** Where this copy runs (spec §9); only production may be indexed by search engines. */
    DEPLOYMENT_ENVIRONMENT: z
      .enum(['production', 'deploy-preview', 'branch-deploy', 'dev-server', 'dev'])
      .default('production'),
  })
  .refine((settings) => !settings.S3_ACCESS_KEY_ID === !settings.S3_SECRET_ACCESS_KEY, {
    message: 'set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither',
    path: ['S3_SECRET_ACCESS_KEY'],
  })

export type Env = z.infer<typeof EnvSchema>

let parsed: Env | undefined

export function env(): Env {
  if (!parsed) {
    const result = EnvSchema.safeParse(process.env)
    if (!result.success) {
      const problems = result.error.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      )
      throw new Error(`Invalid environment:\n${problems.join('\n')}`)
    }
    parsed = result.data
  }
  return parsed
}

export function payloadSecret(): string {
  const secret = env().PAYLOAD_SECRET
  if (secret) return secret
  // `next build` loads the config to collect pages but never signs a token with it.
  if (process.env.NEXT_PHASE === 'phase-production-build') return 'build-time-placeholder-secret'
  throw new Error('PAYLOAD_SECRET is not set (npm start creates one in data/secrets.json)')
}
