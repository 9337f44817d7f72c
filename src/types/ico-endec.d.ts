declare module 'ico-endec' {
  /** PNG or BMP images in, one ICO file out. */
  export function encode(images: (Buffer | ArrayBuffer)[]): Buffer
  export function decode(ico: Buffer | ArrayBuffer): {
    width: number
    height: number
    imageType: 'png' | 'bmp'
    imageData: Buffer
  }[]
}
