/** The console tables of `npm run bench`: each page beside the bare Next page and the plain server. */
const kb = (bytes) => (bytes / 1024).toFixed(1)
const ratio = (value, base) => (base > 0 ? (value / base).toFixed(2) : '-')

function loadRow(name, row, bare) {
  return {
    page: name,
    status: row.status,
    cache: row.cache,
    'req/s': row.load.rps,
    'p50 ms': row.load.p50,
    'p99 ms': row.load.p99,
    errors: row.load.errors,
    'plain req/s': row.plain.rps,
    'plain p99 ms': row.plain.p99,
    '÷plain req/s': ratio(row.load.rps, row.plain.rps),
    '÷bare req/s': ratio(row.load.rps, bare.load.rps),
    '÷bare p50': ratio(row.load.p50, bare.load.p50),
    '÷bare p99': ratio(row.load.p99, bare.load.p99),
  }
}

function bytesRow(name, path, row, bare) {
  return {
    page: name,
    path,
    'html KB': kb(row.htmlBytes),
    'JS files': row.js.files,
    'JS KB gzip': kb(row.js.gzipBytes),
    '÷bare html': ratio(row.htmlBytes, bare.htmlBytes),
    '÷bare JS': ratio(row.js.gzipBytes, bare.js.gzipBytes),
  }
}

export function printPageTables({ rows, bare, connections, duration }) {
  const all = [
    ...rows.map((row) => ({ name: row.page.name, path: row.page.path, row })),
    { name: 'bare Next page', path: '/', row: bare },
  ]
  console.log(
    `\nload: ${connections} connections × ${duration}s per run, loopback, ${new Date().toISOString()}`,
  )
  console.log(
    '÷plain: site over a bare Node server sending the same bytes (the ceiling); ÷bare: site over a bare Next.js page',
  )
  console.table(all.map(({ name, row }) => loadRow(name, row, bare)))
  console.log(
    '\nbytes: the HTML answer and the JavaScript it loads (gzip -9), beside the bare Next page',
  )
  console.table(all.map(({ name, path, row }) => bytesRow(name, path, row, bare)))
}
