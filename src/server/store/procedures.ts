import type { Database } from './database';
import { saveGenerated } from './save-generated';

/**
 * The store's transactions that run where the database is: on the embedded database's thread
 * (threaded-embedded.ts) each is one message, rather than one per statement with the event loop
 * between them. Their arguments and results are plain data a thread can copy.
 */
export const PROCEDURES = {
  saveGenerated,
} satisfies Record<string, (db: Database, args: never) => Promise<unknown>>;

export type ProcedureName = keyof typeof PROCEDURES;

/** Runs a procedure on `db`'s thread when it has one, or here. */
export function runProcedure<Name extends ProcedureName>(
  db: Database,
  name: Name,
  args: Parameters<(typeof PROCEDURES)[Name]>[1],
): ReturnType<(typeof PROCEDURES)[Name]> {
  if (db.runProcedure) return db.runProcedure(name, args) as ReturnType<(typeof PROCEDURES)[Name]>;
  return PROCEDURES[name](db, args) as ReturnType<(typeof PROCEDURES)[Name]>;
}

/** The database thread's side: the procedure `name` on its engine, or an error for a name it does not know. */
export function runProcedureHere(db: Database, name: string, args: unknown): Promise<unknown> {
  if (!Object.hasOwn(PROCEDURES, name)) return Promise.reject(new Error(`No such procedure: ${name}`));
  return PROCEDURES[name as ProcedureName](db, args as never);
}
