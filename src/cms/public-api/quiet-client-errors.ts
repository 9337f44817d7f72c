import type { LoggerOptions } from 'pino'

const ERROR_LEVEL = 50

interface LoggedError {
  status?: unknown
  message?: unknown
  /** GraphQL wraps the CMS's error; the status is on the wrapped one. */
  originalError?: { status?: unknown } | null
}

const statusOf = (err: LoggedError | undefined): unknown =>
  err?.status ?? err?.originalError?.status

const clientErrorOf = (entry: unknown): { message: string } | null => {
  if (typeof entry !== 'object' || entry === null || !('err' in entry)) return null
  const { err } = entry as { err?: LoggedError }
  const status = statusOf(err)
  if (typeof status !== 'number' || status >= 500) return null
  return { message: typeof err?.message === 'string' ? err.message : 'client error' }
}

// Payload logs every 4xx at ERROR with a stack, a flood any caller can cause; its `loggingLevels`
// key on class names, which the production build minifies, so the status decides here.
export const quietClientErrors: LoggerOptions = {
  hooks: {
    logMethod(args, method, level) {
      const clientError = level >= ERROR_LEVEL ? clientErrorOf(args[0]) : null
      if (clientError) return this.info({ msg: clientError.message })
      return method.apply(this, args)
    },
  },
}
