/** The spec's image widths and quality (§9), shared by next.config.ts and the srcset builder. */
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384]
export const IMAGE_QUALITY = 75
