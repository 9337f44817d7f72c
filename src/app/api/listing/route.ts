import { handleListingForm } from '@/features/listings/server/handle-listing-form'

export function GET(request: Request): Response {
  return handleListingForm(request)
}
