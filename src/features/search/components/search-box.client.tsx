'use client'

import { useRouter } from 'next/navigation'
import { type KeyboardEvent, useEffect, useId, useState } from 'react'
import type { SearchKind } from '@/content/search-tabs'
import {
  MIN_SUGGEST_LENGTH,
  SUGGEST_DEBOUNCE_MS,
  type Suggestion,
  type SuggestionsResponse,
  suggestionsUrl,
} from '../lib/suggestion'
import styles from './search.module.css'

interface SearchBoxProps {
  inputId: string
  defaultValue: string
  placeholder: string
  listLabel: string
  kindLabels: Record<SearchKind, string>
  regionId: string
  locale: string
}

/**
 * The search input as an ARIA 1.2 combobox: suggestions after 300 ms of typing, arrows move through
 * them, Enter opens the chosen one (or submits the form for the results page), Escape closes.
 */
export function SearchBox(props: SearchBoxProps) {
  const { inputId, defaultValue, placeholder, listLabel, kindLabels, regionId, locale } = props
  const router = useRouter()
  const listId = useId()
  const [value, setValue] = useState(defaultValue)
  const [found, setFound] = useState<Suggestion[]>([])
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(-1)
  const query = value.trim()
  const suggestable = [...query].length >= MIN_SUGGEST_LENGTH
  // The last answer stays up while the next one is on its way.
  const suggestions = suggestable ? found : []

  useEffect(() => {
    if (!suggestable) return
    const controller = new AbortController()
    const timer = setTimeout(async () => {
      try {
        const response = await fetch(suggestionsUrl(query, regionId, locale), {
          signal: controller.signal,
        })
        if (!response.ok) return
        const body = (await response.json()) as SuggestionsResponse
        setFound(body.suggestions)
        setActive(-1)
      } catch {
        // Aborted by the next keystroke, or offline: the form still submits to the results page.
      }
    }, SUGGEST_DEBOUNCE_MS)
    return () => {
      clearTimeout(timer)
      controller.abort()
    }
  }, [query, suggestable, regionId, locale])

  const expanded = open && suggestions.length > 0
  const optionId = (index: number) => `${listId}-${index}`

  const choose = (suggestion: Suggestion) => {
    setOpen(false)
    router.push(suggestion.href)
  }

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (suggestions.length === 0) return
      event.preventDefault()
      setOpen(true)
      const step = event.key === 'ArrowDown' ? 1 : -1
      const positions = suggestions.length + 1
      setActive((index) => ((index + 1 + step + positions) % positions) - 1)
    } else if (event.key === 'Escape') {
      if (expanded) event.preventDefault()
      setOpen(false)
      setActive(-1)
    } else if (event.key === 'Enter' && expanded && active >= 0) {
      const suggestion = suggestions[active]
      if (suggestion) {
        event.preventDefault()
        choose(suggestion)
      }
    }
  }

  return (
    <div className={styles.box}>
      <input
        id={inputId}
        className={styles.input}
        // `type="search"` may not carry the combobox role (HTML-ARIA); enterKeyHint keeps the search key.
        type="text"
        name="q"
        value={value}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        enterKeyHint="search"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        onChange={(event) => {
          setValue(event.target.value)
          setOpen(true)
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={listLabel}
        className={styles.listbox}
        hidden={!expanded}
      >
        {suggestions.map((suggestion, index) => (
          <li
            key={suggestion.href}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            className={styles.option}
            // Chosen before the input's blur closes the list.
            onMouseDown={(event) => {
              event.preventDefault()
              choose(suggestion)
            }}
          >
            <span>{suggestion.title}</span>
            <span className={styles.optionKind}>{kindLabels[suggestion.kind]}</span>
          </li>
        ))}
      </ul>
    </div>
  )
}
