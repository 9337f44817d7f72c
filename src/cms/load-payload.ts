import type { Payload } from 'payload'

/**
 * Loads Payload and the site config for command-line scripts. Loading the config straight after
 * `payload` sometimes left an import cycle with top-level await (through the Lexical editor)
 * unsettled, and Node exited mid-script; loading the editor package first settles it.
 */
export async function loadPayload(): Promise<Payload> {
  const { getPayload } = await import('payload')
  await import('@payloadcms/richtext-lexical')
  const { default: config } = await import('../payload.config')
  return getPayload({ config })
}
