/** The admin server function behind "View on site" (registered in the Payload layout). */
export const SITE_PATH_FUNCTION = 'site-path'
