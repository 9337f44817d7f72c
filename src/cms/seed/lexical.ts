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
        children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
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
            children: [{ type: 'text', text, format: 0, style: '', mode: 'normal', detail: 0, version: 1 }],
          })),
        },
      ],
    },
  }
}
