// Test data only: a Lexical value holding one bulleted list, as editors store ingredients and steps.
export const richTextList = (...items: string[]) => ({
  root: {
    type: 'root',
    children: [
      {
        type: 'list',
        children: items.map((text) => ({ type: 'listitem', children: [{ type: 'text', text }] })),
      },
    ],
  },
})
