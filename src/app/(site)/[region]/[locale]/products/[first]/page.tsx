import { productRoute } from '../product-route'

const route = productRoute(['first'])

export function generateStaticParams(): Record<string, string>[] {
  return []
}

export const generateMetadata = route.generateMetadata
export default route.Page
