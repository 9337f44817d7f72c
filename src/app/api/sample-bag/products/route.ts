import { handleBagProducts } from '@/features/sample-bag/server/handle-bag-products'

export async function GET(request: Request): Promise<Response> {
  return handleBagProducts(request)
}
