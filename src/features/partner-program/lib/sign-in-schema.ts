import { z } from 'zod'

/** Checked in the browser before sending and again by the server, with the same rules. */
export const signInSchema = z.object({
  email: z.string().trim().min(1, 'required').max(254, 'email').pipe(z.email('email')),
  password: z.string().min(1, 'required').max(1024, 'required'),
})

export type SignInFields = z.infer<typeof signInSchema>
export type SignInProblem = 'required' | 'email'

/** The first problem of each field, by the message key the form shows. */
export function signInProblems(value: unknown): Partial<Record<keyof SignInFields, SignInProblem>> {
  const parsed = signInSchema.safeParse(value)
  if (parsed.success) return {}
  const problems: Partial<Record<keyof SignInFields, SignInProblem>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0]
    if ((field === 'email' || field === 'password') && !problems[field]) {
      problems[field] = issue.message === 'email' ? 'email' : 'required'
    }
  }
  return problems
}
