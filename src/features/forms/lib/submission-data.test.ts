import { describe, expect, it } from 'vitest'
import { submissionData, submittedEmail } from './submission-data'
import { testField } from './test-fields'

describe('submissionData', () => {
  const fields = [
    testField('text', { name: 'firstName', label: 'First name', prospectApiFieldId: 'first_name' }),
    testField('phone', { name: 'phone', label: 'Phone' }),
    testField('email', { name: 'email', label: 'Email' }),
    testField('honeypot', { name: 'website' }),
  ]

  it('lists each answered field with its label, CRM id and value; the trap is left out', () => {
    expect(
      submissionData(
        fields,
        {
          firstName: 'Ana',
          phone: '(212) 555-0134',
          'phone-extension': '12',
          email: 'a@b.example',
        },
        'US',
      ),
    ).toEqual([
      { name: 'firstName', label: 'First name', prospectApiFieldId: 'first_name', value: 'Ana' },
      { name: 'phone', label: 'Phone', prospectApiFieldId: null, value: '+12125550134;ext=12' },
      { name: 'email', label: 'Email', prospectApiFieldId: null, value: 'a@b.example' },
    ])
  })

  it('names the first email answer', () => {
    expect(submittedEmail(fields, { email: 'a@b.example' })).toBe('a@b.example')
    expect(submittedEmail(fields, { email: '' })).toBeNull()
  })
})
