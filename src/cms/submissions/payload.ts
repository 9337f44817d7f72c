import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

export function cmsPayload(): Promise<Payload> {
  return getPayload({ config })
}
