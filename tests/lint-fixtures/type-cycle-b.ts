// The other half of the type-only cycle in type-cycle-a.ts.
import type { A } from './type-cycle-a';

export interface B {
  a?: A;
}
