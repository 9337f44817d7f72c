import path from 'node:path'

/** The seeded SQLite test site `npm test` builds against and serves (tests/.tmp). */
export function testSiteEnv(root, port) {
  const tmp = path.join(root, 'tests', '.tmp')
  return {
    ...process.env,
    DATABASE_URL: `file:${path.join(tmp, 'test.db')}`,
    MEDIA_DIR: path.join(tmp, 'media'),
    PAYLOAD_SECRET: 'test-payload-secret-0123456789abcdef',
    PREVIEW_SECRET: 'test-preview-secret-0123456789abcdef',
    SEED_DEMO_ACCOUNTS: 'true',
    SEED_DEMO_PASSWORD: 'test-demo-password',
    SITE_URL: `http://127.0.0.1:${port}`,
    // Emails (partner password resets) also land here, where the tests read their links.
    EMAIL_LOG_FILE: path.join(tmp, 'emails.jsonl'),
    // Small enough that the junk-URL burst test can outgrow the whole cache in a minute.
    CONTENT_CACHE_MAX_BYTES: String(24 * 1024 * 1024),
  }
}
