import { z } from 'zod'
import { REQUEST_RULES } from '../lib/results-request'

/** The handler's check, from the same rules the wizard applies (`lib/results-request.ts`). */
export const resultsRequestSchema = z.object({
  region: z.string().regex(REQUEST_RULES.region),
  locale: z.string().regex(REQUEST_RULES.locale),
  finder: z.string().regex(REQUEST_RULES.finder),
  answers: z
    .array(z.string().min(REQUEST_RULES.answer.min).max(REQUEST_RULES.answer.max))
    .min(REQUEST_RULES.answers.min)
    .max(REQUEST_RULES.answers.max),
})
