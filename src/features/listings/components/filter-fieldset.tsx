import type { FacetFilter } from '@/content/facet-listing'
import { formatNumber } from '@/i18n/format'
import type { Translate } from '@/i18n/translate'
import type { Locale } from '@/routing/locales'
import { parseRange, rangeValue } from '../lib/listing-state'
import styles from './listing.module.css'

interface FilterFieldsetProps {
  filter: FacetFilter
  chosen: readonly string[]
  idPrefix: string
  locale: Locale
  t: Translate
}

/** An option no result would have is shown, explained and cannot be chosen. */
function OptionList({ filter, chosen, idPrefix, locale, t }: FilterFieldsetProps) {
  const single = filter.type === 'SingleFacetSelector'
  const type = single ? 'radio' : 'checkbox'
  return (
    <ul className={styles.options}>
      {single && (
        <li>
          <input
            type="radio"
            id={`${idPrefix}-any`}
            name={filter.attribute}
            value=""
            defaultChecked={chosen.length === 0}
          />
          <label htmlFor={`${idPrefix}-any`}>{t('listing.any')}</label>
        </li>
      )}
      {filter.options.map((option, index) => {
        const id = `${idPrefix}-${index}`
        const unavailable = option.count === 0 && !option.selected
        return (
          <li key={option.value} className={unavailable ? styles.unavailable : undefined}>
            <input
              type={type}
              id={id}
              name={filter.attribute}
              value={option.value}
              defaultChecked={option.selected}
              disabled={unavailable}
              aria-describedby={unavailable ? `${id}-note` : undefined}
            />
            <label htmlFor={id}>
              {option.label}{' '}
              <span className={styles.count}>({formatNumber(option.count, locale)})</span>
            </label>
            {unavailable && (
              <span id={`${id}-note`} className={styles.note}>
                {t('listing.notAvailable')}
              </span>
            )}
          </li>
        )
      })}
    </ul>
  )
}

function RangeInputs({ filter, chosen, idPrefix, locale, t }: FilterFieldsetProps) {
  const low = filter.range?.min
  const high = filter.range?.max
  if (low === null || low === undefined || high === null || high === undefined) return null
  const selected = parseRange(chosen[0])
  const step = Number.isInteger(low) && Number.isInteger(high) ? 1 : 'any'
  const slider = (part: 'min' | 'max', value: number) => {
    const id = `${idPrefix}-${part}`
    return (
      <div className={styles.slider}>
        <label htmlFor={id}>{t(part === 'min' ? 'listing.minimum' : 'listing.maximum')}</label>
        <input
          type="range"
          id={id}
          name={`${filter.attribute}.${part}`}
          min={low}
          max={high}
          step={step}
          defaultValue={value}
          data-output={`${id}-value`}
        />
        <output id={`${id}-value`} htmlFor={id} data-unit={filter.unitLabel ?? ''}>
          {formatNumber(value, locale)}
          {filter.unitLabel ? ` ${filter.unitLabel}` : ''}
        </output>
      </div>
    )
  }
  return (
    <div className={styles.range}>
      <input
        type="hidden"
        name={`${filter.attribute}.bounds`}
        value={rangeValue(low, high) ?? ''}
      />
      {slider('min', selected?.min ?? low)}
      {slider('max', selected?.max ?? high)}
    </div>
  )
}

export function FilterFieldset(props: FilterFieldsetProps) {
  const { filter } = props
  if (filter.type === 'RangeSliders' && !filter.range?.max && filter.range?.max !== 0) return null
  if (filter.type !== 'RangeSliders' && filter.options.length === 0) return null
  return (
    <fieldset className={styles.fieldset}>
      <legend>
        {filter.name}
        {filter.type === 'RangeSliders' && filter.unitLabel ? ` (${filter.unitLabel})` : ''}
      </legend>
      {filter.type === 'RangeSliders' ? <RangeInputs {...props} /> : <OptionList {...props} />}
    </fieldset>
  )
}
