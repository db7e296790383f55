/** Payment instrument codes (UNCL 4461 subset of 57, plus 0 None), named as the spec names them. */
export enum PaymentMeansCode {
  None = 0,
  Not_Defined = 1,
  Automated_Clearing_House_Credit = 2,
  Hold = 8,
  National_Or_Regional_Clearing = 9,
  Cash = 10,
  Bookentry_Credit = 15,
  Bookentry_Debit = 16,
  Check = 20,
  Bankers_Draft = 21,
  Certified_Bankers_Draft = 22,
  Bank_Check = 23,
  Bill_Of_Exchange_Awaiting_Acceptance = 24,
  Certified_Check = 25,
  Local_Check = 26,
  Credit_Transfer = 30,
  Debit_Transfer = 31,
  Payment_To_Bank_Account = 42,
  Accepted_Bill_Of_Exchange = 44,
  Referenced_Home_Banking_Credit_Transfer = 45,
  Interbank_Debit_Transfer = 46,
  Home_Banking_Debit_Transfer = 47,
  Bank_Card = 48,
  Direct_Debit = 49,
  Postgiro = 50,
  Telereglement_CFONB = 51,
  Urgent_Commercial_Payment = 52,
  Urgent_Treasury_Payment = 53,
  Credit_Card = 54,
  Debit_Card = 55,
  Bank_Giro = 56,
  Standing_Agreement = 57,
  Sepa_Credit_Transfer = 58,
  Sepa_Direct_Debit = 59,
  Promissory_Note = 60,
  Promissory_Note_Signed_By_Debtor = 61,
  Promissory_Note_Signed_By_Debtor_Endorsed_By_Bank = 62,
  Promissory_Note_Signed_By_Debtor_Endorsed_By_Third_Party = 63,
  Promissory_Note_Signed_By_Bank = 64,
  Promissory_Note_Signed_By_Bank_Endorsed_By_Bank = 65,
  Promissory_Note_Signed_By_Third_Party = 66,
  Promissory_Note_Signed_By_Third_Party_Endorsed_By_Bank = 67,
  Online_Payment_Service = 68,
  Transfer_Advice = 69,
  Bill_Drawn_By_Creditor_On_Debtor = 70,
  Bill_Drawn_By_Creditor_On_Bank = 74,
  Bill_Drawn_By_Creditor_Endorsed_By_Bank = 75,
  Bill_Drawn_By_Creditor_On_Bank_Endorsed_By_Third_Party = 76,
  Bill_Drawn_By_Creditor_On_Third_Party = 77,
  Bill_Drawn_By_Creditor_On_Third_Party_Accepted_By_Bank = 78,
  Not_Transferable_Bankers_Draft = 91,
  Not_Transferable_Local_Check = 92,
  Reference_Giro = 93,
  Urgent_Giro = 94,
  Free_Format_Giro = 95,
  Requested_Method_Not_Used = 96,
  Clearing_Between_Partners = 97,
}

/** The payment instrument for a UNCL 4461 code; codes outside the list (e.g. ZZZ) are Not_Defined. */
export function toPaymentMeansCode(code: string | null): PaymentMeansCode {
  if (code === null) return PaymentMeansCode.Not_Defined;
  const value = Number(code.trim());
  return Number.isInteger(value) && typeof PaymentMeansCode[value] === 'string'
    ? value
    : PaymentMeansCode.Not_Defined;
}

/** The spec's name of a payment instrument code, e.g. `Credit_Transfer` for 30. */
export function paymentMeansName(code: PaymentMeansCode): string {
  return PaymentMeansCode[code];
}
