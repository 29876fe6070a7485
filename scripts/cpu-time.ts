/**
 * Timing a pure function in Node for the benchmarks (bench-figures, bench-review): the process's
 * CPU time (what the server spends) and the wall time of each run, after a warm-up for the JIT,
 * printed as p50 / p99 / max. Measures, never asserts.
 */
export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))] ?? NaN;
export const ms = (value: number) => `${value.toFixed(3)} ms`;

export function measureCpuAndWall(label: string, runs: number, run: () => unknown, warmUp = 300) {
  for (let i = 0; i < warmUp; i++) run();
  const wall: number[] = [];
  const cpu: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    const used = process.cpuUsage();
    run();
    const spent = process.cpuUsage(used);
    cpu.push((spent.user + spent.system) / 1000);
    wall.push(performance.now() - started);
  }
  const line = (values: number[]) =>
    `p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(Math.max(...values))}`;
  console.log(`${label}: CPU ${line(cpu)}; wall ${line(wall)}`);
}
