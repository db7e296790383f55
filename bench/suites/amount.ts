import { parseAmount } from '../../domain/amount';
import type { BenchSuite } from '../suite';

// A mix of the styles users type: both separator conventions, grouping, signs, symbols and rejects.
const INPUTS = [
  '1.234,56',
  '1,234.56',
  '12,5',
  '-0.99',
  '€ 1 234,50',
  '1.234.567,89',
  '1,234,567',
  '42',
  'abc',
  '\u22127,25',
];
const DURATION_MS = 1000;

/** Throughput of parseAmount over a mixed list of inputs, measured for about a second. */
const amount: BenchSuite = {
  name: 'amount',
  default: true,
  async run() {
    // Warm up so the JIT does not count against the measurement.
    for (let index = 0; index < 20_000; index += 1) parseAmount(INPUTS[index % INPUTS.length]);
    let parses = 0;
    let checksum = 0;
    const started = performance.now();
    let elapsed = 0;
    while (elapsed < DURATION_MS) {
      for (const input of INPUTS) checksum += parseAmount(input) ?? 0;
      parses += INPUTS.length;
      elapsed = performance.now() - started;
    }
    // The checksum keeps the parse calls from being optimised away.
    return { amountParsesPerSecond: Math.round((parses / elapsed) * 1000), checksum: Math.round(checksum) };
  },
};

export default amount;
