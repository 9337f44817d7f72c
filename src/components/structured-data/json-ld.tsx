import { serializeJsonLd } from './serialize-json-ld'

/** Structured data for search engines: a data block, never run, so the script policy allows it. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  )
}
