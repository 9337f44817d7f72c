'use client'

import type { ReactNode } from 'react'
import { keepPostLoginRedirect } from '../lib/post-login-redirect'

/** Keeps the page the visitor is on, so sign-in brings them back to it. */
export function SignInLink({
  href,
  className,
  children,
}: {
  href: string
  className?: string
  children: ReactNode
}) {
  return (
    <a
      href={href}
      className={className}
      onClick={() => {
        try {
          keepPostLoginRedirect(
            window.localStorage,
            `${window.location.pathname}${window.location.search}`,
          )
        } catch {
          // Storage blocked: sign-in lands on the default.
        }
      }}
    >
      {children}
    </a>
  )
}
