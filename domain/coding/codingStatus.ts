import type { CodingStatus } from '../documents/enums';

/** One finding of the coding validation; LineId and Field are null when it concerns the whole document. */
export type CodingError = {
  LineId: string | null;
  Field: string | null;
  /** The wire text: key and parameters joined by `%%`. */
  Message: string;
  IsWarning: boolean;
};

/** What validating a coding document answers. */
export type CodingValidation = { CodingStatus: CodingStatus; CodingErrors: readonly CodingError[] };

/**
 * The status the validation gives: NoCoding for a company without coding, Unknown without lines, Invalid with any
 * error that is not a warning, Valid otherwise. Verified is never given here: only the workflow verifies.
 */
export function codingStatusOf(
  usesCoding: boolean,
  lineCount: number,
  errors: readonly CodingError[],
): CodingStatus {
  if (!usesCoding) return 'NoCoding';
  if (lineCount === 0) return 'Unknown';
  return errors.some((error) => !error.IsWarning) ? 'Invalid' : 'Valid';
}

/**
 * The status to keep after a save. A Verified coding stays Verified only while its coding did not change and it
 * still validates; any change to the coding (or a code blocked since) drops it to what the validation says, so
 * the workflow has to verify it again.
 */
export function codingStatusAfterChange(
  previous: CodingStatus,
  result: CodingValidation,
  codingChanged: boolean,
): CodingStatus {
  const stillVerified = previous === 'Verified' && !codingChanged && result.CodingStatus === 'Valid';
  return stillVerified ? 'Verified' : result.CodingStatus;
}
