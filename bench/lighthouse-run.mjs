/**
 * One Lighthouse run (default config: mobile, simulated throttling, performance only) in a fresh
 * headless Chromium, bounded by a timeout that kills the browser.
 */
import { loadLighthouseTools } from './lighthouse-tools.mjs'

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage']

function timeout(ms, onExpiry) {
  let timer
  const promise = new Promise((_, reject) => {
    timer = setTimeout(() => {
      onExpiry()
      reject(new Error(`no result within ${ms} ms`))
    }, ms)
  })
  return { promise, clear: () => clearTimeout(timer) }
}

/** Resolves with the run's report (LHR); rejects on a browser failure, a page error or the timeout. */
export async function runLighthouse(url, { chromePath, timeoutMs }) {
  const { lighthouse, chromeLauncher } = await loadLighthouseTools()
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  })
  const limit = timeout(timeoutMs, () => chrome.kill())
  try {
    const flags = {
      port: chrome.port,
      logLevel: 'error',
      output: 'json',
      onlyCategories: ['performance'],
    }
    const result = await Promise.race([lighthouse(url, flags), limit.promise])
    const lhr = result?.lhr
    if (!lhr) throw new Error('Lighthouse returned no report')
    if (lhr.runtimeError) throw new Error(`${lhr.runtimeError.code}: ${lhr.runtimeError.message}`)
    return lhr
  } finally {
    limit.clear()
    await chrome.kill()
  }
}
