import { describe, expect, it } from 'vitest'
import { adminServerFunction } from '../../helpers/admin-server-function'
import { baseUrl, editorToken, graphql } from '../../helpers/http'
import { PARTNER_PASSWORD, partnerEmail, signInPartner, tokenOf } from '../../helpers/partner'

async function call(path: string, init: RequestInit = {}, token?: string) {
  const response = await fetch(`${baseUrl()}${path}`, {
    ...init,
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `JWT ${token}` } : {}),
      ...init.headers,
    },
  })
  return { status: response.status, text: await response.text() }
}

// The job queue (scheduled publishing) runs in the page process only; over HTTP nobody may read,
// write or run it, signed in or not.
describe('Payload jobs over the API', () => {
  it('refuses visitors, partners and editors the jobs collection and its run endpoints', async () => {
    const partner = await signInPartner(partnerEmail(2), PARTNER_PASSWORD)
    if (!partner.cookie) throw new Error(`partner sign-in failed with ${partner.status}`)
    const partnerToken = tokenOf(partner.cookie)
    const callers = [undefined, partnerToken, await editorToken()]
    for (const token of callers) {
      const who = token === undefined ? 'visitor' : token === partnerToken ? 'partner' : 'editor'
      expect((await call('/api/payload-jobs', {}, token)).status, who).toBe(403)
      expect((await call('/api/payload-jobs/1', {}, token)).status, who).toBe(403)
      const create = await call(
        '/api/payload-jobs',
        { method: 'POST', body: JSON.stringify({ taskSlug: 'schedulePublish', input: {} }) },
        token,
      )
      expect(create.status, who).toBe(403)
      for (const path of ['/api/payload-jobs/run', '/api/payload-jobs/handle-schedules']) {
        const run = await call(path, {}, token)
        expect(run.status, `${who} ${path}`).toBe(401)
      }
    }
  })

  it('keeps the jobs out of GraphQL', async () => {
    const token = await editorToken()
    for (const query of [
      '{ PayloadJobs { docs { id } } }',
      'mutation { createPayloadJob(data: {}) { id } }',
    ]) {
      const answer = await graphql(query, {}, token)
      expect(answer.body.data ?? null, query).toBeNull()
      expect(answer.body.errors?.length, query).toBeGreaterThan(0)
    }
  })

  it('refuses the admin’s scheduling and site-path functions to visitors', async () => {
    const date = new Date(Date.now() + 60 * 60_000)
    const schedule = await adminServerFunction('schedule-publish', {
      type: 'unpublish',
      date,
      doc: { relationTo: 'products', value: '1' },
    })
    // The action throws (Unauthorized, Forbidden): an error row, never a result.
    expect(schedule.result).toBeUndefined()
    expect(schedule.body).toMatch(/^1:E\{"digest"/m)
    const sitePath = await adminServerFunction('site-path', { collection: 'products', id: '1' })
    expect(sitePath.result).toBeUndefined()
    expect(sitePath.body).toMatch(/^1:E\{"digest"/m)
  })

  it('answers the site-path function for editors with a published page only', async () => {
    const token = await editorToken()
    const products = (await (
      await fetch(`${baseUrl()}/api/products?where[sku][equals]=TF-10001&depth=0`, {
        headers: { authorization: `JWT ${token}` },
      })
    ).json()) as { docs: { id: number }[] }
    const id = String(products.docs[0]?.id)
    const found = await adminServerFunction('site-path', { collection: 'products', id }, token)
    expect(found.result).toBe('/products/TF-10001')
    for (const args of [
      { collection: 'users', id },
      { collection: 'products', id: '1 OR 1=1' },
      { collection: 'products', id: '999999999' },
      { collection: { $ne: 1 }, id },
      { collection: 'products', id: [id] },
    ]) {
      const answer = await adminServerFunction('site-path', args, token)
      expect(answer.result, JSON.stringify(args)).toBeNull()
    }
  })
})
