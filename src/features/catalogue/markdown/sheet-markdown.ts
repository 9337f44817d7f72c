import type { RootContent } from 'mdast'
import {
  emphasis,
  heading,
  list,
  paragraph,
  strong,
  table,
  labelled,
} from '@/lib/markdown/markdown-tree'
import type { SheetBlock, SheetSection } from '../spec-sheet/types'

function blockNodes(block: SheetBlock): RootContent[] {
  switch (block.kind) {
    case 'facts':
      return [list(block.rows.map(([label, value]) => labelled(label, value)))]
    case 'text':
      return [paragraph(...labelled(block.label, block.note ? emphasis(block.text) : block.text))]
    case 'list':
      return [
        ...(block.label ? [paragraph(strong(block.label))] : []),
        list(block.items.map((entry) => [entry])),
      ]
    case 'steps':
      return [
        heading(3, block.title),
        ...(block.summary ? [paragraph(block.summary)] : []),
        list(
          block.steps.map((step) => [step]),
          true,
        ),
      ]
    case 'table':
      return [
        table(
          block.columns,
          block.rows.map((row) => [row.name, ...row.values]),
        ),
      ]
  }
}

/** The spec sheet's sections, as the page and the PDF show them, in markdown. */
export const sheetMarkdown = (sections: readonly SheetSection[]): RootContent[] =>
  sections.flatMap((section) => [
    heading(2, section.heading),
    ...section.blocks.flatMap(blockNodes),
  ])
