/** Paragraphs as the Lexical editor's JSON, so seeded rich text edits like typed text. */
export function paragraphsToRichText(paragraphs: readonly string[]) {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: paragraphs.map((text) => ({
        type: 'paragraph',
        format: '',
        indent: 0,
        version: 1,
        direction: 'ltr',
        textFormat: 0,
        textStyle: '',
        children: [
          { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
        ],
      })),
    },
  }
}

export function listToRichText(items: readonly string[], listType: 'bullet' | 'number') {
  return {
    root: {
      type: 'root',
      format: '',
      indent: 0,
      version: 1,
      direction: 'ltr',
      children: [
        {
          type: 'list',
          listType,
          tag: listType === 'bullet' ? 'ul' : 'ol',
          start: 1,
          format: '',
          indent: 0,
          version: 1,
          direction: 'ltr',
          children: items.map((text, index) => ({
            type: 'listitem',
            value: index + 1,
            format: '',
            indent: 0,
            version: 1,
            direction: 'ltr',
            children: [
              { type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 },
            ],
          })),
        },
      ],
    },
  }
}

const textNode = (text: string) => ({
  type: 'text',
  text,
  format: 0,
  style: '',
  mode: 'normal',
  detail: 0,
  version: 1,
})

/** Text linked to a CMS document, as the editor's link feature stores an internal link. */
export function internalLinkNode(text: string, doc: { relationTo: string; value: number }) {
  return {
    type: 'link',
    format: '',
    indent: 0,
    version: 3,
    direction: 'ltr',
    fields: { linkType: 'internal', doc, newTab: false },
    children: [textNode(text)],
  }
}

export function paragraphsWithLinkToRichText(
  paragraphs: readonly string[],
  link: { before: string; text: string; after: string; doc: { relationTo: string; value: number } },
) {
  const state = paragraphsToRichText(paragraphs)
  const inline = [
    textNode(link.before),
    internalLinkNode(link.text, link.doc),
    textNode(link.after),
  ].filter((node) => node.type !== 'text' || ('text' in node && node.text !== ''))
  const paragraph = {
    type: 'paragraph',
    format: '',
    indent: 0,
    version: 1,
    direction: 'ltr',
    textFormat: 0,
    textStyle: '',
    children: inline,
  }
  return { root: { ...state.root, children: [...state.root.children, paragraph] } }
}
