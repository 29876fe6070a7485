import { init } from './0001-init';
import { insertionOrder } from './0002-insertion-order';
import { builtOn } from './0003-built-on';
import { ventureProfile } from './0004-venture-profile';
import { quotasAndKeys } from './0005-quotas-and-keys';

export interface Migration {
  /** Applied in ascending order; never renumber or edit one that has shipped: add the next. */
  version: number;
  name: string;
  sql: string;
}

/** Every migration, oldest first. The same SQL runs on the embedded database and on PostgreSQL servers. */
export const migrations: readonly Migration[] = [init, insertionOrder, builtOn, ventureProfile, quotasAndKeys];
