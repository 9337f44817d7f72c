import { CmsImage } from '@/components/media/cms-image'
import type { PartnerProgram } from '@/content/partner-program'
import styles from './partner-program.module.css'

/** Spec §3: what a guest sees where partner content would be. */
export function FallbackBanner({
  program,
  signInHref,
  signInLabel,
  headingLevel = 2,
}: {
  program: PartnerProgram
  signInHref: string
  signInLabel: string
  headingLevel?: 1 | 2
}) {
  const { kind, heading, text, image } = program.fallback
  const Heading = headingLevel === 1 ? 'h1' : 'h2'
  const banner = kind === 'backgroundImageBanner'
  return (
    <section className={`${styles.fallback} ${banner ? styles.fallbackBanner : ''}`}>
      {image && banner && (
        <div className={styles.fallbackImage} aria-hidden="true">
          <CmsImage image={{ ...image, alt: '' }} sizes="100vw" fill />
        </div>
      )}
      {image && !banner && <CmsImage image={image} sizes="(min-width: 768px) 40rem, 100vw" />}
      <div className={styles.fallbackBody}>
        <Heading>{heading || program.name}</Heading>
        {text && <p>{text}</p>}
        <p>
          <a
            href={signInHref}
            className={`button ${banner ? 'button-secondary' : 'button-primary'}`}
          >
            {signInLabel}
          </a>
        </p>
      </div>
    </section>
  )
}
