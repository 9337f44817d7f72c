export type JsonBody = { ok: true; value: unknown } | { ok: false; error: 'too-large' | 'invalid' }

/** Read and thrown away past the limit, so the connection stays usable. */
const DISCARD_BUDGET = 16 * 1024 * 1024

// Cancelling makes Node destroy the socket: the client would see a network error, not the 413.
async function discardRest(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<void> {
  let left = DISCARD_BUDGET
  try {
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      left -= value.byteLength
      if (left < 0) return void (await reader.cancel())
    }
  } catch {
    // The client went away; nothing is left to read.
  }
}

/** A body over `limit` bytes, declared or streamed, is refused as soon as known, never buffered. */
export async function readCapped(
  request: Request,
  limit: number,
): Promise<Uint8Array | 'too-large'> {
  const reader = request.body?.getReader()
  if (!reader) return new Uint8Array()
  const declared = Number(request.headers.get('content-length') ?? '')
  if (Number.isFinite(declared) && declared > limit) {
    void discardRest(reader)
    return 'too-large'
  }
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > limit) {
      void discardRest(reader)
      return 'too-large'
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  return body
}

export async function readJsonBody(request: Request, limit: number): Promise<JsonBody> {
  let bytes: Uint8Array | 'too-large'
  try {
    bytes = await readCapped(request, limit)
  } catch {
    return { ok: false, error: 'invalid' }
  }
  if (bytes === 'too-large') return { ok: false, error: 'too-large' }
  try {
    return { ok: true, value: JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes)) }
  } catch {
    return { ok: false, error: 'invalid' }
  }
}
