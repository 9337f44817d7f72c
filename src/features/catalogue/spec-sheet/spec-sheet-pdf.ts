import PDFDocument from 'pdfkit'
import { type Face, type Weight, fontStack, splitRuns } from './fonts'
import type { Fact, SheetBlock, SheetSection, SpecSheet, TableRow } from './types'

const MARGIN = 50
const INK = '#000000'
const MUTED = '#444444'
const RULE = '#b0b0b0'
const SIZE = { title: 20, heading: 13, body: 10, small: 8.5 }
const INDENT = 12

type Doc = PDFKit.PDFDocument
type TextOptions = PDFKit.Mixins.TextOptions

interface Style {
  size: number
  weight?: Weight
  color?: string
}

/** Switches font mid-line where a character needs another. */
function createWriter(doc: Doc, locale: SpecSheet['locale']) {
  const stacks: Record<Weight, Face[]> = {
    regular: fontStack(locale, 'regular'),
    bold: fontStack(locale, 'bold'),
  }
  const registered = new Set<string>()
  const select = (face: Face) => {
    if (!registered.has(face.key)) {
      doc.registerFont(face.key, face.data())
      registered.add(face.key)
    }
    doc.font(face.key)
  }
  const primary = (weight: Weight) => stacks[weight][0] as Face

  function write(
    value: string,
    style: Style,
    options: TextOptions = {},
    at?: { x: number; y: number },
  ) {
    const weight = style.weight ?? 'regular'
    const runs = splitRuns(value, stacks[weight])
    doc.fontSize(style.size).fillColor(style.color ?? INK)
    runs.forEach((run, index) => {
      select(run.face)
      const runOptions = {
        ...options,
        continued: index < runs.length - 1 || options.continued === true,
      }
      if (index === 0 && at) doc.text(run.text, at.x, at.y, runOptions)
      else doc.text(run.text, runOptions)
    })
  }

  function height(value: string, style: Style, width: number): number {
    select(primary(style.weight ?? 'regular'))
    doc.fontSize(style.size)
    return doc.heightOfString(value, { width })
  }

  return { write, height }
}

export type Writer = ReturnType<typeof createWriter>

function layout(doc: Doc, writer: Writer, sheet: SpecSheet) {
  const left = MARGIN
  const width = doc.page.width - 2 * MARGIN
  const bottom = () => doc.page.height - doc.page.margins.bottom
  // A new page when `needed` points do not fit, so a row or heading never splits.
  const keep = (needed: number) => {
    if (doc.y + needed > bottom()) doc.addPage()
  }
  const rule = (color = RULE) => {
    doc
      .moveTo(left, doc.y)
      .lineTo(left + width, doc.y)
      .lineWidth(0.5)
      .strokeColor(color)
      .stroke()
  }
  const gap = (points: number) => {
    doc.y += points
  }

  function row(
    cells: { text: string; x: number; width: number; style: Style; align?: 'left' | 'right' }[],
  ) {
    const tallest = Math.max(
      ...cells.map((cell) => writer.height(cell.text, cell.style, cell.width)),
    )
    keep(tallest + 6)
    const top = doc.y
    let end = top
    for (const cell of cells) {
      if (cell.text)
        writer.write(
          cell.text,
          cell.style,
          { width: cell.width, align: cell.align ?? 'left' },
          { x: cell.x, y: top },
        )
      end = Math.max(end, cell.text ? doc.y : top)
    }
    doc.x = left
    doc.y = end + 3
    rule()
    gap(3)
  }

  function facts(rows: readonly Fact[]) {
    const labelWidth = width * 0.4
    for (const [label, value] of rows) {
      row([
        { text: label, x: left, width: labelWidth - 8, style: { size: SIZE.body, weight: 'bold' } },
        {
          text: value,
          x: left + labelWidth,
          width: width - labelWidth,
          style: { size: SIZE.body },
        },
      ])
    }
  }

  function table(columns: readonly string[], rows: readonly TableRow[]) {
    const nameWidth = width * (columns.length > 2 ? 0.5 : 0.6)
    const valueWidth = (width - nameWidth) / Math.max(columns.length - 1, 1)
    const cells = (values: readonly (string | null)[], style: Style, indent = 0) =>
      values.map((value, index) => ({
        text: value ?? '',
        x: index === 0 ? left + indent : left + nameWidth + (index - 1) * valueWidth,
        width: index === 0 ? nameWidth - indent - 8 : valueWidth - 4,
        style,
        align: index === 0 ? ('left' as const) : ('right' as const),
      }))
    row(cells(columns, { size: SIZE.small, weight: 'bold', color: MUTED }))
    for (const entry of rows) {
      row(
        cells(
          [entry.name, ...entry.values],
          { size: SIZE.body, weight: entry.level === 0 ? 'bold' : 'regular' },
          entry.level * INDENT,
        ),
      )
    }
  }

  function paragraph(value: string, style: Style, indent = 0, label?: string) {
    const options = { width: width - indent }
    keep(writer.height(label ? `${label} ${value}` : value, style, width - indent))
    const at = { x: left + indent, y: doc.y }
    if (label)
      writer.write(`${label} `, { ...style, weight: 'bold' }, { ...options, continued: true }, at)
    writer.write(value, style, options, label ? undefined : at)
    doc.x = left
    gap(4)
  }

  function block(entry: SheetBlock) {
    switch (entry.kind) {
      case 'facts':
        return facts(entry.rows)
      case 'table':
        return table(entry.columns, entry.rows)
      case 'text': {
        const style = entry.note ? { size: SIZE.small, color: MUTED } : { size: SIZE.body }
        return paragraph(entry.text, style, 0, entry.label)
      }
      case 'list':
        if (entry.label) paragraph(entry.label, { size: SIZE.body, weight: 'bold' })
        return paragraph(entry.items.join(' · '), { size: SIZE.body })
      case 'steps':
        paragraph(entry.title, { size: SIZE.body, weight: 'bold' })
        if (entry.summary) paragraph(entry.summary, { size: SIZE.body, color: MUTED })
        for (const step of entry.steps) paragraph(`• ${step}`, { size: SIZE.body }, INDENT)
        return
    }
  }

  function section({ heading, blocks }: SheetSection) {
    // A heading is not left alone at the foot of a page.
    keep(writer.height(heading, { size: SIZE.heading, weight: 'bold' }, width) + 40)
    gap(10)
    paragraph(heading, { size: SIZE.heading, weight: 'bold' })
    for (const entry of blocks) block(entry)
  }

  writer.write(sheet.kicker, { size: SIZE.body, color: MUTED }, { width }, { x: left, y: MARGIN })
  paragraph(sheet.name, { size: SIZE.title, weight: 'bold' })
  if (sheet.brand) paragraph(sheet.brand, { size: SIZE.body })
  paragraph(sheet.skuLine, { size: SIZE.body })
  paragraph(sheet.generatedOn, { size: SIZE.body, color: MUTED })
  rule(INK)
  for (const entry of sheet.sections) section(entry)
}

/** Drawn last, once the page count is known. */
function footers(doc: Doc, writer: Writer, sheet: SpecSheet) {
  const { start, count } = doc.bufferedPageRange()
  for (let index = start; index < start + count; index += 1) {
    doc.switchToPage(index)
    // Text below the bottom margin would start a new page; the footer lives there.
    const margins = doc.page.margins
    doc.page.margins = { ...margins, bottom: 0 }
    const text = `${sheet.skuLine} · ${sheet.generatedOn} · ${index + 1}/${count}`
    writer.write(
      text,
      { size: SIZE.small, color: MUTED },
      { width: doc.page.width - 2 * MARGIN, align: 'center' },
      { x: MARGIN, y: doc.page.height - MARGIN / 2 - SIZE.small },
    )
    doc.page.margins = margins
  }
}

export function renderSpecSheetPdf(sheet: SpecSheet): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    // No standard font: every glyph comes from the embedded fonts (see fonts.ts).
    font: '',
    lang: sheet.locale,
    displayTitle: true,
    info: { Title: sheet.documentTitle, Subject: sheet.sku },
  })
  const chunks: Buffer[] = []
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  try {
    const writer = createWriter(doc, sheet.locale)
    layout(doc, writer, sheet)
    footers(doc, writer, sheet)
    doc.end()
  } catch (error) {
    doc.destroy()
    throw error
  }
  return done
}
