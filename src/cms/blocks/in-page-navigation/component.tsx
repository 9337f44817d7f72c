import type { InPageNavigationBlockFieldsFragment } from '@/content/generated/graphql'
import type { BlockProps } from '../block-context'
import { InPageLinks } from './component.client'
import styles from './styles.module.css'

/** Plain `#anchor` links, so it works without JS; the island only marks the section in view. */
export function InPageNavigation({
  block,
  context,
}: BlockProps<InPageNavigationBlockFieldsFragment>) {
  const links = (block.links ?? []).flatMap((link) =>
    link.anchorId && link.label ? [{ id: link.anchorId, label: link.label }] : [],
  )
  if (links.length === 0) return null
  return (
    <nav
      className={styles.nav}
      id={block.anchorId ?? undefined}
      aria-label={context.t('blocks.inPageNavigation.label')}
    >
      <InPageLinks links={links} />
    </nav>
  )
}
