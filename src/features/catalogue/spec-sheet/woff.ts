import { inflateSync } from 'node:zlib'

const WOFF_SIGNATURE = 0x774f4646 // 'wOFF'
const WOFF_HEADER = 44
const WOFF_ENTRY = 20
const SFNT_HEADER = 12
const SFNT_ENTRY = 16

/**
 * WOFF 1.0 → the plain TrueType/OpenType file it wraps. fontkit reads WOFF itself, but through a
 * pure-JS inflate that took seconds for a CJK font; Node's zlib does it in milliseconds.
 */
export function woffToSfnt(woff: Buffer): Buffer {
  if (woff.length < WOFF_HEADER || woff.readUInt32BE(0) !== WOFF_SIGNATURE) {
    throw new Error('Not a WOFF 1.0 font')
  }
  const flavor = woff.readUInt32BE(4)
  const numTables = woff.readUInt16BE(12)
  const tables = Array.from({ length: numTables }, (_, index) => {
    const entry = WOFF_HEADER + index * WOFF_ENTRY
    const offset = woff.readUInt32BE(entry + 4)
    const compressed = woff.readUInt32BE(entry + 8)
    const original = woff.readUInt32BE(entry + 12)
    const raw = woff.subarray(offset, offset + compressed)
    const data = compressed < original ? inflateSync(raw) : raw
    if (data.length !== original) throw new Error('Corrupt WOFF table')
    return { tag: woff.readUInt32BE(entry), checksum: woff.readUInt32BE(entry + 16), data }
  })

  let size = SFNT_HEADER + SFNT_ENTRY * numTables
  const offsets = tables.map(({ data }) => {
    const offset = size
    size += (data.length + 3) & ~3 // tables start on 4-byte boundaries
    return offset
  })
  const sfnt = Buffer.alloc(size)
  const searchRange = 2 ** Math.floor(Math.log2(Math.max(numTables, 1)))
  sfnt.writeUInt32BE(flavor, 0)
  sfnt.writeUInt16BE(numTables, 4)
  sfnt.writeUInt16BE(searchRange * SFNT_ENTRY, 6)
  sfnt.writeUInt16BE(Math.log2(searchRange), 8)
  sfnt.writeUInt16BE((numTables - searchRange) * SFNT_ENTRY, 10)
  tables.forEach(({ tag, checksum, data }, index) => {
    const entry = SFNT_HEADER + index * SFNT_ENTRY
    const offset = offsets[index] ?? 0
    sfnt.writeUInt32BE(tag, entry)
    sfnt.writeUInt32BE(checksum, entry + 4)
    sfnt.writeUInt32BE(offset, entry + 8)
    sfnt.writeUInt32BE(data.length, entry + 12)
    data.copy(sfnt, offset)
  })
  return sfnt
}
