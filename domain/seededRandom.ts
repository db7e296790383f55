/**
 * A small deterministic random generator (mulberry32) of numbers in [0, 1): the same seed gives the same numbers, so
 * the demo database and the generated corpora look the same on every run. Free of imports, so the corpus scripts
 * (plain Node) import it too.
 */
export function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
