export type CaptchaProblem = 'confirm' | 'tooFast' | 'expired' | 'replayed'

export type SubmissionAnswer =
  | { status: 200 | 201; reference: string }
  | {
      status: 400 | 404 | 413 | 415 | 422 | 429 | 503
      message: string
      errors?: Record<string, string>
      captcha?: CaptchaProblem
      retryAfterSeconds?: number
    }

export const refuse = (
  status: 400 | 404 | 413 | 415 | 422 | 429 | 503,
  message: string,
  extra: {
    errors?: Record<string, string>
    captcha?: CaptchaProblem
    retryAfterSeconds?: number
  } = {},
): SubmissionAnswer => ({ status, message, ...extra })

export const isAccepted = (
  answer: SubmissionAnswer,
): answer is Extract<SubmissionAnswer, { reference: string }> => 'reference' in answer
