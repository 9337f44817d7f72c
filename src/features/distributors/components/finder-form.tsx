import type { Translate } from '@/i18n/translate'
import { US_STATES } from '@/lib/us-states'
import { MAX_NAME_LENGTH, MAX_POSTCODE_LENGTH, type FinderState } from '../lib/finder-state'
import styles from './distributor-finder.module.css'

export const FINDER_FORM_ACTION = '/api/distributor-finder'

interface FinderFormProps {
  pageUrl: string
  state: FinderState
  usAddresses: boolean
  invalidPostcode: boolean
  t: Translate
}

/** A plain GET form: the endpoint redirects to the search's own URL, so it works without script. */
export function FinderForm({ pageUrl, state, usAddresses, invalidPostcode, t }: FinderFormProps) {
  const describedBy = [
    usAddresses && 'distributor-postcode-hint',
    invalidPostcode && 'distributor-postcode-error',
  ]
    .filter(Boolean)
    .join(' ')
  return (
    <form
      className={styles.form}
      method="get"
      action={FINDER_FORM_ACTION}
      role="search"
      aria-label={t('distributors.searchLabel')}
    >
      <input type="hidden" name="path" value={pageUrl} />
      {state.product && <input type="hidden" name="product" value={state.product} />}
      <div className={styles.field}>
        <label htmlFor="distributor-name">{t('distributors.name')}</label>
        <input
          id="distributor-name"
          name="name"
          type="text"
          maxLength={MAX_NAME_LENGTH}
          defaultValue={state.name}
          autoComplete="organization"
        />
      </div>
      <div className={styles.field}>
        <label htmlFor="distributor-postcode">
          {t(usAddresses ? 'distributors.zip' : 'distributors.postcode')}
        </label>
        <input
          id="distributor-postcode"
          name="postcode"
          type="text"
          inputMode={usAddresses ? 'numeric' : 'text'}
          autoComplete="postal-code"
          maxLength={MAX_POSTCODE_LENGTH}
          defaultValue={state.postcode}
          aria-invalid={invalidPostcode || undefined}
          aria-describedby={describedBy || undefined}
        />
        {usAddresses && (
          <p id="distributor-postcode-hint" className={styles.hint}>
            {t('distributors.zipHint')}
          </p>
        )}
        {invalidPostcode && (
          <p id="distributor-postcode-error" className={styles.error}>
            {t(usAddresses ? 'distributors.invalidZip' : 'distributors.invalidPostcode')}
          </p>
        )}
      </div>
      {usAddresses && (
        <div className={styles.field}>
          <label htmlFor="distributor-state">{t('distributors.state')}</label>
          <select id="distributor-state" name="state" defaultValue={state.state}>
            <option value="">{t('distributors.anyState')}</option>
            {US_STATES.map(([code, name]) => (
              <option key={code} value={code}>
                {name}
              </option>
            ))}
          </select>
        </div>
      )}
      <div className={styles.actions}>
        <button type="submit" className="button button-primary">
          {t('distributors.search')}
        </button>
      </div>
    </form>
  )
}
