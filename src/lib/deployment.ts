import { env } from './env'

/** Previews, branch copies and development servers stay out of search engines. */
export const isIndexableEnvironment = () => env().DEPLOYMENT_ENVIRONMENT === 'production'
