import { NotFoundMessage } from '@/components/layout/not-found-message.client'

export default function NotFound() {
  return <NotFoundMessage />
}
