import 'server-only'
import { createHmac } from 'node:crypto'
import { payloadSecret } from '@/lib/env'

let secret: string | undefined

/** Derived from PAYLOAD_SECRET, so every instance sharing it accepts the others' tokens. */
export function formTokenSecret(): string {
  secret ??= createHmac('sha256', payloadSecret()).update('terrafield form token').digest('hex')
  return secret
}
