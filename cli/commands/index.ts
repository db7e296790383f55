import type { CommandTable } from '../command';

// One entry per sub-command; each module exports `command: Command`.
export const commands: CommandTable = {
  'check-iban': {
    description: 'Validate IBANs (arguments, or one per line on stdin) and print one JSON object per value',
    load: () => import('./checkIban'),
  },
  einvoice: {
    description: 'Read an e-invoice (UBL, CII, Factur-X/ZUGFeRD XML or PDF) and print it as JSON',
    load: () => import('./einvoice'),
  },
  'einvoice-rule-tests': {
    description:
      'Run EN 16931 rule test sets (the official rule unit tests format) against the validation rules',
    load: () => import('./einvoiceRuleTests'),
  },
  import: {
    description: 'Import PDF, image or e-mail files as documents in status Imported (as the system)',
    load: () => import('./import'),
  },
  recognize: {
    description: 'Recognise an invoice (PDF or image): header fields, lines and confidence as JSON',
    load: () => import('./recognize'),
  },
};
