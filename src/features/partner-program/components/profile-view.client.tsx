'use client'

import { type ReactNode, useEffect, useSyncExternalStore } from 'react'
import type { PartnerProfile } from '../lib/partner-profile'
import { profileStore } from '../lib/profile-store-instance'
import styles from './partner-program.module.css'

export interface ProfileTexts {
  loading: string
  refresh: string
  notFound: string
  operationName: string
  segment: string
  address: string
  city: string
  state: string
  zip: string
  phone: string
  email: string
  partnerSince: string
  salesContact: string
  contactName: string
}

const IDLE = { status: 'idle' } as const

function Row({ label, value }: { label: string; value: ReactNode }) {
  if (value === null || value === '') return null
  return (
    <>
      <dt>{label}</dt>
      <dd>{value}</dd>
    </>
  )
}

function ProfileDetails({
  profile,
  texts,
  formatDate,
}: {
  profile: PartnerProfile
  texts: ProfileTexts
  formatDate: (iso: string) => string
}) {
  const contact = profile.salesContact
  return (
    <>
      <dl className={styles.profile}>
        <Row label={texts.operationName} value={profile.operationName} />
        <Row label={texts.segment} value={profile.segment} />
        <Row label={texts.address} value={profile.address} />
        <Row label={texts.city} value={profile.city} />
        <Row label={texts.state} value={profile.state} />
        <Row label={texts.zip} value={profile.zip} />
        <Row label={texts.phone} value={profile.phone} />
        <Row label={texts.email} value={profile.email} />
        <Row
          label={texts.partnerSince}
          value={profile.partnerSince ? formatDate(profile.partnerSince) : null}
        />
      </dl>
      {contact && (
        <section aria-labelledby="sales-contact">
          <h2 id="sales-contact">{texts.salesContact}</h2>
          <dl className={styles.profile}>
            <Row label={texts.contactName} value={contact.name} />
            <Row
              label={texts.email}
              value={contact.email && <a href={`mailto:${contact.email}`}>{contact.email}</a>}
            />
            <Row
              label={texts.phone}
              value={
                contact.phone && (
                  <a href={`tel:${contact.phone.replace(/[^+\d]/g, '')}`}>{contact.phone}</a>
                )
              }
            />
          </dl>
        </section>
      )}
    </>
  )
}

/** Loaded in the browser through the profile API (spec §4), once per salesforceUserId. */
export interface ProfileViewProps {
  salesforceUserId: string
  url: string
  locale: string
  texts: ProfileTexts
  /** The CMS's `profileNotFoundMessage`, drawn on the server. */
  notFoundMessage: ReactNode
}

export function ProfileView({
  salesforceUserId,
  url,
  locale,
  texts,
  notFoundMessage,
}: ProfileViewProps) {
  const store = profileStore(url)
  const state = useSyncExternalStore(store.subscribe, store.get, () => IDLE)
  useEffect(() => {
    void store.load(salesforceUserId)
  }, [store, salesforceUserId])
  const formatDate = (iso: string) =>
    new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(iso))
  return (
    <div className={styles.screen} aria-busy={state.status === 'loading'}>
      {state.status === 'loaded' && (
        <ProfileDetails profile={state.profile} texts={texts} formatDate={formatDate} />
      )}
      {state.status === 'missing' && (
        <div role="alert">
          <h2>{texts.notFound}</h2>
          {notFoundMessage}
        </div>
      )}
      {(state.status === 'loading' || state.status === 'idle') && (
        <p role="status">{texts.loading}</p>
      )}
      <p>
        <button
          type="button"
          className="button button-secondary"
          disabled={state.status === 'loading'}
          onClick={() => void store.refresh(salesforceUserId)}
        >
          {texts.refresh}
        </button>
      </p>
    </div>
  )
}
