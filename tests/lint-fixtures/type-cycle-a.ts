// Half of a cycle held by type imports alone, on purpose: import-x/no-cycle skips it; scripts/import-cycles.ts must not.
import type { B } from './type-cycle-b';

export interface A {
  b?: B;
}
