// Half of an import cycle, on purpose: tests/lint.test.ts checks that lint refuses it.
import { b } from './cycle-b';

export const a = (): number => b() + 1;
