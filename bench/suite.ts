/** A benchmark suite: `npm run bench -- <name>` runs one, no name runs the default set. */
export type BenchSuite = {
  name: string;
  /** Included when `npm run bench` is run without a suite name. */
  default: boolean;
  /** Runs the measurements and returns the figures for the JSON report. */
  run(): Promise<Record<string, unknown>>;
};
