import type { Page } from '@playwright/test'
import { tokenLinkFor } from '../helpers/email-log'
import { baseUrl, editorToken } from '../helpers/http'
import { PARTNER_API } from '../helpers/partner'
import { axeViolations, expect, message, type SiteOptions, test } from './fixtures'

const PASSWORD = process.env.SEED_DEMO_PASSWORD ?? ''
// partner3 is kept for the pause test: a paused account stays paused for this address 15 minutes.
const PARTNER = {
  quickService: { email: 'partner1@terrafield.example', name: 'Avery Collins' },
  k12: { email: 'partner2@terrafield.example', name: 'Jordan Reyes' },
  paused: { email: 'partner3@terrafield.example', name: 'Sam Nakamura' },
  noProfile: { email: 'partner4@terrafield.example', name: 'Riley Park' },
}
const GATED_RECIPE = '/recipe/school-lunch-oven-baked-fries'
const ZIP_PAGE = '/northeast-partner-pricing'

const signInPath = (site: SiteOptions) => `${site.prefix}/terrafield+/sign-in`

async function fillSignIn(page: Page, site: SiteOptions, email: string, password: string) {
  await page.getByLabel(message(site, 'partner.email'), { exact: true }).fill(email)
  await page.getByLabel(message(site, 'partner.password'), { exact: true }).fill(password)
  await page.getByRole('button', { name: message(site, 'partner.signIn') }).click()
}

async function signIn(page: Page, site: SiteOptions, email: string) {
  await page.goto(signInPath(site))
  await fillSignIn(page, site, email, PASSWORD)
  await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'))
}

/**
 * A partner's session in the browser of `page`: the sign-in form's own request, sent from the
 * context so it keeps the cookies the answer sets (the form itself is tested under "partner sign-in").
 */
async function signedIn(page: Page, site: SiteOptions, email: string) {
  const response = await page.context().request.post(`${PARTNER_API}/session`, {
    data: { email, password: PASSWORD, locale: site.locale },
  })
  expect(response.status(), `${email} signs in`).toBe(200)
}

const mainAlert = (page: Page) => page.locator('main').getByRole('alert').filter({ hasText: /\S/ })

async function failureOf(page: Page) {
  const alert = mainAlert(page)
  await expect(alert).toBeVisible()
  return alert.innerText()
}

test.describe('partner program: guests', () => {
  test('see the fallback banner, "Guest" and no gated links', async ({ page, site }) => {
    await page.goto(`${site.prefix}/terrafield+`)
    await expect(page.locator('.visitor-label')).toHaveText(message(site, 'shell.guest'))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Sign in to Terrafield+')
    await expect(page.getByRole('link', { name: message(site, 'partner.signIn') })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Partner resources' })).toHaveCount(0)
    expect(await axeViolations(page)).toEqual([])
  })

  test('are told they may not see a gated page, and find no gated recipe', async ({ page }) => {
    await page.goto('/partner-resources')
    await expect(mainAlert(page)).toHaveText('You do not have permission to access this content.')
    await expect(page.getByText('Partner net pricing')).toHaveCount(0)
    const recipe = await page.goto(GATED_RECIPE)
    expect(recipe?.status()).toBe(404)
  })

  test('sign-in screen passes axe', async ({ page, site }) => {
    await page.goto(signInPath(site))
    expect(await axeViolations(page)).toEqual([])
  })
})

test.describe('partner sign-in', () => {
  test('a wrong password fails with the spec title', async ({ page, site }) => {
    await page.goto(signInPath(site))
    await fillSignIn(page, site, PARTNER.k12.email, 'not-the-password')
    const text = await failureOf(page)
    expect(text).toContain('Sign-in failed')
    expect(text).toContain(message(site, 'partner.failed'))
  })

  test('after five failures it pauses alike for a real and an unknown address, even the right password', async ({
    page,
    site,
  }) => {
    const unknown = `nobody-${Date.now()}@terrafield.example`
    const paused: string[] = []
    for (const email of [PARTNER.paused.email, unknown]) {
      await page.goto(signInPath(site))
      for (let n = 0; n < 5; n++) {
        // Each failure must reach the server before the next press, or a press can land on the
        // button while it is briefly disabled and count nothing.
        const answered = page.waitForResponse(
          (response) =>
            response.url().endsWith('/session') && response.request().method() === 'POST',
        )
        await fillSignIn(page, site, email, `wrong-${n}`)
        expect((await answered).status()).toBe(401)
        await expect(
          page.getByRole('button', { name: message(site, 'partner.signIn') }),
        ).toBeEnabled()
      }
      await fillSignIn(page, site, email, PASSWORD)
      await expect(mainAlert(page)).toContainText('sign-in is paused')
      paused.push(await failureOf(page))
    }
    expect(paused[0]).toMatch(/Sign-in failed[\s\S]*paused for 15 minutes/)
    expect(paused[1]).toBe(paused[0])
    await expect(page.locator('.visitor-label')).toHaveText(message(site, 'shell.guest'))
  })

  test('lands on the kept page, greets the partner and shows gated links and content', async ({
    page,
    site,
  }) => {
    await page.goto('/recipes')
    await page.evaluate(() => localStorage.setItem('postLoginRedirect', '/recipes'))
    await signIn(page, site, PARTNER.quickService.email)
    await expect(page).toHaveURL(/\/recipes$/)
    expect(await page.evaluate(() => localStorage.getItem('postLoginRedirect'))).toBeNull()
    await expect(page.locator('.visitor-label')).toContainText(
      `Welcome, ${PARTNER.quickService.name}`,
    )
    await expect(page.getByRole('link', { name: 'Partner resources' }).first()).toBeVisible()
    await page.goto('/partner-resources')
    await expect(page.getByText('Partner net pricing')).toBeVisible()
    await page.goto(ZIP_PAGE)
    await expect(page.getByText('Delivered pricing for partners in Boston')).toBeVisible()
    await page.goto(`${site.prefix}/terrafield+`)
    await expect(page.getByText('Partner net pricing')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  for (const unsafe of [
    '//evil.example',
    'https:evil.example',
    '/\\evil.example',
    '%2F%2Fevil.example',
  ]) {
    test(`a kept ${unsafe} lands on /`, async ({ page, site }) => {
      await page.goto(signInPath(site))
      await page.evaluate((value) => localStorage.setItem('postLoginRedirect', value), unsafe)
      await fillSignIn(page, site, PARTNER.noProfile.email, PASSWORD)
      await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'))
      expect(new URL(page.url()).origin).toBe(new URL(signInPathOrigin(page)).origin)
      expect(new URL(page.url()).pathname).toBe('/')
    })
  }
})

function signInPathOrigin(page: Page): string {
  return process.env.TEST_BASE_URL ?? page.url()
}

test.describe('partner profile', () => {
  test('shows the account and the sales contact, and passes axe', async ({ page, site }) => {
    await signedIn(page, site, PARTNER.k12.email)
    await page.goto(`${site.prefix}/terrafield+/profile`)
    const details = page.locator('dl').first()
    await expect(details).toContainText('Maple Ridge Unified School District Nutrition Services')
    await expect(details).toContainText('K-12')
    await expect(details).toContainText('800 Schoolhouse Road')
    await expect(details).toContainText('Springfield')
    await expect(details).toContainText('62704')
    await expect(details).toContainText('(217) 555-0163')
    await expect(details).toContainText('nutrition@mapleridge-usd.example')
    await expect(details).toContainText(message(site, 'partner.partnerSince'))
    await expect(
      page.getByRole('heading', { name: message(site, 'partner.salesContact') }),
    ).toBeVisible()
    await expect(page.getByRole('link', { name: 'luis.ortega@terrafield.example' })).toBeVisible()
    await expect(page.getByText('Luis Ortega')).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('says "Profile not found" with the CMS message when the CRM has none', async ({
    page,
    site,
  }) => {
    await signedIn(page, site, PARTNER.noProfile.email)
    await page.goto(`${site.prefix}/terrafield+/profile`)
    await expect(page.getByRole('heading', { name: 'Profile not found' })).toBeVisible()
    await expect(
      page.getByText('We could not find a Terrafield+ profile for your account.'),
    ).toBeVisible()
  })
})

test.describe('partner gating by segment and ZIP', () => {
  test('a K-12 partner sees the K-12 recipe; a restaurant partner does not', async ({
    browser,
    site,
  }) => {
    const k12 = await (await browser.newContext()).newPage()
    await signedIn(k12, site, PARTNER.k12.email)
    await k12.goto(GATED_RECIPE)
    await expect(k12.getByRole('heading', { level: 1 })).toHaveText('School Lunch Oven-Baked Fries')
    const restaurant = await (await browser.newContext()).newPage()
    await signedIn(restaurant, site, PARTNER.quickService.email)
    // A partner's page is rendered per request, where Next answers a not-found render with 200.
    await restaurant.goto(GATED_RECIPE)
    await expect(restaurant.getByRole('heading', { level: 1 })).toHaveText('Page not found')
  })

  test('a product lists its K-12 recipe to a K-12 partner only; guests see the shared page', async ({
    browser,
    page,
    site,
  }) => {
    const recipeNames = async (visitor: Page) => {
      await visitor.goto('/products/TF-10001')
      const recipes = visitor.getByRole('region', { name: 'Recipes' })
      await expect(recipes).toBeVisible()
      return (await recipes.getByRole('heading', { level: 3 }).allTextContents()).sort()
    }
    const k12 = await (await browser.newContext()).newPage()
    await signedIn(k12, site, PARTNER.k12.email)
    expect(await recipeNames(k12)).toContain('School Lunch Oven-Baked Fries')
    await expect(k12.getByRole('link', { name: 'View all 3 recipes' })).toBeVisible()
    const restaurant = await (await browser.newContext()).newPage()
    await signedIn(restaurant, site, PARTNER.quickService.email)
    expect(await recipeNames(restaurant)).not.toContain('School Lunch Oven-Baked Fries')
    expect(await recipeNames(page)).not.toContain('School Lunch Oven-Baked Fries')
  })

  test('a partner outside the ZIP codes is refused the ZIP page', async ({ page, site }) => {
    await signedIn(page, site, PARTNER.k12.email)
    await page.goto(ZIP_PAGE)
    await expect(mainAlert(page)).toHaveText('You do not have permission to access this content.')
    await expect(page.getByText('Delivered pricing')).toHaveCount(0)
  })
})

test.describe('partner sign-out', () => {
  test('asks first, then leaves no partner data, not even on Back', async ({ page, site }) => {
    await signedIn(page, site, PARTNER.k12.email)
    await page.goto(`${site.prefix}/terrafield+/profile`)
    await expect(page.getByText('Maple Ridge Unified')).toBeVisible()
    await page.goto('/partner-resources')
    await page.getByRole('button', { name: message(site, 'partner.signOut') }).click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toContainText(message(site, 'partner.signOutConfirm'))
    await dialog.getByRole('button', { name: message(site, 'partner.cancel') }).click()
    await expect(page.locator('.visitor-label')).toContainText('Welcome')
    await page.getByRole('button', { name: message(site, 'partner.signOut') }).click()
    await dialog.getByRole('button', { name: message(site, 'partner.signOut') }).click()
    await expect(page.locator('.visitor-label')).toHaveText(message(site, 'shell.guest'))
    await expect(page.getByText('Partner net pricing')).toHaveCount(0)
    await page.goBack()
    await expect(page.locator('.visitor-label')).toHaveText(message(site, 'shell.guest'))
    await expect(page.getByText('Maple Ridge Unified')).toHaveCount(0)
  })
})

test.describe('partner program in Spanish @mexico-es', () => {
  test('signs in and greets in the visitor’s language', async ({ page, site }) => {
    await signIn(page, site, PARTNER.noProfile.email)
    await expect(page.locator('.visitor-label')).toContainText(
      message(site, 'partner.welcome', { name: PARTNER.noProfile.name }),
    )
  })
})

test.describe('partner password reset', () => {
  const stamp = Date.now()
  const account = {
    email: `reset-e2e-${stamp}@terrafield.example`,
    password: 'first-password-123',
    name: 'Morgan Reset',
    salesforceUserId: `SF-E2E-${stamp}`,
  }
  let userId: number | undefined

  test.beforeAll(async () => {
    const response = await fetch(`${baseUrl()}/api/partner-users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `JWT ${await editorToken()}` },
      body: JSON.stringify(account),
    })
    userId = ((await response.json()) as { doc: { id: number } }).doc.id
  })

  test.afterAll(async () => {
    await fetch(`${baseUrl()}/api/partner-users/${userId}`, {
      method: 'DELETE',
      headers: { authorization: `JWT ${await editorToken()}` },
    })
  })

  test('emails a link that sets a new password and signs the partner in', async ({
    page,
    site,
  }) => {
    await page.goto(signInPath(site))
    await page.getByRole('link', { name: message(site, 'partner.forgotPassword') }).click()
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      message(site, 'partner.resetRequestTitle'),
    )
    expect(await axeViolations(page)).toEqual([])
    await page.getByLabel(message(site, 'partner.email'), { exact: true }).fill(account.email)
    await page.getByRole('button', { name: message(site, 'partner.sendResetLink') }).click()
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
      message(site, 'partner.resetRequested'),
    )
    const link = await tokenLinkFor(account.email, 0)
    await page.goto(link.toString())
    expect(await axeViolations(page)).toEqual([])
    await page
      .getByLabel(message(site, 'partner.newPassword'), { exact: true })
      .fill('new-password-456')
    await page
      .getByLabel(message(site, 'partner.confirmPassword'), { exact: true })
      .fill('new-password-456')
    await page.getByRole('button', { name: message(site, 'partner.savePassword') }).click()
    await page.waitForURL((url) => url.pathname === `${site.prefix}/terrafield+`)
    await expect(page.locator('.visitor-label')).toContainText(`Welcome, ${account.name}`)
  })
})

test.describe('partner registration', () => {
  test('a guest finds the form from sign-in, fixes what is missing and sends a request', async ({
    page,
    site,
  }) => {
    await page.goto(signInPath(site))
    await page
      .getByRole('link', { name: message(site, 'registration.link', { program: 'Terrafield+' }) })
      .click()
    await expect(page).toHaveURL(new RegExp(`${site.prefix}/terrafield\\+/register$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Become a Terrafield+ partner')
    const send = page.getByRole('button', { name: message(site, 'registration.submit') })
    await send.click()
    const operation = page.getByLabel(message(site, 'registration.operationName'))
    await expect(operation).toHaveAttribute('aria-invalid', 'true')
    await expect(operation).toHaveAccessibleDescription(message(site, 'validation.required'))
    expect(await axeViolations(page)).toEqual([])

    await page.getByLabel(message(site, 'registration.modeRegister')).check()
    const number = page.getByLabel(message(site, 'registration.customerNumber'))
    await expect(number).toBeVisible()
    await number.fill('C-2203')
    await operation.fill('Lakeside Diner')
    await page.getByLabel(message(site, 'registration.contactName')).fill('Robin Hale')
    await page
      .getByLabel(message(site, 'registration.email'), { exact: true })
      .fill(`lakeside-${Date.now()}@terrafield.example`)
    await page.getByLabel(message(site, 'registration.phone')).fill('(312) 555-0147')
    await page.getByLabel(message(site, 'registration.postcode')).fill('60601')
    await send.click()
    await expect(page.getByRole('status').filter({ hasText: /\S/ }).first()).toHaveText(
      message(site, 'registration.received'),
    )
    expect(await axeViolations(page)).toEqual([])
  })
})
