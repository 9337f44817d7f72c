'use client'
import { useConfig, useListQuery } from '@payloadcms/ui'
import { useState } from 'react'
import { postResend } from './post-resend'

/** Above a submissions list: export what the filter shows, and put every failed record back in the queue. */
export function OutboxListActions({ collectionSlug }: { collectionSlug: string }) {
  const { config } = useConfig()
  const { query, refineListData } = useListQuery()
  const [status, setStatus] = useState('')
  const api = `${config.serverURL}${config.routes.api}/${collectionSlug}`
  const where = query?.where ? `?${new URLSearchParams(flatten('where', query.where))}` : ''

  async function resendFailed() {
    setStatus('Re-sending…')
    setStatus(await postResend(api, { all: 'failed' }))
    await refineListData({})
  }

  return (
    <div style={{ display: 'flex', gap: '1rem', alignItems: 'center', marginBottom: '1rem' }}>
      <a className="btn btn--style-secondary btn--size-small" href={`${api}/export.csv${where}`}>
        Export CSV
      </a>
      <button
        type="button"
        className="btn btn--style-secondary btn--size-small"
        onClick={resendFailed}
      >
        Re-send all failed
      </button>
      <span role="status">{status}</span>
    </div>
  )
}

/** `where` as the bracketed query keys Payload's REST API reads. */
function flatten(prefix: string, value: unknown): [string, string][] {
  if (value === null || typeof value !== 'object') return [[prefix, String(value)]]
  return Object.entries(value).flatMap(([key, inner]) => flatten(`${prefix}[${key}]`, inner))
}
