import { NotFoundMessage } from '@/components/layout/not-found-message.client'

export default function ProductNotFound() {
  return <NotFoundMessage subject="product" />
}
