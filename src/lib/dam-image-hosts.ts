/** `images.example.com` or `dam.example.com:8443`: lower-case DNS labels and an optional port. */
const HOST =
  /^(?=.{1,253}(?::|$))[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*(?::[1-9]\d{0,4})?$/

/**
 * `DAM_IMAGE_HOSTS`: hosts, separated by spaces or commas, whose images product galleries may show.
 * Entries that are not a plain host (a scheme, a path, a wildcard, a quote) are dropped, so nothing
 * but a host ever reaches the Content-Security-Policy.
 */
export function parseDamImageHosts(value: string | undefined): string[] {
  const hosts = (value ?? '')
    .split(/[\s,]+/)
    .map((entry) => entry.toLowerCase())
    .filter((entry) => HOST.test(entry))
  return [...new Set(hosts)]
}
