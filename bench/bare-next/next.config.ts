import path from 'node:path'
import type { NextConfig } from 'next'

/**
 * A bare Next.js app for `npm run bench`: the framework's own cost with nothing of the site in it.
 * Next and React resolve from the project's node_modules, two folders up.
 */
const projectRoot = path.resolve(import.meta.dirname, '../..')

const nextConfig: NextConfig = {
  poweredByHeader: false,
  turbopack: { root: projectRoot },
  outputFileTracingRoot: projectRoot,
}

export default nextConfig
