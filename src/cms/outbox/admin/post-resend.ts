/** The resend endpoint's answer as a sentence for the editor. */
export async function postResend(api: string, body: unknown): Promise<string> {
  try {
    const response = await fetch(`${api}/resend`, {
      method: 'POST',
      credentials: 'include',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    const answer = (await response.json()) as { requeued?: number; message?: string }
    if (!response.ok) return answer.message ?? `Re-send failed (HTTP ${response.status}).`
    return answer.requeued === 1
      ? '1 record queued to be sent again.'
      : `${answer.requeued ?? 0} records queued to be sent again.`
  } catch {
    return 'Re-send failed: the server could not be reached.'
  }
}
