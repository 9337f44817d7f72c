import { handleBagProducts } from '@/features/sample-bag/server/handle-bag-products'

/** The cards of the products in a browser's sample bag, for its region and locale. */
export async function GET(request: Request): Promise<Response> {
  return handleBagProducts(request)
}
