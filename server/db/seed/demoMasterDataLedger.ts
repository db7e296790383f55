// The demo chart of accounts: Dutch decimal numbering as in the reference chart (RGS) bookkeepers know — 0 fixed
// assets and equity, 1 bank, receivables, VAT and payables, 2 suspense, 3 stock, 4 costs, 6 depreciation and
// interest, 7 cost of sales, 8 revenue, 9 tax. It holds every ledger the demo documents use (demoRelations).

/** One general ledger account: code, description, balance sheet or profit and loss, default VAT code. */
export type DemoLedgerAccount = {
  code: string;
  description: string;
  accountType: 'Balance' | 'ProfitAndLoss';
  vatCode: string | null;
  isBlocked?: boolean;
};

const balance = (code: string, description: string, isBlocked = false): DemoLedgerAccount => ({
  code,
  description,
  accountType: 'Balance',
  vatCode: null,
  isBlocked,
});
const result = (code: string, description: string, vatCode: string | null = 'VH'): DemoLedgerAccount => ({
  code,
  description,
  accountType: 'ProfitAndLoss',
  vatCode,
});

/** The general ledger of every demo company. */
export const DemoLedgerAccounts: DemoLedgerAccount[] = [
  balance('0100', 'Bedrijfsgebouwen'),
  balance('0200', 'Machines en installaties'),
  balance('0210', 'Afschrijving machines en installaties'),
  balance('0300', 'Inventaris'),
  balance('0310', 'Afschrijving inventaris'),
  balance('0400', 'Vervoermiddelen'),
  balance('0410', 'Afschrijving vervoermiddelen'),
  balance('0500', 'Computerapparatuur'),
  balance('0700', 'Geplaatst kapitaal'),
  balance('0710', 'Algemene reserve'),
  balance('0720', 'Resultaat lopend boekjaar'),
  balance('0800', 'Lening o/g'),
  balance('1000', 'Kas'),
  balance('1100', 'ABN AMRO Bank'),
  balance('1110', 'Rabobank'),
  balance('1120', 'ING Bank (opgeheven)', true),
  balance('1300', 'Debiteuren'),
  balance('1400', 'Vooruitbetaalde kosten'),
  balance('1500', 'Af te dragen btw hoog tarief'),
  balance('1505', 'Af te dragen btw laag tarief'),
  balance('1510', 'Af te dragen btw verlegd'),
  balance('1515', 'Af te dragen btw verwervingen EU'),
  balance('1520', 'Voorbelasting'),
  balance('1525', 'Voorbelasting verlegd en EU'),
  balance('1530', 'Afdracht omzetbelasting'),
  balance('1600', 'Crediteuren'),
  balance('1610', 'Nog te ontvangen facturen'),
  balance('1700', 'Af te dragen loonheffing'),
  balance('1800', 'Nog te betalen kosten'),
  balance('1900', 'Vennootschapsbelasting'),
  balance('2000', 'Vraagposten'),
  balance('3000', 'Voorraad grondstoffen'),
  balance('3100', 'Voorraad handelsgoederen'),
  result('4000', 'Lonen en salarissen', null),
  result('4010', 'Sociale lasten', null),
  result('4050', 'Uitzendkrachten'),
  result('4100', 'Gas, water en elektra'),
  result('4110', 'Huur bedrijfspand', 'VG'),
  result('4120', 'Onderhoud bedrijfspand'),
  result('4130', 'Onderhoud machines en installaties'),
  result('4200', 'Schoonmaakkosten'),
  result('4220', 'Afvalverwerking'),
  result('4300', 'Brandstof'),
  result('4310', 'Onderhoud auto’s'),
  result('4320', 'Leasekosten auto’s'),
  result('4330', 'Motorrijtuigenbelasting', null),
  result('4400', 'Reclame en advertenties'),
  result('4410', 'Representatiekosten'),
  result('4500', 'Kantoorbenodigdheden'),
  result('4510', 'Drukwerk'),
  result('4530', 'Telefoon en internet'),
  result('4540', 'Contributies en abonnementen'),
  result('4600', 'Vrachtkosten'),
  result('4610', 'Opslagkosten'),
  result('4620', 'Huur heftrucks en materieel'),
  result('4700', 'Software en licenties'),
  result('4800', 'Advieskosten'),
  result('4810', 'Accountantskosten'),
  result('4820', 'Juridische kosten'),
  result('4900', 'Bankkosten', 'VG'),
  result('4910', 'Verzekeringen', 'VG'),
  result('4920', 'Kantinekosten', 'VL'),
  result('4990', 'Overige algemene kosten'),
  result('6000', 'Afschrijving inventaris', null),
  result('6010', 'Afschrijving vervoermiddelen', null),
  result('6020', 'Afschrijving computerapparatuur', null),
  result('6500', 'Rentelasten', null),
  result('7000', 'Inkoop grondstoffen', 'VL'),
  result('7010', 'Inkoop verpakkingsmateriaal'),
  result('7020', 'Inkoop handelsgoederen'),
  result('8000', 'Omzet hoog tarief'),
  result('8010', 'Omzet laag tarief', 'VL'),
  result('8020', 'Omzet nultarief', 'V0'),
  result('8100', 'Omzet leveringen binnen de EU', 'ICP'),
  result('8110', 'Omzet export buiten de EU', 'EXP'),
  result('9000', 'Vennootschapsbelasting', null),
];
