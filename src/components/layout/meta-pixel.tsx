/** The one script host the pixel needs; server/meta-pixel-csp.mjs allows it for these pages only. */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js'

/**
 * Queues the pixel's calls until its script arrives, as its loader expects (`fbq.queue`,
 * `fbq.callMethod`), then adds the script: added from here it always runs after the queue exists.
 * `id` is digits only (content/meta-pixel-id.ts), so it is data, not code.
 */
function pixelScript(id: string): string {
  return [
    '(function(w,d){if(w.fbq)return;',
    'var f=function(){f.callMethod?f.callMethod.apply(f,arguments):f.queue.push(arguments)};',
    "f.push=f;f.loaded=true;f.version='2.0';f.queue=[];w.fbq=f;w._fbq=w._fbq||f;",
    `var s=d.createElement('script');s.async=true;s.src=${JSON.stringify(META_PIXEL_SCRIPT)};`,
    'd.head.appendChild(s)})(window,document);',
    `fbq('init','${id}');fbq('track','PageView');`,
  ].join('')
}

export function MetaPixel({ id }: { id: string }) {
  return <script dangerouslySetInnerHTML={{ __html: pixelScript(id) }} />
}
