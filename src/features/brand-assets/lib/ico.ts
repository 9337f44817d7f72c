import { encode } from 'ico-endec'

/** One .ico holding each PNG as its own entry, as every current browser and Windows read them. */
export function packIco(pngs: Buffer[]): Buffer {
  return Buffer.from(encode(pngs))
}
