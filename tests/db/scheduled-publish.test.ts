import { randomUUID } from 'node:crypto'
import { createLocalReq } from 'payload'
import { afterEach, beforeAll, expect, test } from 'vitest'
import { runDueJobs } from '@/cms/jobs/jobs-loop'
import { processTagExpiry } from '@/lib/cache-tag-expiry.mjs'
import { collectionTag, regionalTag } from '@/lib/cache-tags'
import { describeOnEachDatabase } from '../helpers/each-database'

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

describeOnEachDatabase('scheduled publishing', (db) => {
  let editorId = 0

  beforeAll(async () => {
    const editor = await db.payload.create({
      collection: 'users',
      data: { email: `editor-${randomUUID()}@example.com`, password: `Pw-${randomUUID()}` },
    })
    editorId = editor.id
  })

  afterEach(() => {
    process.env.PAYLOAD_SKIP_REVALIDATE = '1'
  })

  const draftProduct = async (marketingName: string) =>
    db.payload.create({
      collection: 'products',
      draft: true,
      data: {
        sku: `SCHED-${randomUUID().slice(0, 8)}`,
        slug: `scheduled-${randomUUID().slice(0, 8)}`,
        marketingName,
        regionTags: ['regionUs'],
        _status: 'draft',
      },
    })

  /** What a visitor reads: published documents only. */
  const visitorSees = async (id: number) =>
    (
      await db.payload.find({
        collection: 'products',
        where: { id: { equals: id } },
        overrideAccess: false,
        depth: 0,
      })
    ).docs[0]?.marketingName ?? null

  /** As the admin's schedule drawer queues it (`schedulePublishHandler`). */
  const schedule = (type: 'publish' | 'unpublish', id: number, at: Date) =>
    db.payload.jobs.queue({
      task: 'schedulePublish',
      waitUntil: at,
      input: {
        type,
        // The admin sends the id as a string, whatever the generated input type says.
        doc: { relationTo: 'products', value: String(id) as unknown as number },
        user: { relationTo: 'users', value: editorId },
      },
    })

  test('a scheduled publish waits for its time, then publishes and expires the cached pages', async () => {
    const name = `Scheduled ${randomUUID()}`
    const { id } = await draftProduct(name)
    expect(await visitorSees(id)).toBeNull()

    await schedule('publish', id, new Date(Date.now() + 1_500))
    expect(await runDueJobs(db.payload)).toBe(0)
    expect(await visitorSees(id)).toBeNull()

    await wait(1_600)
    process.env.PAYLOAD_SKIP_REVALIDATE = '0'
    const before = Date.now() - 1
    expect(await runDueJobs(db.payload)).toBe(1)
    expect(await visitorSees(id)).toBe(name)
    // Outside a Next request the hook expires the tags in this process's cache record directly.
    expect(processTagExpiry().anyExpiredAfter([regionalTag('products', 'regionUs')], before)).toBe(
      true,
    )
    // A completed job is removed; nothing is left to run twice.
    expect(await runDueJobs(db.payload)).toBe(0)
  })

  test('a scheduled unpublish takes a published document off the site', async () => {
    const name = `Leaving ${randomUUID()}`
    const { id } = await draftProduct(name)
    await db.payload.update({ collection: 'products', id, data: { _status: 'published' } })
    expect(await visitorSees(id)).toBe(name)

    await schedule('unpublish', id, new Date(Date.now() + 500))
    await wait(600)
    expect(await runDueJobs(db.payload)).toBe(1)
    expect(await visitorSees(id)).toBeNull()
  })

  test('draft saves (autosave) leave the cache alone; publishing expires it', async () => {
    const { id } = await draftProduct(`Draft ${randomUUID()}`)
    await db.payload.update({ collection: 'products', id, data: { _status: 'published' } })
    process.env.PAYLOAD_SKIP_REVALIDATE = '0'
    const tag = collectionTag('products')

    const beforeDrafts = Date.now() - 1
    for (const n of [1, 2, 3])
      await db.payload.update({
        collection: 'products',
        id,
        draft: true,
        autosave: true,
        data: { marketingName: `Typing ${n}` },
      })
    // The first draft save after a publish still counts (its previous version is the published one).
    const afterFirstDraft = Date.now()
    await wait(5)
    await db.payload.update({
      collection: 'products',
      id,
      draft: true,
      autosave: true,
      data: { marketingName: 'Typing 4' },
    })
    expect(processTagExpiry().anyExpiredAfter([tag], afterFirstDraft)).toBe(false)
    expect(processTagExpiry().anyExpiredAfter([tag], beforeDrafts)).toBe(true)

    const beforePublish = Date.now()
    await wait(5)
    await db.payload.update({ collection: 'products', id, data: { _status: 'published' } })
    expect(processTagExpiry().anyExpiredAfter([tag], beforePublish)).toBe(true)
  })

  test('the jobs collection is closed to every caller and the queue runs only in process', async () => {
    const denied = (work: Promise<unknown>) =>
      work.then(
        () => 'allowed',
        (error: { status?: number }) => error.status,
      )
    const editor = { ...(await db.payload.findByID({ collection: 'users', id: editorId })) }
    const asEditor = { ...editor, collection: 'users' as const }
    for (const user of [undefined, asEditor]) {
      expect(
        await denied(db.payload.find({ collection: 'payload-jobs', overrideAccess: false, user })),
      ).toBe(403)
      expect(
        await denied(
          db.payload.create({
            collection: 'payload-jobs',
            overrideAccess: false,
            user,
            data: { taskSlug: 'schedulePublish', input: {} },
          }),
        ),
      ).toBe(403)
    }
    // Running the queue on request is refused even to editors: only the page process's loop runs
    // it. Queueing outside the admin (which queues in process) is for editors only.
    const req = await createLocalReq({ user: asEditor }, db.payload)
    expect(await denied(db.payload.jobs.run({ overrideAccess: false, req }))).toBe(403)
    expect(
      await denied(
        db.payload.jobs.queue({
          task: 'schedulePublish',
          input: { type: 'publish' },
          overrideAccess: false,
        }),
      ),
    ).toBe(403)
  })
})
