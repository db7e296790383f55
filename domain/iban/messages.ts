/** Message keys reported by IBAN validation: the spec's key first, then the finer reason. */
export type IbanMessageKey =
  | 'Validation_Required'
  | 'Validation_Iban_Not_Valid'
  | 'Iban_Unknown_Country'
  | 'Iban_Wrong_Length'
  | 'Iban_Check_Digits_Not_Numeric'
  | 'Iban_Bban_Pattern_Mismatch'
  | 'Iban_National_Check_Failed'
  | 'Iban_Checksum_Failed'
  | 'Iban_QR_Not_Allowed'
  | 'Iban_Special_Account_Type';

/** Message keys reported by BIC validation. */
export type BicMessageKey =
  | 'Validation_Required'
  | 'Validation_Bic_Not_Valid'
  | 'Bic_Wrong_Format'
  | 'Bic_Unknown_Country';
