import type { CollectionConfig, IncomingAuthType } from 'payload'
import { env } from '../../lib/env'
import { afterLogin, beforeLogin } from './login-hooks'

// Payload's lockout is off: anyone could lock any account with five wrong guesses, and a locked
// account answered with other words. The login hooks throttle instead.
export function authOptions(tokenExpiration: number): IncomingAuthType {
  return {
    tokenExpiration,
    maxLoginAttempts: 0,
    cookies: { secure: env().SITE_URL.startsWith('https:'), sameSite: 'Lax' },
  }
}

/** Email verification, which these accounts do not use, answers a plain 404. */
export function withSignInHardening(collection: CollectionConfig): CollectionConfig {
  return {
    ...collection,
    endpoints: [
      {
        path: '/verify/:token',
        method: 'post',
        handler: () => Response.json({ errors: [{ message: 'Not Found' }] }, { status: 404 }),
      },
      ...(collection.endpoints || []),
    ],
    hooks: {
      ...collection.hooks,
      beforeOperation: [beforeLogin, ...(collection.hooks?.beforeOperation ?? [])],
      afterLogin: [afterLogin, ...(collection.hooks?.afterLogin ?? [])],
    },
  }
}
