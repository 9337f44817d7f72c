import crypto from 'node:crypto'
import fs from 'node:fs'
import path from 'node:path'

const random = () => crypto.randomBytes(32).toString('base64url')

/**
 * Secrets for this machine, made on first start and kept in data/secrets.json (git-ignored).
 * Values already in the environment win, so production sets its own.
 */
export function loadSecrets(dataDir) {
  const file = path.join(dataDir, 'secrets.json')
  fs.mkdirSync(dataDir, { recursive: true })
  const stored = fs.existsSync(file) ? JSON.parse(fs.readFileSync(file, 'utf8')) : {}
  const secrets = {
    PAYLOAD_SECRET: stored.PAYLOAD_SECRET ?? random(),
    PREVIEW_SECRET: stored.PREVIEW_SECRET ?? random(),
    SEED_DEMO_PASSWORD: stored.SEED_DEMO_PASSWORD ?? random().slice(0, 16),
  }
  const isNew = JSON.stringify(stored) !== JSON.stringify(secrets)
  if (isNew) fs.writeFileSync(file, `${JSON.stringify(secrets, null, 2)}\n`, { mode: 0o600 })
  return {
    PAYLOAD_SECRET: process.env.PAYLOAD_SECRET ?? secrets.PAYLOAD_SECRET,
    PREVIEW_SECRET: process.env.PREVIEW_SECRET ?? secrets.PREVIEW_SECRET,
    SEED_DEMO_PASSWORD: process.env.SEED_DEMO_PASSWORD ?? secrets.SEED_DEMO_PASSWORD,
  }
}
