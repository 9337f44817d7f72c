import type { Payload } from 'payload'

/** For command-line scripts, in the order the app's own imports settle in. */
export async function loadPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  await import('@payloadcms/richtext-lexical')
  const { default: config } = await import('../payload.config')
  return getPayload({ config })
}
