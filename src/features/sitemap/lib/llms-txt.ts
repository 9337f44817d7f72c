import {
  blockquote,
  heading,
  link,
  list,
  markdownText,
  paragraph,
  type Inline,
} from '@/lib/markdown/markdown-tree'

export interface LlmsLink {
  title: string
  url: string
  note?: string | null
}

export interface LlmsSection {
  title: string
  links: readonly LlmsLink[]
}

export interface LlmsTxt {
  siteName: string
  summary: string | null
  details: readonly Inline[]
  sections: readonly LlmsSection[]
}

const entry = ({ title, url, note }: LlmsLink): Inline[] =>
  note ? [link(url, title), `: ${note}`] : [link(url, title)]

/** `/llms.txt` as llmstxt.org lays it out: a name, a summary, then sections of links. */
export function llmsTxt({ siteName, summary, details, sections }: LlmsTxt): string {
  return markdownText([
    heading(1, siteName),
    summary && blockquote(summary),
    paragraph(...details),
    ...sections
      .filter((section) => section.links.length > 0)
      .flatMap((section) => [heading(2, section.title), list(section.links.map(entry))]),
  ])
}
