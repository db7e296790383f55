import { creditorReferenceOf } from '../../domain/payments/creditorReference';
import { type CreditTransferLine, PainVersions } from '../../domain/payments/creditTransfer';
import { exampleBatch, exampleLine } from '../../server/payments/sepa/exampleBatch';
import { buildCreditTransferXml, createCreditTransferFile } from '../../server/payments/sepa/index';
import { sepaSchemaErrors } from '../../server/payments/sepa/schema';
import type { BenchSuite } from '../suite';

const Lines = 10_000;
const TargetMs = 5000;

const names = [
  'Ærøskøbing Æblegård ApS',
  'Müller & Söhne GmbH',
  'Łódź Sp. z o.o.',
  'Bloemen 🌷 B.V.',
  'Acme B.V.',
];

// Every third line with an RF reference, names that need transliterating, amounts from 0.01 upwards.
function benchLines(): CreditTransferLine[] {
  return Array.from({ length: Lines }, (_, index) => {
    const line = exampleLine(index, 1 + ((index * 7919) % 5_000_000));
    return {
      ...line,
      Creditor: { ...line.Creditor, Name: `${names[index % names.length]} ${index}` },
      Remittance:
        index % 3 === 0
          ? { Structured: { Kind: 'Iso11649', Reference: creditorReferenceOf(`INV${index}`) } }
          : { Unstructured: `Factuur INV-${index} – ${names[index % names.length]}` },
    };
  });
}

const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);

/**
 * Issue 15: a payment batch of 10,000 lines built into a pain.001 file and validated against its XSD, per
 * message version (German GBIC profile, the strictest schemas): build, validate and total ms, file size, peak memory.
 */
const suite: BenchSuite = {
  name: 'payments',
  default: false,
  async run() {
    const lines = benchLines();
    // Compile the schemas and warm the JIT on a small batch, as a running server would have.
    for (const version of PainVersions)
      await createCreditTransferFile(exampleBatch(version, 'GermanGbic', lines.slice(0, 10)));
    const report: Record<string, unknown> = { lines: Lines, profile: 'GermanGbic', targetMs: TargetMs };
    for (const version of PainVersions) {
      const batch = exampleBatch(version, 'GermanGbic', lines);
      const start = performance.now();
      const xml = await createCreditTransferFile(batch);
      const totalMs = performance.now() - start;
      // The two steps on their own: building the XML, and validating it against the XSD.
      const buildStart = performance.now();
      const built = buildCreditTransferXml(batch);
      const buildMs = performance.now() - buildStart;
      const validateStart = performance.now();
      const errors = sepaSchemaErrors(built, 'GermanGbic', version);
      const validateMs = performance.now() - validateStart;
      if (xml !== built || errors.length > 0)
        throw new Error(`the ${version} file is not the valid one built`);
      report[version] = {
        totalMs: Math.round(totalMs),
        buildMs: Math.round(buildMs),
        validateMs: Math.round(validateMs),
        withinTarget: totalMs <= TargetMs,
        fileMb: Math.round((Buffer.byteLength(xml) / 1024 / 1024) * 10) / 10,
        heapUsedMb: mb(process.memoryUsage().heapUsed),
      };
    }
    // The process's peak resident memory (libxml2's WebAssembly heap included), over the whole run.
    report.peakRssMb = Math.round(process.resourceUsage().maxRSS / 1024);
    return report;
  },
};

export default suite;
