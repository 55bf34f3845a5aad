/**
 * A query's row, from its table's generated interface (`tables.ts`): the columns it selects, and
 * for those the SQL casts (`id::text`) or the code narrows (a status to its union) their type as
 * read. The overrides may name selected columns only, so a column dropped from the table, or from
 * the query's list, fails the type check here rather than reading `undefined`.
 */
export type Selected<
  Row,
  Keys extends keyof Row,
  Cast extends { [K in Keys]?: unknown } = Record<never, never>,
> = Omit<Pick<Row, Keys>, keyof Cast> & Cast;

/**
 * What a query computes rather than reads from a column (a count, a sum, a test such as
 * `cancelled_at IS NOT NULL AS cancelled`, a function's answer): no table declares it, so the row
 * type says it here, named as such, beside the columns it picks with `Selected`.
 */
export type Computed<T extends object> = T;
