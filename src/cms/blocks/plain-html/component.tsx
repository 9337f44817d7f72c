import { sanitizeCmsHtml } from '@/components/rich-text/sanitize-html'
import type { PlainHtmlBlockFieldsFragment } from '@/content/generated/graphql'

export function PlainHtml({ block }: { block: PlainHtmlBlockFieldsFragment }) {
  return (
    <div
      className="plain-html prose"
      id={block.anchorId ?? undefined}
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(block.html ?? '') }}
    />
  )
}
