import 'server-only'
import { cookies } from 'next/headers'
import { env } from '@/lib/env'
import { PARTNER_SESSION_COOKIE } from './partner-session'

/** HttpOnly against scripts, Lax so another site's form cannot send it along with a POST. */
const flags = () => ({
  httpOnly: true,
  sameSite: 'lax' as const,
  secure: env().SITE_URL.startsWith('https:'),
  path: '/',
})

export async function keepSessionCookie(token: string, expiresAt: number): Promise<void> {
  ;(await cookies()).set(PARTNER_SESSION_COOKIE, token, {
    ...flags(),
    expires: new Date(expiresAt),
  })
}

export async function dropSessionCookie(): Promise<void> {
  ;(await cookies()).set(PARTNER_SESSION_COOKIE, '', { ...flags(), expires: new Date(0) })
}
