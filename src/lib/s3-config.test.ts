import { describe, expect, it } from 'vitest'
import { s3ClientConfig } from './s3-config'

const BASE = { S3_BUCKET: 'media', S3_REGION: 'eu-west-1', S3_FORCE_PATH_STYLE: false }

describe('s3ClientConfig', () => {
  it("on AWS: the region, the SDK's own credentials, checksums only where required", () => {
    expect(s3ClientConfig(BASE)).toEqual({
      region: 'eu-west-1',
      forcePathStyle: false,
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  })

  it('on an S3-compatible service: its URL, path-style addressing and the given key', () => {
    const config = s3ClientConfig({
      ...BASE,
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_FORCE_PATH_STYLE: true,
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
    })
    expect(config).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    })
  })

  it('never sends half a key', () => {
    expect(s3ClientConfig({ ...BASE, S3_ACCESS_KEY_ID: 'key' })).not.toHaveProperty('credentials')
  })
})
