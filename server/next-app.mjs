import path from 'node:path'
import next from 'next'

export const projectRoot = path.resolve(import.meta.dirname, '..')

export async function prepareNextHandler(settings) {
  const app = next({
    dev: false,
    dir: projectRoot,
    hostname: settings.LISTEN_ADDRESS ?? 'localhost',
    port: settings.PORT,
  })
  await app.prepare()
  return app.getRequestHandler()
}
