import { validateIban } from '../../domain/iban/index';
import type { BenchSuite } from '../suite';

// A mix of valid IBANs (with and without national checks), print format, and typical failures.
const samples = [
  'NL91ABNA0417164300',
  'NL91 ABNA 0417 1643 00',
  'DE89370400440532013000',
  'FR1420041010050500013M02606',
  'IT60X0542811101000000123456',
  'ES9121000418450200051332',
  'BE68539007547034',
  'GB29NWBK60161331926819',
  'NL91ABNA0517164300',
  'XX91ABNA0517164300',
  'CH4431999123000889012',
  '417164300',
];

const durationMs = 1000;

/** Throughput of validateIban over a fixed mix of inputs, measured for about a second. */
const suite: BenchSuite = {
  name: 'iban',
  default: true,
  async run() {
    // Warm up so the JIT and the country cache do not count against the measurement.
    for (let index = 0; index < 20_000; index++) validateIban(samples[index % samples.length]);
    let validations = 0;
    const start = performance.now();
    let elapsed = 0;
    while (elapsed < durationMs) {
      for (const sample of samples) validateIban(sample, { refuseQrIban: true });
      validations += samples.length;
      elapsed = performance.now() - start;
    }
    return { ibanValidationsPerSecond: Math.round((validations / elapsed) * 1000) };
  },
};

export default suite;
