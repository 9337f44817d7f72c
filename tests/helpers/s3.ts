import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import S3rver from 's3rver'

export interface TestBucket {
  /** The settings the site reads (S3_*), pointing at this server. */
  env: Record<string, string>
  /** Where the server keeps the bucket's objects: `<dir>/<bucket>/<key>._S3rver_object`. */
  objectKeys(): string[]
  stop(): Promise<void>
}

const BUCKET = 'terrafield-media'

/** An S3-compatible server from npm (s3rver) on a free loopback port, with one empty bucket. */
export async function startBucket(): Promise<TestBucket> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'terrafield-s3-'))
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  })
  const { port } = await server.run()
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_REGION: 'us-east-1',
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'S3RVER',
      S3_SECRET_ACCESS_KEY: 'S3RVER',
    },
    objectKeys: () =>
      fs
        .readdirSync(path.join(directory, BUCKET))
        .filter((name) => name.endsWith('._S3rver_object'))
        .map((name) => name.replace(/\._S3rver_object$/, '')),
    stop: async () => {
      await server.close()
      fs.rmSync(directory, { recursive: true, force: true })
    },
  }
}
