/** Message keys of the generic rule set (spec 001 §8, 002 §8), plus one for the uniqueness rule. */
export const ValidationMessageKey = {
  Validation_Required: 'Validation_Required',
  Validation_Must_Be_Empty: 'Validation_Must_Be_Empty',
  Validation_Minimum_Length: 'Validation_Minimum_Length',
  Validation_Maximum_Length: 'Validation_Maximum_Length',
  Validation_No_Spaces: 'Validation_No_Spaces',
  Validation_Equals: 'Validation_Equals',
  Validation_Not_Equal: 'Validation_Not_Equal',
  Validation_Uppercase: 'Validation_Uppercase',
  Validation_Lowercase: 'Validation_Lowercase',
  Validation_IsTrue: 'Validation_IsTrue',
  Validation_Maximum_Value: 'Validation_Maximum_Value',
  Validation_Minimum_Value: 'Validation_Minimum_Value',
  Validation_Not_A_Number: 'Validation_Not_A_Number',
  Validation_Positive: 'Validation_Positive',
  Validation_Percentage: 'Validation_Percentage',
  Validation_Date_Too_Far_Past: 'Validation_Date_Too_Far_Past',
  Validation_Date_Too_Far_Future: 'Validation_Date_Too_Far_Future',
  Validation_Date_Not_Before: 'Validation_Date_Not_Before',
  Validation_Date_Not_After: 'Validation_Date_Not_After',
  Validation_Date_Not_Between: 'Validation_Date_Not_Between',
  Validation_In_List: 'Validation_In_List',
  Validation_Not_In_List: 'Validation_Not_In_List',
  Validation_List_Minimum_Length: 'Validation_List_Minimum_Length',
  Validation_List_Maximum_Length: 'Validation_List_Maximum_Length',
  Validation_All_In_List: 'Validation_All_In_List',
  Validation_Iban_Not_Valid: 'Validation_Iban_Not_Valid',
  Validation_Bic_Not_Valid: 'Validation_Bic_Not_Valid',
  Validation_Email: 'Validation_Email',
  Validation_Ip_Address: 'Validation_Ip_Address',
  Validation_Guid: 'Validation_Guid',
  Validation_Gross_Amount_Incorrect: 'Validation_Gross_Amount_Incorrect',
  More_Than_One_Rest_Not_Allowed: 'More_Than_One_Rest_Not_Allowed',
  Only_Percentages_Allowed: 'Only_Percentages_Allowed',
  Only_Fix_Rest_Allowed: 'Only_Fix_Rest_Allowed',
  Validation_Vat_In_Percentage_Tolerance: 'Validation_Vat_In_Percentage_Tolerance',
  Validation_Vat_In_Amount_Tolerance: 'Validation_Vat_In_Amount_Tolerance',
  Validation_Vat_Not_In_Tolerance_Range: 'Validation_Vat_Not_In_Tolerance_Range',
  Validation_Unknown: 'Validation_Unknown',
  // The spec names the document-number-unique rule but no key for it.
  Validation_Document_Number_Not_Unique: 'Validation_Document_Number_Not_Unique',
} as const;
export type ValidationMessageKey = (typeof ValidationMessageKey)[keyof typeof ValidationMessageKey];

/** Separates a message key from its parameters on the wire: `Validation_Maximum_Length%%50`. */
export const MESSAGE_PARAMETER_SEPARATOR = '%%';

/** A message key followed by its parameters. */
export type ParsedMessage = { key: string; params: string[] };

/** Builds the wire text of a message: the key, then each parameter, joined by `%%`. */
export function formatMessage(key: string, ...params: readonly (string | number)[]): string {
  return [key, ...params.map(String)].join(MESSAGE_PARAMETER_SEPARATOR);
}

/** Splits wire text back into key and parameters; text without `%%` is a key without parameters. */
export function parseMessage(text: string): ParsedMessage {
  const [key, ...params] = text.split(MESSAGE_PARAMETER_SEPARATOR);
  return { key, params };
}
