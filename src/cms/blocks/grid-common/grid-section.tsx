import { type ReactNode, useId } from 'react'
import { CallsToAction } from '@/components/link/calls-to-action'
import { HeadingText } from '@/components/text/heading-text'
import type { CallToActionData } from '@/components/link/call-to-action'
import type { BlockContext } from '../block-context'
import styles from './grid.module.css'

export interface GridSectionBlock {
  anchorId?: string | null
  heading?: string | null
  intro?: string | null
  callsToAction?: readonly CallToActionData[] | null
}

interface GridSectionProps {
  block: GridSectionBlock
  context: BlockContext
  className?: string
  children: ReactNode
}

export function GridSection({ block, context, className, children }: GridSectionProps) {
  const headingId = useId()
  return (
    <section
      id={block.anchorId || undefined}
      className={[styles.section, className].filter(Boolean).join(' ')}
      aria-labelledby={block.heading ? headingId : undefined}
    >
      {(block.heading || block.intro) && (
        <header className={styles.header}>
          {block.heading && (
            <h2 id={headingId}>
              <HeadingText text={block.heading} locale={context.locale} />
            </h2>
          )}
          {block.intro && <p className={styles.intro}>{block.intro}</p>}
        </header>
      )}
      {children}
      <CallsToAction
        ctas={block.callsToAction}
        regionId={context.regionId}
        locale={context.locale}
        routesOff={context.routesOff}
      />
    </section>
  )
}
