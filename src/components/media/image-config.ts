// Shared by next.config.ts and the srcset builder so both emit the same widths.
export const DEVICE_SIZES = [640, 750, 828, 1080, 1200, 1920, 2048, 3840]
export const IMAGE_SIZES = [16, 32, 48, 64, 96, 128, 256, 384]
export const IMAGE_QUALITY = 75
