import { handleListingForm } from '@/features/listings/server/handle-listing-form'

export function GET(request: Request): Response {
  return handleListingForm(request)
}

// Next answers a method a route does not export with a bare 405 and no `Allow`: the handler
// answers every method instead.
export { GET as DELETE, GET as PATCH, GET as POST, GET as PUT }
