// Half of an import cycle, on purpose: tests/lint.test.ts checks that lint (scripts/import-cycles.ts) refuses it.
import { b } from './cycle-b';

export const a = (): number => b() + 1;
