/** What the no-JavaScript post (a server action) hands back to the page it re-renders. */
export interface FormActionState {
  status: 'idle' | 'success' | 'invalid' | 'error' | 'captcha'
  message: string
  reference?: string
  errors?: Record<string, string>
  /** The visitor's own answers, to fill the form in again; never in a URL. */
  values?: Record<string, string | string[]>
  /** A fresh captcha token, only in this visitor's answer, never in the cached page. */
  token?: string
}

export const IDLE: FormActionState = { status: 'idle', message: '' }

/** Hidden inputs that say where the form is; the rest of the post is the visitor's answers. */
export const META = {
  form: '_form',
  region: '_region',
  locale: '_locale',
  page: '_page',
  token: '_token',
} as const

export const FORM_DATA_LIMIT = 64 * 1024
