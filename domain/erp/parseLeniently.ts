import type { z } from 'zod';

/**
 * Parses what an ERP hands over with Ledgerline's own schema, leaving out what Ledgerline would refuse (an
 * invalid VAT number, an over-long city) instead of refusing the whole record: the ERP is the master of its
 * data, and a relation without its odd field is more use than no relation. Answers the parsed value and the
 * fields left out, or null when the record stays invalid without them (no name, no code).
 */
export function parseLeniently<S extends z.ZodType>(
  schema: S,
  input: Record<string, unknown>,
  keep: readonly string[] = [],
): { value: z.output<S>; dropped: string[] } | null {
  const given = { ...input };
  const dropped: string[] = [];
  for (let round = 0; round <= Object.keys(input).length; round++) {
    const parsed = schema.safeParse(given);
    if (parsed.success) return { value: parsed.data, dropped };
    const fields = [...new Set(parsed.error.issues.map((issue) => String(issue.path[0] ?? '')))];
    // An issue of the record as a whole, or of a field it cannot do without, cannot be left out.
    if (fields.some((field) => field === '' || keep.includes(field) || !(field in given))) return null;
    for (const field of fields) {
      delete given[field];
      dropped.push(field);
    }
  }
  return null;
}
