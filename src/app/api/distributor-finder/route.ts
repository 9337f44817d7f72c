import { handleFinderForm } from '@/features/distributors/server/handle-finder-form'

export function GET(request: Request): Response {
  return handleFinderForm(request)
}
