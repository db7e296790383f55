/** One finding of XSD or EN 16931 business-rule validation. */
export type EInvoiceValidationIssue = {
  /** Rule id as the standard names it (e.g. `BR-CO-15`, `BR-S-08`), or `XSD` for schema errors. */
  Rule: string;
  /** Human-readable text from the schema validator or the rule's own assertion text. */
  Message: string;
  /** Where in the document (XPath or line:column) the finding applies, when known. */
  Location?: string;
};

/** The verdict on one electronic invoice: valid when it has no errors (warnings allowed). */
export type EInvoiceValidation = {
  Valid: boolean;
  Errors: EInvoiceValidationIssue[];
  Warnings: EInvoiceValidationIssue[];
};
