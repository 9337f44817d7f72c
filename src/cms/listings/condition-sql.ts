import type { SQL, SqlTag } from '../search/sql-runner'
import type { Condition } from './conditions'

/** The SQL test of a condition on the entry aliased `d`. */
export function conditionSql(sql: SqlTag, condition: Condition): SQL {
  switch (condition.type) {
    case 'values': {
      const list = sql.join(
        condition.values.map((value) => sql`${value}`),
        sql`, `,
      )
      const test =
        condition.operator === 'or' || condition.values.length === 1
          ? sql`EXISTS (SELECT 1 FROM search_attributes a WHERE a.entry_id = d.id
              AND a.attribute = ${condition.attribute} AND a.value IN (${list}))`
          : sql`(SELECT count(DISTINCT a.value) FROM search_attributes a WHERE a.entry_id = d.id
              AND a.attribute = ${condition.attribute} AND a.value IN (${list})) = ${new Set(condition.values).size}`
      return condition.negate ? sql`NOT ${test}` : test
    }
    case 'range': {
      const bounds = [
        ...(condition.min === null ? [] : [sql`a.number >= ${condition.min}`]),
        ...(condition.max === null ? [] : [sql`a.number <= ${condition.max}`]),
      ]
      return sql`EXISTS (SELECT 1 FROM search_attributes a WHERE a.entry_id = d.id
        AND a.attribute = ${condition.attribute} AND ${sql.join(bounds, sql` AND `)})`
    }
    case 'documents':
      return condition.docIds.length === 0
        ? sql`1 = 0`
        : sql`d.doc_id IN (${sql.join(
            condition.docIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
    case 'any':
    case 'all':
      return sql`(${sql.join(
        condition.conditions.map((inner) => conditionSql(sql, inner)),
        condition.type === 'any' ? sql` OR ` : sql` AND `,
      )})`
  }
}

export function allOf(sql: SqlTag, conditions: SQL[]): SQL {
  return conditions.length === 0 ? sql`1 = 1` : sql.join(conditions, sql` AND `)
}
