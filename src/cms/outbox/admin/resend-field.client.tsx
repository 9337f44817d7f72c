'use client'
import { useConfig, useDocumentInfo, useFormFields } from '@payloadcms/ui'
import { useState } from 'react'
import { postResend } from './post-resend'

const RESENDABLE = new Set(['failed', 'notConfigured'])

/** In a record's sidebar: queue it again once its failure (or missing handler URL) is fixed. */
export function ResendField() {
  const { config } = useConfig()
  const { id, collectionSlug } = useDocumentInfo()
  const forwardStatus = useFormFields(([fields]) => fields.forwardStatus?.value)
  const [status, setStatus] = useState('')
  if (!id || !RESENDABLE.has(String(forwardStatus))) return null
  const api = `${config.serverURL}${config.routes.api}/${collectionSlug}`

  return (
    <div style={{ marginBottom: '1.5rem' }}>
      <button
        type="button"
        className="btn btn--style-primary btn--size-small"
        onClick={async () => setStatus(await postResend(api, { ids: [Number(id)] }))}
      >
        Re-send
      </button>
      <p role="status">{status}</p>
    </div>
  )
}
