import { describe, expect, it } from 'vitest'
import { CALCULATOR_PAGE_SLUG } from '@/cms/seed/data/calculator-page'
import { pagePath } from '@/routing/build'
import {
  answer,
  type Answer,
  type Fetcher,
  inPool,
  newClient,
  rawRequest,
  STACK_FRAME,
  timed,
} from '../../helpers/abuse'

const client = newClient()
const ENDPOINT = '/api/avocado-calculator'
const PAGE = pagePath('us', 'en', [CALCULATOR_PAGE_SLUG])
const MEXICO = pagePath('mexico', 'es', [CALCULATOR_PAGE_SLUG])
const JAPAN = pagePath('japan', 'ja-JP', [CALCULATOR_PAGE_SLUG])
const INTERNALS = /node_modules|\.next\/server|file:\/\//

const REQUIRED = 'This field is required'
const NUMBER = 'Must be a number'
const POSITIVE = 'Must be a number greater than 0'
const tooLarge = (max: string) => `Must be ${max} or less`
const SUMMARY = 'Please correct the fields marked below.'
const OFF_SITE = 'The calculator page is missing or not on this site.'
const TOO_LONG = 'The calculator form is too long.'

type Use = 'mash' | 'diced' | 'sliced' | 'halves'
interface Form {
  rate: string
  lugs: string
  lugPrice: string
  casePrice: string
  caseWeight: string
  use: Use
}
const KITCHEN: Form = {
  rate: '15',
  lugs: '10',
  lugPrice: '40',
  casePrice: '30',
  caseWeight: '12',
  use: 'mash',
}
/** Every amount at its limit and the lightest case: the most cases and the largest totals. */
const LARGEST: Form = {
  rate: '999999.99',
  lugs: '99999.99',
  lugPrice: '999999.99',
  casePrice: '999999.99',
  caseWeight: '0.01',
  use: 'diced',
}
const AMOUNTS = ['rate', 'lugs', 'lugPrice', 'casePrice', 'caseWeight'] as const

const query = (values: Record<string, string>, path = PAGE) =>
  new URLSearchParams({ path, ...values }).toString()
const send = (search: string, init?: RequestInit) => client(`${ENDPOINT}?${search}`, init)

/** The pairs of a canonical state segment: known keys, amounts to the cent or a mistake token. */
const CANONICAL_PAIR =
  /^(?:(?:rate|lugs|lugPrice|casePrice|caseWeight)=(?:NaN|0|\d+(?:\.\d{1,2})?)|use=(?:mash|diced|sliced|halves))$/

const offCanonical = (location: string, page: string) =>
  location
    .slice(page.length + 1)
    .split('&')
    .filter((pair) => !CANONICAL_PAIR.test(pair))

function expectNoInternals(reply: Answer) {
  expect(reply.status).toBeLessThan(500)
  expect(reply.text).not.toMatch(STACK_FRAME)
  expect(reply.text).not.toMatch(INTERNALS)
}

async function expectRefusal(response: Response, status: number, message: string) {
  const reply = await answer(response)
  expect(reply.status).toBe(status)
  expect(reply.headers.get('content-type')).toContain('application/json')
  expect(reply.json<{ message: string }>()).toEqual({ message })
  expect(reply.headers.get('location')).toBeNull()
  expectNoInternals(reply)
}

/** The 303's target, which must be a path on this site, then the page the browser lands on. */
async function land(response: Response): Promise<{ location: string; page: Answer }> {
  expect(response.status).toBe(303)
  expect(response.headers.get('cache-control')).toBe('no-store')
  const location = response.headers.get('location') ?? ''
  expect(location).toMatch(/^\/(?![/\\])/)
  await response.arrayBuffer()
  const page = await answer(await client(location))
  expectNoInternals(page)
  return { location, page }
}

// decisions.md, worked in whole cents (amounts are read to the cent): 25 lb lugs, 64 % yield,
// 8 % spoilage, so usable lb = lugs × 25 × 0.5888 and waste = fresh × (1 − 0.5888).
const MINUTES: Record<Use, bigint> = { mash: 30n, diced: 40n, sliced: 45n, halves: 25n }
const cents = (text: string) => BigInt(Math.round(Number(text.trim().replace(',', '.')) * 100))
const halfUp = (numerator: bigint, denominator: bigint) =>
  (2n * numerator + denominator) / (2n * denominator)
const up = (numerator: bigint, denominator: bigint) => (numerator + denominator - 1n) / denominator

function expectedFigures(form: Form) {
  const [rate, lugs, lugPrice, casePrice, caseWeight] = AMOUNTS.map((key) => cents(form[key])) as [
    bigint,
    bigint,
    bigint,
    bigint,
    bigint,
  ]
  const fresh = halfUp(lugs * lugPrice, 100n)
  const labor = halfUp(lugs * MINUTES[form.use] * rate, 6000n)
  const waste = halfUp(fresh * 4112n, 10_000n)
  const cases = up(lugs * 25n * 5888n, caseWeight * 10_000n)
  const processed = cases * casePrice
  const net = fresh + labor - processed
  return { fresh, labor, waste, cases, processed, net }
}

/** Exact at any size: Intl reads a decimal string without going through a double. */
function moneyText(amount: bigint, currency: string, locale: string): string {
  const sign = amount < 0n ? '-' : ''
  const size = amount < 0n ? -amount : amount
  const decimal = `${sign}${size / 100n}.${String(size % 100n).padStart(2, '0')}`
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(
    decimal as `${number}`,
  )
}

interface Row {
  label: string
  weekly: string
  yearly: string
}

const ROW =
  /<tr[^>]*><th scope="row">([^<]*)<br\/>.*?<\/th><td[^>]*>([^<]*)<\/td><td[^>]*>([^<]*)<\/td><\/tr>/g
const resultRows = (html: string): Row[] =>
  [...html.matchAll(ROW)].map(([, label = '', weekly = '', yearly = '']) => ({
    label,
    weekly,
    yearly,
  }))

/** The result table's rows in decisions.md's order, as the page shows them. */
function expectedRows(form: Form, currency: string, locale: string) {
  const figures = expectedFigures(form)
  const money = (amount: bigint) => [
    moneyText(amount, currency, locale),
    moneyText(amount * 52n, currency, locale),
  ]
  const count = (value: bigint) => new Intl.NumberFormat(locale).format(value)
  return {
    freshCost: money(figures.fresh),
    laborCost: money(figures.labor),
    wasteCost: money(figures.waste),
    cases: [count(figures.cases), count(figures.cases * 52n)],
    processedCost: money(figures.processed),
    laborSavings: money(figures.labor),
    wasteSavings: money(figures.waste),
    net: money(figures.net),
  }
}
const ROW_ORDER = [
  'freshCost',
  'usable',
  'laborHours',
  'laborCost',
  'wasteCost',
  'cases',
  'processedCost',
  'laborSavings',
  'wasteSavings',
  'net',
]
const EN_LABELS: Record<string, string> = {
  freshCost: 'Fresh avocado cost',
  laborCost: 'Prep labor cost',
  wasteCost: 'Waste cost',
  cases: 'Processed cases needed',
  processedCost: 'Processed avocado cost',
  laborSavings: 'Labor savings',
  wasteSavings: 'Waste savings',
  net: 'Net savings',
}

function shownFigures(html: string): Record<string, string[]> {
  const rows = resultRows(html)
  expect(rows).toHaveLength(ROW_ORDER.length)
  return Object.fromEntries(
    ROW_ORDER.map((key, index) => [key, [rows[index]?.weekly ?? '', rows[index]?.yearly ?? '']]),
  )
}

/** The text of a field's message (`rate`, `use`) or of the form's summary (`summary`). */
const fieldMessage = (html: string, key: string) =>
  html.match(new RegExp(`-form-${key === 'summary' ? key : `${key}-error`}"[^>]*>([^<]*)</p>`))?.[1]

describe('the avocado calculator form endpoint: a redirect to the result, never a 500 or a leak', () => {
  it('sends a filled-in form to the state’s one URL on the calculator page', async () => {
    const response = await send(query({ ...KITCHEN }))
    const { location, page } = await land(response)
    expect(location).toBe(`${PAGE}/casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash`)
    expect(page.status).toBe(200)
    const rows = resultRows(page.text)
    for (const [key, label] of Object.entries(EN_LABELS))
      expect(rows[ROW_ORDER.indexOf(key)]?.label).toBe(label)
    // 10 × $40 = $400; 5 h × $15 = $75; 400 × 0.4112 = $164.48; 147.2 ÷ 12 → 13 × $30 = $390.
    expect(shownFigures(page.text)).toMatchObject({
      freshCost: ['$400.00', '$20,800.00'],
      laborCost: ['$75.00', '$3,900.00'],
      wasteCost: ['$164.48', '$8,552.96'],
      cases: ['13', '676'],
      processedCost: ['$390.00', '$20,280.00'],
      net: ['$85.00', '$4,420.00'],
    })
  })

  it.each<[string, string, Form, string, string]>([
    ['the plain kitchen', PAGE, KITCHEN, 'USD', 'en'],
    // Half a cent of labor (3 × 30 min × $12.35 ÷ 60 = $18.525) and 44.16 lb ÷ 11.04 lb, which a
    // double makes 4.000000000000001 cases: exactly 4.
    [
      'a half cent and a whole quotient',
      PAGE,
      {
        rate: '12.35',
        lugs: '3',
        lugPrice: '38.99',
        casePrice: '27.45',
        caseWeight: '11.04',
        use: 'mash',
      },
      'USD',
      'en',
    ],
    [
      'a decimal comma, a sign and spaces',
      PAGE,
      {
        rate: ' 15,5 ',
        lugs: '+7',
        lugPrice: '.5',
        casePrice: '30,25',
        caseWeight: '12',
        use: 'halves',
      },
      'USD',
      'en',
    ],
    [
      'the smallest amounts (a loss)',
      PAGE,
      {
        rate: '0.01',
        lugs: '0.01',
        lugPrice: '0.01',
        casePrice: '0.01',
        caseWeight: '1000',
        use: 'halves',
      },
      'USD',
      'en',
    ],
    [
      'pesos in Mexico',
      MEXICO,
      { ...KITCHEN, rate: '55', lugPrice: '780', casePrice: '610', use: 'sliced' },
      'MXN',
      'es-MX',
    ],
    [
      'yen in Japan',
      JAPAN,
      { ...KITCHEN, rate: '1500', lugPrice: '4000', casePrice: '3000', use: 'diced' },
      'JPY',
      'ja-JP',
    ],
  ])(
    '%s: every figure is the one decisions.md gives',
    async (_name, path, form, currency, locale) => {
      const { location, page } = await land(await send(query({ ...form }, path)))
      expect(location.startsWith(`${path}/`)).toBe(true)
      expect(offCanonical(location, path)).toEqual([])
      expect(page.status).toBe(200)
      expect(shownFigures(page.text)).toMatchObject(expectedRows(form, currency, locale))
    },
  )

  const enc = encodeURIComponent
  it.each<[string, keyof Form, string, string]>([
    ['nothing', 'rate', '', REQUIRED],
    ['only spaces', 'lugs', '%20%20%20', REQUIRED],
    ['words', 'rate', 'abc', NUMBER],
    ['NaN', 'rate', 'NaN', NUMBER],
    ['Infinity', 'lugs', 'Infinity', NUMBER],
    ['-Infinity', 'lugPrice', '-Infinity', NUMBER],
    ['an exponent', 'lugPrice', '1e3', NUMBER],
    ['a huge exponent', 'casePrice', '1E309', NUMBER],
    ['hexadecimal', 'caseWeight', '0x10', NUMBER],
    ['a thousands separator', 'casePrice', enc('1,000.5'), NUMBER],
    ['two decimal marks', 'rate', '12..5', NUMBER],
    ['41 digits', 'lugs', '9'.repeat(41), NUMBER],
    ['Arabic-Indic digits', 'rate', enc('١٥'), NUMBER],
    ['full-width digits', 'lugs', enc('１０'), NUMBER],
    ['a NUL byte', 'rate', '15%00', NUMBER],
    ['a broken escape', 'rate', '%E0%A4%A', NUMBER],
    ['invalid UTF-8', 'lugs', '%FF%FE', NUMBER],
    ['markup', 'lugPrice', enc('<script>alert(1)</script>'), NUMBER],
    ['zero', 'lugs', '0', POSITIVE],
    ['minus zero', 'caseWeight', '-0', POSITIVE],
    ['a negative amount', 'lugPrice', '-5', POSITIVE],
    ['less than a cent', 'rate', '0.004', POSITIVE],
    ['40 digits of rate', 'rate', '9'.repeat(40), tooLarge('1,000,000')],
    ['a cent past the lugs limit', 'lugs', '100000.01', tooLarge('100,000')],
    ['a cent past the case weight limit', 'caseWeight', '1000.01', tooLarge('1,000')],
    ['an unknown use', 'use', 'puree', REQUIRED],
    ['a use in capitals', 'use', 'MASH', REQUIRED],
    ['a use with a zero-width space', 'use', enc('mash\u200b'), REQUIRED],
    ['a prototype key as use', 'use', '__proto__', REQUIRED],
  ])(
    '%s in %s lands on the form with the spec’s message for that field alone',
    async (_name, key, value, message) => {
      const others = Object.fromEntries(Object.entries(KITCHEN).filter(([k]) => k !== key))
      const { location, page } = await land(await send(`${query(others)}&${key}=${value}`))
      expect(offCanonical(location, PAGE)).toEqual([])
      expect(page.status).toBe(200)
      expect(page.text).not.toContain('<script>alert(1)')
      expect(resultRows(page.text)).toEqual([])
      expect(fieldMessage(page.text, 'summary')).toBe(SUMMARY)
      for (const field of [...AMOUNTS, 'use'])
        expect(fieldMessage(page.text, field), field).toBe(field === key ? message : '')
    },
  )

  it.each([
    ['no path', 'rate=15'],
    ['an empty path', 'path=&rate=15'],
    ['another host', 'path=%2F%2Fevil.example'],
    ['a backslash host', 'path=%2F%5Cevil.example'],
    ['a scheme', 'path=https%3A%2F%2Fevil.example%2Favocado-calculator'],
    ['javascript:', 'path=javascript%3Aalert(1)'],
    ['dot segments', 'path=%2Favocado-calculator%2F..%2F..%2Fadmin'],
    ['a header injection', 'path=%2Fx%0D%0ASet-Cookie%3A%20a%3Db'],
    ['a NUL byte', 'path=%2Favocado-calculator%00'],
    ['a right-to-left override', `path=${enc('/avocado-calculator/\u202e')}`],
    ['a broken escape', 'path=%E0%A4%A'],
    ['a path past its limit', `path=%2F${'a'.repeat(600)}`],
    ['array syntax', 'path[]=%2Favocado-calculator&rate=15'],
    ['an off-site path first of two', 'path=%2F%2Fevil.example&path=%2Favocado-calculator'],
  ])('refuses %s with a JSON 400 and no redirect', async (_name, search) => {
    const response = await send(search)
    expect(response.headers.get('set-cookie')).toBeNull()
    await expectRefusal(response, 400, OFF_SITE)
  })

  it('refuses a form longer than the page ever sends with 414, and a longer one before Next', async () => {
    const pad = '1'.repeat(4001)
    await expectRefusal(await send(`${query({ ...KITCHEN })}&x=${pad}`), 414, TOO_LONG)
    const huge = await answer(await send(`${query({ ...KITCHEN })}&x=${'1'.repeat(20_000)}`))
    expect(huge.status).toBe(431)
    expectNoInternals(huge)
    const justUnder = `${query({ ...KITCHEN })}&x=${'1'.repeat(3800)}`
    expect(justUnder.length).toBeLessThan(4000)
    expect((await land(await send(justUnder))).location).toContain('use=mash')
  })

  it('keeps the first of repeated fields, and drops unknown, prototype and edit keys', async () => {
    const search = `${query({ ...KITCHEN })}&rate=99&use=diced&__proto__=1&constructor=x&edit=1&x=y`
    const { location } = await land(await send(search))
    expect(location).toBe(`${PAGE}/casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash`)
    const paths = `path=${enc(PAGE)}&path=%2F%2Fevil.example&rate=15`
    expect((await land(await send(paths))).location).toBe(`${PAGE}/rate=15`)
  })

  it('nine hundred junk pairs and array-style keys land on the empty form', async () => {
    const junk = `path=${enc(PAGE)}${'&x=1'.repeat(900)}&rate[]=15&use[]=mash`
    const { location, page } = await land(await send(junk))
    expect(location).toBe(PAGE)
    expect(page.status).toBe(200)
    expect(page.text).toContain('Calculate savings')
    expect(fieldMessage(page.text, 'summary')).toBe('')
    for (const field of [...AMOUNTS, 'use']) expect(fieldMessage(page.text, field), field).toBe('')
  })

  it.each([
    ['an unknown region', '/atlantis/en/avocado-calculator'],
    ['a locale the region does not serve', '/us/ko/avocado-calculator'],
    ['a region without the calculator', '/korea/avocado-calculator'],
    ['a page without the calculator', '/products'],
  ])('a form for %s lands on a clean HTML 404', async (_name, path) => {
    let { location, page } = await land(await send(query({ ...KITCHEN }, path)))
    for (let hop = 0; hop < 3 && [307, 308].includes(page.status); hop++) {
      location = page.headers.get('location')?.split(', ')[0] ?? ''
      expect(location).toMatch(/^\/(?![/\\])/)
      page = await answer(await client(location))
    }
    expect(page.status).toBe(404)
    expect(page.headers.get('content-type')).toContain('text/html')
    expectNoInternals(page)
  })

  it('answers only GET and HEAD: other methods get 405, even with a megabyte of body', async () => {
    for (const method of ['POST', 'PUT', 'PATCH', 'DELETE']) {
      const reply = await answer(
        await send(query({ ...KITCHEN }), {
          method,
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ ...KITCHEN, path: '//evil.example' }),
        }),
      )
      expect(reply.status, method).toBe(405)
      expect(reply.headers.get('location'), method).toBeNull()
      expectNoInternals(reply)
    }
    const { value, ms } = await timed(async () =>
      answer(
        await send(query({ ...KITCHEN }), {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: `rate=${'9'.repeat(1024 * 1024)}`,
        }),
      ),
    )
    expect(value.status).toBe(405)
    expect(ms).toBeLessThan(5000)

    const head = await send(query({ ...KITCHEN }), { method: 'HEAD' })
    expect(head.status).toBe(303)
    expect(head.headers.get('location')).toBe(
      `${PAGE}/casePrice=30&caseWeight=12&lugPrice=40&lugs=10&rate=15&use=mash`,
    )
    const options = await send(query({ ...KITCHEN }), { method: 'OPTIONS' })
    expect(options.status).toBe(204)
    expect(options.headers.get('allow')).toContain('GET')
    expect(options.headers.get('allow')).not.toContain('POST')
  })

  // Fetch will not send a GET with a body or another Host; node:http will.
  it('ignores a GET body of any content type, and a spoofed Host or forwarding header', async () => {
    const search = query({ rate: '15' })
    const cases: Record<string, string>[] = [
      { 'content-type': 'application/json' },
      { 'content-type': 'multipart/form-data; boundary=x' },
      { 'content-type': 'text/plain', host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    ]
    for (const headers of cases) {
      const body = '{"path":"//evil.example"}'
      const reply = await rawRequest('GET', `${ENDPOINT}?${search}`, headers, body)
      expect(reply.status).toBe(303)
      expect(reply.headers.location).toBe(`${PAGE}/rate=15`)
    }
  })

  it('the most expensive form it allows still answers its result page at once', async () => {
    const { value, ms } = await timed(async () => land(await send(query({ ...LARGEST }))))
    expect(ms).toBeLessThan(5000)
    expect(value.page.status).toBe(200)
    const shown = shownFigures(value.page.text)
    expect(shown.cases?.[0]).toBe('147,199,986')
    for (const [weekly, yearly] of Object.values(shown)) {
      expect(weekly).toMatch(/^-?\$?\d[\d,]*(\.\d+)?( lb| hr)?$/)
      expect(yearly).toMatch(/^-?\$?\d[\d,]*(\.\d+)?( lb| hr)?$/)
    }
  })

  // At these limits the totals pass 2^53 cents, more than a double holds to the cent.
  it('the most expensive form it allows is right to the cent', async () => {
    const { page } = await land(await send(query({ ...LARGEST })))
    expect(shownFigures(page.text)).toMatchObject(expectedRows(LARGEST, 'USD', 'en'))
  })

  // Next builds a WHATWG Request, which refuses TRACE: server/index.mjs answers it before Next.
  it('TRACE is refused with a 405', async () => {
    const reply = await rawRequest('TRACE', `${ENDPOINT}?${query({ ...KITCHEN })}`, {}, '')
    expect(reply.status).toBe(405)
  })
})

describe('the per-client API budget covers the calculator endpoint', () => {
  it('answers 429 with Retry-After past the budget, spoofed addresses do not escape it, others are served', async () => {
    const burst = newClient()
    const statuses = await hammer(burst, 301, () => ({}))
    expect(statuses.filter((reply) => reply.status === 303).length).toBeGreaterThan(280)
    const refused = statuses.filter((reply) => reply.status === 429)
    expect(refused.length).toBeGreaterThan(0)
    expect(Number(refused[0]?.retryAfter)).toBeGreaterThan(0)
    expect(refused[0]?.message).toMatch(/^Too many requests\. Try again in \d+ seconds\.$/)

    const spoofed = await hammer(burst, 3, (n) => ({
      'x-forwarded-for': `203.0.113.${n + 1}`,
      'x-real-ip': `203.0.113.${n + 1}`,
      'x-client-address': `203.0.113.${n + 1}`,
    }))
    expect(spoofed.map((reply) => reply.status)).toEqual([429, 429, 429])

    expect((await newClient()(`${ENDPOINT}?${query({ rate: '15' })}`)).status).toBe(303)
  })
})

async function hammer(
  caller: Fetcher,
  count: number,
  headers: (n: number) => Record<string, string>,
) {
  return inPool(
    Array.from({ length: count }, (_, n) => n),
    10,
    async (n) => {
      const reply = await answer(
        await caller(`${ENDPOINT}?${query({ ...KITCHEN })}`, { headers: headers(n) }),
      )
      return {
        status: reply.status,
        retryAfter: reply.headers.get('retry-after'),
        message: reply.status === 429 ? reply.json<{ message: string }>().message : null,
      }
    },
  )
}
