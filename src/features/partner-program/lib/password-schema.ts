import { z } from 'zod'

export const PASSWORD_MIN_LENGTH = 10

/** Checked in the browser before sending and again by the server, with the same rules. */
export const resetRequestSchema = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email')),
})

export const newPasswordSchema = z.object({
  // Payload's reset tokens are 40 hex characters; anything else is no link of ours.
  token: z.string().regex(/^[0-9a-f]{20,128}$/i, 'link'),
  password: z.string().min(PASSWORD_MIN_LENGTH, 'short').max(1024, 'long'),
})
