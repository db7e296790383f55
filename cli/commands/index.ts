import type { CommandTable } from '../command';

// One line per sub-command; each module exports `command: Command`.
export const commands: CommandTable = {
  'check-iban': () => import('./checkIban'),
  einvoice: () => import('./einvoice'),
  import: () => import('./import'),
};
