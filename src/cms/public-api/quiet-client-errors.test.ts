import { Writable } from 'node:stream'
import { GraphQLError } from 'graphql'
import { APIError } from 'payload'
import pino from 'pino'
import { describe, expect, it } from 'vitest'
import { quietClientErrors } from './quiet-client-errors'

function loggerWithLines() {
  const lines: { level: number; msg?: string; err?: { stack?: string } }[] = []
  const sink = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  return { logger: pino(quietClientErrors, sink), lines }
}

const INFO = 30
const ERROR = 50

describe('quietClientErrors', () => {
  it('logs a REST 4xx as one INFO line without a stack', () => {
    const { logger, lines } = loggerWithLines()
    logger.error({ err: new APIError('You are not allowed to perform this action.', 403) })
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: 'You are not allowed to perform this action.' }),
    ])
    expect(lines[0]?.err).toBeUndefined()
  })

  it('logs a GraphQL error wrapping a 4xx as one INFO line without a stack', () => {
    const { logger, lines } = loggerWithLines()
    const wrapped = new APIError('The email or password provided is incorrect.', 401)
    logger.error({ err: new GraphQLError(wrapped.message, { originalError: wrapped }) })
    expect(lines).toEqual([
      expect.objectContaining({ level: INFO, msg: 'The email or password provided is incorrect.' }),
    ])
  })

  it('keeps server errors at ERROR with their stack', () => {
    const { logger, lines } = loggerWithLines()
    logger.error({
      err: new GraphQLError('database is locked', {
        originalError: new APIError('database is locked', 500),
      }),
    })
    logger.error({ err: new Error('Alias "x" is already used in this query') })
    expect(lines.map((line) => line.level)).toEqual([ERROR, ERROR])
    expect(lines[1]?.err?.stack).toMatch(/Alias/)
  })
})
