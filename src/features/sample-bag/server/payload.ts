import 'server-only'
import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** The embedded CMS, for the records the site writes (orders go through its local API). */
export function cmsPayload(): Promise<Payload> {
  return getPayload({ config })
}
