// How long a stage took, for `npm run lint` (scripts/lint.mjs) and `npm test` (scripts/test-stages.mjs):
// its wall time, and the CPU its processes used (user + system), which a loaded machine stretches far
// less than the wall time. The CPU is read from /proc (Linux): the time of every child process this
// one has waited for, so it counts whole stages, not parallel parts of one.
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) of the child processes waited for so far; undefined without /proc. */
export function childCpuSeconds() {
  try {
    // Fields after the command's parenthesised name: cutime and cstime are the 14th and 15th.
    const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
    // In clock ticks, 100 a second on Linux.
    return (Number(fields[13]) + Number(fields[14])) / 100;
  } catch {
    return undefined;
  }
}

/** Starts a clock; `stop()` answers the wall seconds and the children's CPU seconds since. */
export function startClock() {
  const start = performance.now();
  const cpu = childCpuSeconds();
  return () => {
    const after = childCpuSeconds();
    return {
      wall: (performance.now() - start) / 1000,
      cpu: cpu === undefined || after === undefined ? undefined : after - cpu,
    };
  };
}

/** "41.2 s wall, 63.0 s CPU" */
export const formatTime = ({ wall, cpu }) =>
  `${wall.toFixed(1)} s wall${cpu === undefined ? '' : `, ${cpu.toFixed(1)} s CPU`}`;
