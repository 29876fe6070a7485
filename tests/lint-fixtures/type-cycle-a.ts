// Half of a cycle held by type imports alone, on purpose: scripts/import-cycles.ts refuses it too.
import type { B } from './type-cycle-b';

export interface A {
  b?: B;
}
