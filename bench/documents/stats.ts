/** p50 and p95 of a list of milliseconds, rounded to 0.01 ms. */
export function percentiles(samples: number[]): { p50: number; p95: number } {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const round = (ms: number) => Math.round(ms * 100) / 100;
  return { p50: round(at(0.5)), p95: round(at(0.95)) };
}

/** Times `run` after a warm-up: `iterations` samples in milliseconds. */
export async function sample(run: (index: number) => Promise<unknown>, iterations: number, warmUp = 5) {
  for (let index = 0; index < warmUp; index++) await run(index);
  const samples: number[] = [];
  for (let index = 0; index < iterations; index++) {
    const started = performance.now();
    await run(index);
    samples.push(performance.now() - started);
  }
  return samples;
}
