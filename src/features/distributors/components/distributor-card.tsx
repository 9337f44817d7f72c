import type { Distributor } from '@/content/distributors'
import { formatDistance } from '@/i18n/format'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import type { DistanceUnit } from '../lib/distance'
import { telHref } from '../lib/tel'
import styles from './distributor-finder.module.css'

interface DistributorCardProps {
  distributor: Distributor
  distance: number | null
  unit: DistanceUnit
  regionId: string
  locale: Locale
  /** The request email for this distributor. */
  emailHref: string
  t: Translate
}

export function DistributorCard({
  distributor,
  distance,
  unit,
  regionId,
  locale,
  emailHref,
  t,
}: DistributorCardProps) {
  const tel = distributor.telephone ? telHref(distributor.telephone, regionId) : null
  const place = [
    distributor.city,
    [distributor.state, distributor.postcode].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ')
  return (
    <article className={styles.card}>
      <h3>{distributor.name}</h3>
      <dl className={styles.facts}>
        {distance !== null && (
          <>
            <dt>{t('distributors.distance')}</dt>
            <dd>
              {t('distributors.distanceAway', { distance: formatDistance(distance, unit, locale) })}
            </dd>
          </>
        )}
        <dt>{t('distributors.code')}</dt>
        <dd>{distributor.code}</dd>
        {distributor.contact && (
          <>
            <dt>{t('distributors.contact')}</dt>
            <dd>{distributor.contact}</dd>
          </>
        )}
        {distributor.telephone && (
          <>
            <dt>{t('distributors.telephone')}</dt>
            <dd>{tel ? <a href={tel}>{distributor.telephone}</a> : distributor.telephone}</dd>
          </>
        )}
        {place && (
          <>
            <dt>{t('distributors.location')}</dt>
            <dd>{place}</dd>
          </>
        )}
      </dl>
      <a className="cta-link" href={emailHref}>
        {t('distributors.requestEmailNamed', { distributor: distributor.name })}
      </a>
    </article>
  )
}
