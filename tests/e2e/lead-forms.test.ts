import type { Locator, Page } from '@playwright/test'
import { FORMS, type SeedForm } from '@/cms/seed/data/forms'
import { homePath, pagePath } from '@/routing/build'
import { analyticsEvents, axeViolations, expect, message, type SiteOptions, test } from './fixtures'

const RUN = `${Date.now()}`
const REFERENCE = /LF-[A-Z2-9]{4}-[A-Z2-9]{4}/

const formOf = (key: string): SeedForm => {
  const form = FORMS.find((entry) => entry.key === key)
  if (!form) throw new Error(`no seeded form ${key}`)
  return form
}
const CONTACT = formOf('contact-us')
const DISTRIBUTOR = formOf('distributor-request')
const SIGNUP = formOf('email-sign-up')

const label = (form: SeedForm, name: string, site: SiteOptions) => {
  const field = form.fields.find((entry) => entry.name === name)
  if (!field) throw new Error(`no field ${name}`)
  return field.label[site.locale]
}

const contactPage = (site: SiteOptions) => pagePath(site.region, site.locale, ['contact-us'])
const distributorPage = (site: SiteOptions) =>
  pagePath(site.region, site.locale, ['find-a-distributor'])

function contactForm(page: Page, site: SiteOptions): Locator {
  return page.getByRole('region', { name: CONTACT.title[site.locale] })
}

const ROLES = {
  Dropdown: 'combobox',
  'Single Checkbox True/False': 'checkbox',
} as const

/** By role and accessible name, which leaves out the aria-hidden " *" of required labels. */
function field(scope: Locator, form: SeedForm, name: string, site: SiteOptions): Locator {
  const type = form.fields.find((entry) => entry.name === name)?.displayType
  if (type === 'Date') return scope.locator('input[type="date"]')
  const role =
    type === 'Dropdown' || type === 'Single Checkbox True/False' ? ROLES[type] : 'textbox'
  return scope.getByRole(role, { name: label(form, name, site), exact: true })
}

async function fillContact(scope: Locator, site: SiteOptions, email: string) {
  await field(scope, CONTACT, 'firstName', site).fill('Lena')
  await field(scope, CONTACT, 'lastName', site).fill(`E2E ${RUN}`)
  await field(scope, CONTACT, 'email', site).fill(email)
  await field(scope, CONTACT, 'phone', site).fill('+1 212 555 0134')
  await field(scope, CONTACT, 'company', site).fill('Kitchen Lena')
  await field(scope, CONTACT, 'operatorType', site).selectOption({ index: 1 })
  await field(scope, CONTACT, 'message', site).fill('Hello')
  await field(scope, CONTACT, 'consent', site).check()
}

test.describe('lead forms', () => {
  test('each field type and spec §5 message @every-region', async ({ page, site }) => {
    await page.goto(contactPage(site))
    const form = contactForm(page, site)
    const submit = form.getByRole('button', { name: CONTACT.submitButtonText[site.locale] })
    await submit.click()
    const firstName = field(form, CONTACT, 'firstName', site)
    await expect(firstName).toHaveAttribute('aria-invalid', 'true')
    await expect(firstName).toBeFocused()
    await expect(firstName).toHaveAccessibleDescription(message(site, 'validation.required'))
    const consent = field(form, CONTACT, 'consent', site)
    const ownMessage = CONTACT.fields.find((entry) => entry.name === 'consent')?.errorMessage
    await expect(consent).toHaveAccessibleDescription(ownMessage?.[site.locale] ?? '')
    await field(form, CONTACT, 'email', site).fill('not-an-email')
    await field(form, CONTACT, 'phone', site).fill('12')
    await submit.click()
    await expect(field(form, CONTACT, 'email', site)).toHaveAccessibleDescription(
      message(site, 'validation.email'),
    )
    await expect(field(form, CONTACT, 'phone', site)).toHaveAccessibleDescription(
      message(site, 'validation.phone'),
    )
    await expect(
      form.getByRole('textbox', { name: message(site, 'forms.phoneExtension') }),
    ).toBeVisible()
    await expect(form.locator('input[type="hidden"][name="source"]')).toHaveCount(1)
    expect(await axeViolations(page)).toEqual([])

    await page.goto(distributorPage(site))
    const distributor = page.getByRole('region', { name: DISTRIBUTOR.title[site.locale] })
    await field(distributor, DISTRIBUTOR, 'locations', site).fill('many')
    await field(distributor, DISTRIBUTOR, 'startDate', site).fill('2027-03-01')
    const lines = distributor.getByRole('group', { name: label(DISTRIBUTOR, 'productLines', site) })
    await expect(lines.getByRole('checkbox')).toHaveCount(4)
    const channel = distributor.getByRole('radiogroup', {
      name: label(DISTRIBUTOR, 'channel', site),
    })
    await channel.getByRole('radio').first().check()
    await distributor
      .getByRole('button', { name: DISTRIBUTOR.submitButtonText[site.locale] })
      .click()
    await expect(field(distributor, DISTRIBUTOR, 'locations', site)).toHaveAccessibleDescription(
      message(site, 'validation.number'),
    )
    await expect(lines.getByText(message(site, 'validation.required'))).toBeVisible()
    expect(await axeViolations(page)).toEqual([])
  })

  test('a blocked email domain is refused by the server @mexico-es @japan-ja-JP', async ({
    page,
    site,
  }) => {
    await page.goto(contactPage(site))
    const form = contactForm(page, site)
    await fillContact(form, site, `lena.${RUN}@mailinator.com`)
    await form.getByRole('button', { name: CONTACT.submitButtonText[site.locale] }).click()
    const email = field(form, CONTACT, 'email', site)
    await expect(email).toHaveAccessibleDescription(message(site, 'validation.blockedEmail'))
    await expect(email).toBeFocused()
  })

  test('sends the contact form, blocks a bad domain and fools the honeypot', async ({
    page,
    site,
  }) => {
    await page.goto(contactPage(site))
    const form = contactForm(page, site)
    await fillContact(form, site, `lena.${RUN}@mailinator.com`)
    const submit = form.getByRole('button', { name: CONTACT.submitButtonText[site.locale] })
    await submit.click()
    await expect(field(form, CONTACT, 'email', site)).toHaveAccessibleDescription(
      message(site, 'validation.blockedEmail'),
    )
    expect(await analyticsEvents(page, 'form_submitted')).toEqual([])
    await field(form, CONTACT, 'email', site).fill(`lena.${RUN}@kitchen.example`)
    await submit.click()
    const status = page.getByRole('status').filter({ hasText: CONTACT.successMessage[site.locale] })
    await expect(status).toContainText(REFERENCE)
    await expect(status).toBeFocused()
    await expect(submit).toBeHidden()
    // The form's name in the CMS, never an answer.
    const events = await analyticsEvents(page)
    expect(events.filter((entry) => entry.event === 'form_submitted')).toEqual([
      { event: 'form_submitted', form: CONTACT.internalTitle },
    ])
    for (const answer of ['kitchen.example', 'Kitchen Lena', RUN])
      expect(JSON.stringify(events)).not.toContain(answer)

    await page.goto(contactPage(site))
    const again = contactForm(page, site)
    const trap = again.locator('input[name="website"]')
    await expect(trap).toHaveAttribute('tabindex', '-1')
    await expect(trap).toHaveAttribute('autocomplete', 'off')
    await expect(again.getByRole('textbox', { name: label(CONTACT, 'website', site) })).toHaveCount(
      0,
    )
    await fillContact(again, site, `bot.${RUN}@kitchen.example`)
    await trap.fill('https://spam.example')
    await again.getByRole('button', { name: CONTACT.submitButtonText[site.locale] }).click()
    await expect(again.getByRole('status')).toContainText(REFERENCE)
  })

  test('the footer sign-up confirms in the visitor’s language @mexico-es', async ({
    page,
    site,
  }) => {
    await page.goto(homePath(site.region, site.locale))
    const signup = page.getByRole('region', { name: SIGNUP.title[site.locale] })
    await field(signup, SIGNUP, 'email', site).fill(`s.${RUN}@kitchen.example`)
    await signup.getByRole('button', { name: SIGNUP.submitButtonText[site.locale] }).click()
    await expect(signup.getByRole('status')).toContainText(SIGNUP.successMessage[site.locale])
    expect(await axeViolations(page, 'footer')).toEqual([])
  })
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('the contact form posts and the page answers with its messages', async ({ page, site }) => {
    await page.goto(contactPage(site))
    const form = contactForm(page, site)
    await field(form, CONTACT, 'email', site).fill('nope')
    await form.getByRole('button', { name: CONTACT.submitButtonText[site.locale] }).click()
    const email = field(contactForm(page, site), CONTACT, 'email', site)
    await expect(email).toHaveAccessibleDescription(message(site, 'validation.email'))
    await expect(email).toHaveValue('nope')
    await expect(page).toHaveURL(new RegExp(`${contactPage(site)}$`))
    await fillContact(contactForm(page, site), site, `nojs.${RUN}@kitchen.example`)
    await contactForm(page, site)
      .getByRole('button', { name: CONTACT.submitButtonText[site.locale] })
      .click()
    await expect(contactForm(page, site).getByRole('status')).toContainText(REFERENCE)
    expect(page.url()).not.toContain('kitchen.example')
  })

  test('a post sent twice is stored once and answered with the same reference', async ({
    page,
    site,
  }) => {
    await page.goto(contactPage(site))
    await fillContact(contactForm(page, site), site, `twice.${RUN}@kitchen.example`)
    const posted = page.waitForRequest((request) => request.method() === 'POST')
    await contactForm(page, site)
      .getByRole('button', { name: CONTACT.submitButtonText[site.locale] })
      .click()
    const first = await contactForm(page, site).getByRole('status').textContent()
    const reference = first?.match(REFERENCE)?.[0]
    expect(reference).toBeDefined()
    const again = await page.request.fetch(await posted)
    expect(again.status()).toBe(200)
    // The page carries its answer twice: in the HTML and in React's payload.
    expect(new Set((await again.text()).match(new RegExp(REFERENCE, 'g')))).toEqual(
      new Set([reference]),
    )
  })

  test('the footer sign-up answers on the page it was sent from @mexico-es', async ({
    page,
    site,
  }) => {
    await page.goto(contactPage(site))
    const signup = () => page.getByRole('region', { name: SIGNUP.title[site.locale] })
    await field(signup(), SIGNUP, 'email', site).fill(`footer.${RUN}@kitchen.example`)
    await signup().getByRole('button', { name: SIGNUP.submitButtonText[site.locale] }).click()
    await expect(signup().getByRole('status')).toContainText(SIGNUP.successMessage[site.locale])
    await expect(page).toHaveURL(new RegExp(`${contactPage(site)}$`))
    await expect(contactForm(page, site)).toBeVisible()
  })

  test('the captcha form asks once more, refuses a too-quick press and a replay', async ({
    page,
    site,
  }) => {
    await page.goto(distributorPage(site))
    const region = () => page.getByRole('region', { name: DISTRIBUTOR.title[site.locale] })
    const submit = () =>
      region().getByRole('button', { name: DISTRIBUTOR.submitButtonText[site.locale] })
    await field(region(), DISTRIBUTOR, 'company', site).fill('Dist')
    await field(region(), DISTRIBUTOR, 'email', site).fill(`d.${RUN}@kitchen.example`)
    await region().getByRole('checkbox').first().check()
    await submit().click()
    await expect(region().getByRole('alert')).toHaveText(message(site, 'forms.captchaConfirm'))
    await expect(field(region(), DISTRIBUTOR, 'company', site)).toHaveValue('Dist')
    const tokenField = region().locator('input[name="_token"]')
    let token = await tokenField.inputValue()
    await submit().click()
    const alert = region().getByRole('alert')
    await expect(alert).not.toHaveText(message(site, 'forms.captchaConfirm'))
    // A press within 2 s of the token is refused; on a slow machine it may come later than that.
    if ((await alert.textContent()) === message(site, 'forms.captchaTooFast')) {
      token = await tokenField.inputValue()
      await page.waitForTimeout(2_200)
      await submit().click()
    }
    await expect(region().getByRole('status')).toContainText(REFERENCE)

    const replay = await page.request.post('/api/forms/submissions', {
      data: {
        formId: Number(await region().locator('input[name="_form"]').inputValue()),
        regionId: site.region,
        locale: site.locale,
        captchaToken: token,
        values: { company: 'Other', email: `d2.${RUN}@kitchen.example`, productLines: ['fries'] },
      },
    })
    expect(replay.status()).toBe(422)
    expect(await replay.json()).toMatchObject({ message: message(site, 'forms.captchaReplayed') })
  })
})
