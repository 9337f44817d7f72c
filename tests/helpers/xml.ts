import { parseDocument } from 'htmlparser2'

export interface XmlElement {
  name: string
  attribs: Record<string, string>
  children: XmlElement[]
  text: string
}

interface RawNode {
  type?: string
  name?: string
  data?: string
  attribs?: Record<string, string>
  children?: RawNode[]
}

function toElement(node: RawNode): XmlElement {
  const children = (node.children ?? []).filter((child) => child.type === 'tag').map(toElement)
  const text = (node.children ?? [])
    .filter((child) => child.type === 'text' || child.type === 'cdata')
    .map((child) => child.data ?? child.children?.map((inner) => inner.data ?? '').join('') ?? '')
    .join('')
  return { name: node.name ?? '', attribs: node.attribs ?? {}, children, text }
}

/** The document's root element, parsed as XML (names keep their case and prefix). */
export function parseXml(xml: string): XmlElement {
  const document = parseDocument(xml, { xmlMode: true, decodeEntities: true }) as RawNode
  const root = (document.children ?? []).find((node) => node.type === 'tag')
  if (!root) throw new Error('no root element')
  return toElement(root)
}
