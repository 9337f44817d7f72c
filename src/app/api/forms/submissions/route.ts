import { handleFormSubmission } from '@/features/forms/server/handle-submission'

export function POST(request: Request): Promise<Response> {
  return handleFormSubmission(request)
}
