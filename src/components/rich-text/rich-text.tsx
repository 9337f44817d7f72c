import type { SerializedEditorState } from '@payloadcms/richtext-lexical/lexical'
import {
  type JSXConvertersFunction,
  RichText as LexicalRichText,
} from '@payloadcms/richtext-lexical/react'
import { richTextRoot } from '@/content/rich-text-nodes'
import { resolveRichText } from '@/content/rich-text'
import type { ContentScope } from '@/content/scope'
import { richTextConverters } from './converters'

interface RichTextProps {
  data: unknown
  scope: ContentScope
  className?: string
}

export async function RichText({ data, scope, className = 'prose' }: RichTextProps) {
  if (!richTextRoot(data)) return null
  const view = await resolveRichText(scope, data)
  const converters: JSXConvertersFunction = ({ defaultConverters }) => ({
    ...defaultConverters,
    ...richTextConverters(view),
  })
  return (
    <LexicalRichText
      className={className}
      data={view.data as SerializedEditorState}
      converters={converters}
      disableContainer={false}
    />
  )
}
