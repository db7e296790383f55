/** How a relation's IBANs changed: what came and what went; null when nothing did. */
export function ibanChange(
  before: readonly string[],
  after: readonly string[],
): { added: string[]; removed: string[] } | null {
  const added = after.filter((iban) => !before.includes(iban));
  const removed = before.filter((iban) => !after.includes(iban));
  return added.length === 0 && removed.length === 0 ? null : { added, removed };
}

/**
 * Whether a change of an existing relation leaves its bank data unconfirmed: any account added does (removing one
 * cannot send money anywhere new). The accounts a relation is created with count as confirmed by its creation.
 */
export function needsConfirmation(before: readonly string[], after: readonly string[]): boolean {
  return (ibanChange(before, after)?.added.length ?? 0) > 0;
}

/** A bank-account change is confirmed by a second user: never the one who made it. */
export function mayConfirmChange(changedBy: string | null, confirmer: string): boolean {
  return changedBy !== confirmer;
}
