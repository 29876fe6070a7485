/** One change to the schema, applied once, in order (migrate.ts). */
export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped: add the next. */
  version: number;
  name: string;
  sql: string;
}
