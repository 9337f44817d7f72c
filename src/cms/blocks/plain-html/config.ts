import type { Block } from 'payload'

export const PlainHtmlBlock: Block = {
  slug: 'plainHtml',
  interfaceName: 'PlainHtmlBlock',
  graphQL: { singularName: 'PlainHtmlBlock' },
  fields: [
    { name: 'anchorId', type: 'text' },
    {
      name: 'html',
      type: 'code',
      localized: true,
      required: true,
      admin: {
        language: 'html',
        description: 'Scripts, event handlers and javascript: links are removed.',
      },
    },
  ],
}
