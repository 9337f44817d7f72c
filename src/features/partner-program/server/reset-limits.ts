import 'server-only'
import { createLimiter } from '@/lib/rate-limit'
import { processWide } from '@/lib/process-wide'

/** Per client address: each reset request may send an email, each new password tries a token. */
export const resetLimiter = () =>
  processWide('partner-reset-limiter', () =>
    createLimiter({
      keyPrefix: 'partner-reset',
      points: 5,
      durationSeconds: 15 * 60,
      blockSeconds: 15 * 60,
    }),
  )
