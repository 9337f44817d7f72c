// Static (set in next.config.ts) so cached pages stay cached: Next's inline bootstrap needs
// 'unsafe-inline', because a per-request nonce would make every page dynamic.

/** Video providers the video block may embed (content/embed-domains.ts); more from CSP_FRAME_HOSTS. */
const VIDEO_EMBED_HOSTS = [
  'https://www.youtube-nocookie.com',
  'https://www.youtube.com',
  'https://fast.wistia.net',
  'https://fast.wistia.com',
]

export function contentSecurityPolicy({
  extraFrameHosts = [],
  imageHosts = [],
  development = false,
}: { extraFrameHosts?: string[]; imageHosts?: string[]; development?: boolean } = {}): string {
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': ["'self'", "'unsafe-inline'", ...(development ? ["'unsafe-eval'"] : [])],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...imageHosts],
    'font-src': ["'self'", 'data:'],
    'media-src': ["'self'", 'blob:'],
    'connect-src': ["'self'"],
    'worker-src': ["'self'", 'blob:'],
    'frame-src': ["'self'", ...VIDEO_EMBED_HOSTS, ...extraFrameHosts],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'self'"],
  }
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ')
}

const PERMISSIONS_POLICY = [
  'camera',
  'microphone',
  'geolocation',
  'payment',
  'usb',
  'serial',
  'hid',
  'bluetooth',
  'midi',
  'browsing-topics',
]
  .map((feature) => `${feature}=()`)
  .join(', ')

export function securityHeaders(
  options: Parameters<typeof contentSecurityPolicy>[0] = {},
): { key: string; value: string }[] {
  return [
    { key: 'Content-Security-Policy', value: contentSecurityPolicy(options) },
    { key: 'X-Frame-Options', value: 'SAMEORIGIN' },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    { key: 'Permissions-Policy', value: PERMISSIONS_POLICY },
  ]
}

/** Browsers ignore HSTS over plain HTTP; the proxy that terminates TLS says so in x-forwarded-proto. */
export const HSTS = { key: 'Strict-Transport-Security', value: 'max-age=31536000' }
