import { isPolishTaxNumber, isPortugueseTaxNumber } from './domesticVat';
import { extractFields } from './extract';
import { documentLines } from './layout';
import { readTables } from './lines';
import { pageOf } from './testPages';

const values = (page: ReturnType<typeof pageOf>) =>
  Object.fromEntries(
    Object.entries(extractFields([page]).Fields).map(([field, read]) => [field, read?.Value]),
  );

/** A Portuguese supplier's fatura: its NIF in the letterhead, the customer's after "Exmo.(s) Sr.(s)". */
const portuguese = pageOf(1, [
  [0.05, 'Gráfica Atlântica, Lda.'],
  [0.07, 'Rua Augusta 100, 1100-053 Lisboa'],
  [0.09, 'NIF: 509 123 457'],
  [0.15, [0.55, 'FATURA N.º FT 2026/117']],
  [0.2, [0.55, 'Data de emissão:'], [0.78, '12-03-2026']],
  [0.22, [0.55, 'Data de vencimento:'], [0.78, '11-04-2026']],
  [0.24, [0.55, 'Requisição:'], [0.78, 'REQ-3321']],
  [0.3, [0.1, 'Exmo(s). Sr(s).']],
  [0.32, [0.1, 'Restaurante O Pescador, Lda.']],
  [0.34, [0.1, 'Contribuinte n.º 512345678']],
  [0.4, [0.1, 'Descrição'], [0.5, 'Qtd.'], [0.6, 'Preço unit.'], [0.72, 'IVA'], [0.82, 'Total']],
  [0.42, [0.1, 'Impressão de menus'], [0.5, '500'], [0.6, '2,00'], [0.72, '23%'], [0.82, '1.000,00']],
  [0.5, [0.5, 'Total ilíquido'], [0.78, '1.000,00 €']],
  [0.52, [0.5, 'Total IVA'], [0.78, '230,00 €']],
  [0.54, [0.5, 'Total a pagar'], [0.78, '1.230,00 €']],
  [0.6, 'Pagamento por transferência bancária'],
  [0.62, 'IBAN: PT50 0002 0123 1234 5678 9015 4'],
]);

/** A Polish faktura VAT: seller and buyer side by side under "Sprzedawca" and "Nabywca", each with its NIP. */
const polish = pageOf(1, [
  [0.05, [0.55, 'Faktura VAT nr FV/2026/03/117']],
  [0.08, [0.55, 'Data wystawienia:'], [0.78, '2026-03-12']],
  [0.1, [0.55, 'Data sprzedaży:'], [0.78, '2026-03-10']],
  [0.15, [0.1, 'Sprzedawca:'], [0.55, 'Nabywca:']],
  [0.17, [0.1, 'Drukarnia Kowalski Sp. z o.o.'], [0.55, 'Hurtownia Nowak S.A.']],
  [0.19, [0.1, 'ul. Długa 5, 00-950 Warszawa'], [0.55, 'ul. Polna 8, 30-001 Kraków']],
  [0.21, [0.1, 'NIP: 526-025-09-95'], [0.55, 'NIP: 779-000-00-14']],
  [0.3, [0.1, 'Nazwa towaru lub usługi'], [0.5, 'Ilość'], [0.6, 'Cena netto'], [0.8, 'Wartość netto']],
  [0.32, [0.1, 'Ulotki A5'], [0.5, '1000'], [0.6, '1,00'], [0.8, '1 000,00']],
  [0.5, [0.5, 'Wartość netto:'], [0.78, '1 000,00 zł']],
  [0.52, [0.5, 'Kwota VAT:'], [0.78, '230,00 zł']],
  [0.54, [0.5, 'Wartość brutto:'], [0.78, '1 230,00 zł']],
  [0.56, [0.5, 'Do zapłaty:'], [0.78, '1 230,00 PLN']],
  [0.58, 'Słownie: jeden tysiąc dwieście trzydzieści złotych 00/100'],
  [0.6, 'Termin płatności: 26 marca 2026'],
  [0.62, 'Sposób płatności: przelew'],
  [0.64, 'Nr konta: PL61 1090 1014 0000 0712 1981 2874'],
]);

describe('a Portuguese invoice', () => {
  it('is read by its Portuguese labels, the number with its series, the NIF with Portugal’s prefix', () => {
    expect(values(portuguese)).toMatchObject({
      Number: 'FT 2026/117',
      Date: '2026-03-12',
      DueDate: '2026-04-11',
      PurchaseOrderNumber: 'REQ-3321',
      NetAmount: 1000,
      VatAmount: 230,
      GrossAmount: 1230,
      IbanNumber: 'PT50000201231234567890154',
      RelationName: 'Gráfica Atlântica, Lda.',
      RelationVatNumber: 'PT509123457',
    });
    expect(extractFields([portuguese]).Language).toBe('pt');
  });

  it('reads a credit note’s number and the months written out in Portuguese', () => {
    const page = pageOf(1, [
      [0.05, 'Papelaria Central, S.A.'],
      [0.15, [0.55, 'Nota de crédito n.º NC A/12']],
      [0.2, [0.55, 'Data:'], [0.7, '5 de março de 2026']],
      [0.5, [0.5, 'Total (EUR)'], [0.75, '123,00']],
    ]);
    expect(values(page)).toMatchObject({ Number: 'NC A/12', Date: '2026-03-05', GrossAmount: 123 });
  });

  it('checks the NIF: nine digits, the last a check of the others weighed 9 down to 2', () => {
    expect(isPortugueseTaxNumber('509123457')).toBe(true);
    expect(isPortugueseTaxNumber('509123458')).toBe(false);
    expect(isPortugueseTaxNumber('50912345')).toBe(false);
  });
});

describe('a Polish invoice', () => {
  it('is read by its Polish labels: the seller under "Sprzedawca", not the buyer under "Nabywca"', () => {
    expect(values(polish)).toMatchObject({
      Number: 'FV/2026/03/117',
      Date: '2026-03-12',
      DueDate: '2026-03-26',
      NetAmount: 1000,
      VatAmount: 230,
      GrossAmount: 1230,
      Currency: 'PLN',
      IbanNumber: 'PL61109010140000071219812874',
      RelationName: 'Drukarnia Kowalski Sp. z o.o.',
      RelationVatNumber: 'PL5260250995',
    });
    expect(extractFields([polish]).Language).toBe('pl');
  });

  it('reads a correcting invoice’s number and a due date given after "Termin zapłaty"', () => {
    const page = pageOf(1, [
      [0.05, 'Biuro Rachunkowe Wiśniewska'],
      [0.15, [0.55, 'Faktura korygująca nr FK/7/2026']],
      [0.2, [0.55, 'Data wystawienia:'], [0.75, '03.04.2026']],
      [0.22, [0.55, 'Termin zapłaty:'], [0.75, '17.04.2026']],
      [0.5, [0.5, 'Razem do zapłaty:'], [0.75, '246,00 zł']],
    ]);
    expect(values(page)).toMatchObject({
      Number: 'FK/7/2026',
      Date: '2026-04-03',
      DueDate: '2026-04-17',
      GrossAmount: 246,
    });
  });

  it('checks the NIP: ten digits, the last the others weighed 6, 5, 7, 2, 3, 4, 5, 6, 7 modulo 11', () => {
    expect(isPolishTaxNumber('5260250995')).toBe(true);
    expect(isPolishTaxNumber('5260250996')).toBe(false);
    expect(isPolishTaxNumber('526025099')).toBe(false);
  });
});

/** An invoice whose head is the billed party's block, its tax number in it; the vendor's only at the foot. */
const billedAtTheHead = (heading: string, name: string, tax: string, foot: string) =>
  extractFields([
    pageOf(1, [
      [0.05, [0.55, heading]],
      [0.07, [0.55, name]],
      [0.09, [0.55, tax]],
      [0.2, 'Fatura-Recibo n.º FR 2026/44'],
      [0.3, [0.1, 'Descrição'], [0.6, 'Qtd.'], [0.8, 'Total']],
      [0.32, [0.1, 'Impressão'], [0.6, '1'], [0.8, '50,00']],
      [0.34, [0.1, 'Design'], [0.6, '1'], [0.8, '0,00']],
      [0.36, [0.1, 'Portes'], [0.6, '1'], [0.8, '0,00']],
      [0.46, [0.5, 'Total s/ IVA'], [0.78, '50,00 €']],
      [0.48, [0.5, 'IVA 23%'], [0.78, '11,50 €']],
      [0.5, [0.5, 'Total a pagar'], [0.78, '61,50 €']],
      [0.8, foot],
    ]),
  ]).Fields.RelationVatNumber?.Value;

describe('the tax number in the billed party’s block', () => {
  it.each([
    ['Exmos. Srs.', 'Restaurante O Pescador, Lda.', 'NIF 512345678', 'NIF 509123457', 'PT509123457'],
    ['Cliente:', 'Restaurante O Pescador, Lda.', 'NIF 512345678', 'NIF 509123457', 'PT509123457'],
    ['Spett.le', 'Ristorante Da Mario S.n.c.', 'P.IVA 03021570324', 'P.IVA 09458071009', 'IT09458071009'],
  ])('is the buyer’s under "%s", not the vendor’s at the foot', (heading, name, tax, footTax, vendor) => {
    expect(
      billedAtTheHead(heading, name, tax, `Gráfica Atlântica, Lda. · Rua Augusta 100 · ${footTax}`),
    ).toBe(vendor);
  });

  it('is the vendor’s under a heading that only ends in a colon ("Sprzedawca:" beside "Nabywca:")', () => {
    const page = pageOf(1, [
      [0.05, [0.55, 'Faktura VAT nr FV/12/2026']],
      [0.15, [0.1, 'Nabywca:'], [0.55, 'Sprzedawca:']],
      [0.17, [0.1, 'Hurtownia Nowak S.A.'], [0.55, 'Drukarnia Kowalski Sp. z o.o.']],
      [0.19, [0.1, 'ul. Polna 8, 30-001 Kraków'], [0.55, 'ul. Długa 5, 00-950 Warszawa']],
      [0.21, [0.1, 'NIP: 779-000-00-14'], [0.55, 'NIP: 526-025-09-95']],
      [0.5, [0.5, 'Razem do zapłaty:'], [0.78, '1 230,00 zł']],
    ]);
    expect(values(page)).toMatchObject({
      RelationName: 'Drukarnia Kowalski Sp. z o.o.',
      RelationVatNumber: 'PL5260250995',
    });
  });
});

describe('the legal forms of Portugal and Poland', () => {
  it.each([
    'Kowalski i Wspólnicy sp.j.',
    'Nowak Doradztwo sp.k.',
    'Atlântico Têxteis, Lda.',
    'Lusa Participações SGPS',
  ])('end a vendor’s name: %s', (name) => {
    const page = pageOf(1, [
      [0.05, 'Orçamentos e Faturas'],
      [0.07, `${name}, Rua Augusta 100, 1100-053 Lisboa`],
      [0.15, [0.55, 'Fatura n.º FT 2026/9']],
      [0.5, [0.5, 'Total a pagar'], [0.78, '61,50 €']],
    ]);
    expect(values(page).RelationName).toBe(name);
  });
});

describe('a Polish account number printed without "PL"', () => {
  const accountOf = (line: string) =>
    values(
      pageOf(1, [
        [0.05, 'Drukarnia Kowalski Sp. z o.o.'],
        [0.15, [0.55, 'Faktura VAT nr FV/2026/03/117']],
        [0.5, [0.5, 'Do zapłaty:'], [0.78, '1 230,00 zł']],
        [0.6, line],
      ]),
    ).IbanNumber;

  it.each([
    'Numer rachunku bankowego: 61 1090 1014 0000 0712 1981 2874',
    'Nr konta: 61109010140000071219812874',
    'Rachunek: 61 1090 1014 0000 0712 1981 2874',
  ])('is the account’s IBAN under its label: %s', (line) => {
    expect(accountOf(line)).toBe('PL61109010140000071219812874');
  });

  it('is none when its check digits fail, nor without a label', () => {
    expect(accountOf('Nr konta: 62 1090 1014 0000 0712 1981 2874')).toBeUndefined();
    expect(accountOf('Zamówienie 61 1090 1014 0000 0712 1981 2874')).toBeUndefined();
  });
});

describe('what Portuguese and Polish invoices print in their own way', () => {
  it('reads a name that opens with a brand before an en dash, and one with "do" in it', () => {
    const page = (name: string) =>
      pageOf(1, [
        [0.05, [0.05, name], [0.55, 'Exmo(s). Sr(s).']],
        [0.07, [0.05, 'Rua Augusta 100'], [0.55, 'Hotel Solar, S.A.']],
        [0.09, [0.05, '4470-605 Maia'], [0.55, '4710-251 Braga']],
        [0.2, [0.05, 'FATURA FT 2025/452']],
      ]);
    expect(values(page('Eletrofer – Material Elétrico, Lda.')).RelationName).toBe(
      'Eletrofer – Material Elétrico, Lda.',
    );
    expect(values(page('Distribuidora Alimentar do Minho, S.A.')).RelationName).toBe(
      'Distribuidora Alimentar do Minho, S.A.',
    );
  });

  it('reads the number beside a bare "N.º" under the title', () => {
    const page = pageOf(1, [
      [0.05, 'Contas Certas, Lda.'],
      [0.1, [0.7, 'FATURA']],
      [0.12, [0.7, 'N.º'], [0.8, 'FT 2025/90']],
    ]);
    expect(values(page).Number).toBe('FT 2025/90');
  });

  it('reads a Polish number written like a date beside "Faktura nr", and no date as a number elsewhere', () => {
    const page = (title: string) =>
      pageOf(1, [
        [0.05, 'Smakosz Hurt Sp. z o.o.'],
        [0.1, [0.55, title]],
        [0.12, [0.55, 'Data wystawienia:'], [0.75, '2025-11-18']],
      ]);
    expect(values(page('Faktura nr 17/11/2025')).Number).toBe('17/11/2025');
    expect(values(page('Zamówienie z dnia 17/11/2025')).Number).toBeUndefined();
  });

  it('reads a due date in brackets after the days it is away', () => {
    const page = pageOf(1, [
      [0.05, 'Smakosz Hurt Sp. z o.o.'],
      [0.1, [0.55, 'Faktura nr FV 12/2025']],
      [0.12, [0.55, 'Data wystawienia: 2025-03-13']],
      [0.5, 'Termin płatności: 14 dni (2025-03-27)'],
    ]);
    expect(values(page).DueDate).toBe('2025-03-27');
  });

  it('takes the sum under a column of totals with a row for each of three rates', () => {
    const page = pageOf(1, [
      [0.05, 'Smakosz Hurt Sp. z o.o.'],
      [0.1, [0.55, 'Faktura nr FV/17/11/2025']],
      [0.5, [0.45, 'Stawka VAT'], [0.58, 'Wartość netto'], [0.72, 'Kwota VAT'], [0.84, 'Wartość brutto']],
      [0.52, [0.47, '23%'], [0.6, '579,38'], [0.74, '133,26'], [0.86, '712,64']],
      [0.54, [0.47, '8%'], [0.6, '293,12'], [0.74, '23,45'], [0.86, '316,57']],
      [0.56, [0.47, '5%'], [0.6, '425,00'], [0.74, '21,25'], [0.86, '446,25']],
      [0.58, [0.45, 'Razem'], [0.6, '1 297,50'], [0.74, '177,96'], [0.86, '1 475,46']],
      [0.62, [0.55, 'Razem do zapłaty: 1 475,46 PLN']],
    ]);
    expect(values(page)).toMatchObject({ NetAmount: 1297.5, VatAmount: 177.96, GrossAmount: 1475.46 });
  });

  it('takes the totals from the table’s last line, under a heading set in three lines, not its first row', () => {
    // A row of the table: number, service, unit, quantity, price, net, rate, VAT, gross.
    const row = (y: number, ...cells: string[]): [number, ...Array<[number, string]>] => [
      y,
      ...cells.map((text, index): [number, string] => [
        [0.08, 0.12, 0.44, 0.5, 0.58, 0.66, 0.75, 0.8, 0.9][index],
        text,
      ]),
    ];
    const page = pageOf(1, [
      [0.06, 'Anna Nowak Projektowanie Graficzne'],
      [0.14, [0.36, 'FAKTURA nr 15/2026']],
      [0.3, [0.58, 'Cena'], [0.66, 'Wartość'], [0.75, 'VAT'], [0.9, 'Wartość']],
      [0.313, [0.08, 'Lp.'], [0.12, 'Nazwa usługi'], [0.44, 'J.m.'], [0.5, 'Ilość'], [0.8, 'Kwota VAT']],
      [0.326, [0.58, 'netto'], [0.66, 'netto'], [0.75, '%'], [0.9, 'brutto']],
      row(0.345, '1', 'Skład', 'str.', '24', '142,11', '3 410,64', '23%', '784,45', '4 195,09'),
      row(0.36, '2', 'Poprawki', 'godz.', '3', '145,34', '436,02', '23%', '100,28', '536,30'),
      row(0.375, '3', 'Konsultacje', 'godz.', '3', '145,34', '436,02', '23%', '100,28', '536,30'),
      row(0.39, '4', 'Korekta', 'godz.', '3', '145,34', '436,02', '23%', '100,28', '536,30'),
      [0.41, [0.58, 'Razem:'], [0.66, '4 718,70'], [0.8, '1 085,29'], [0.9, '5 803,99']],
      [0.425, [0.58, 'W tym:'], [0.66, '4 718,70'], [0.75, '23%'], [0.8, '1 085,29'], [0.9, '5 803,99']],
      [0.45, 'Do zapłaty: 5 803,99 zł'],
    ]);
    expect(values(page)).toMatchObject({ NetAmount: 4718.7, VatAmount: 1085.29, GrossAmount: 5803.99 });
  });

  it('takes no totals from a table’s last line whose amounts do not add up', () => {
    const page = pageOf(1, [
      [0.06, 'Smakosz Hurt Sp. z o.o.'],
      [0.14, [0.36, 'FAKTURA nr 16/2026']],
      [
        0.3,
        [0.12, 'Nazwa usługi'],
        [0.5, 'Ilość'],
        [0.66, 'Wartość netto'],
        [0.8, 'Kwota VAT'],
        [0.9, 'Wartość brutto'],
      ],
      [0.33, [0.12, 'Skład katalogu'], [0.5, '24'], [0.66, '3 410,64'], [0.8, '784,45'], [0.9, '4 195,09']],
      [0.38, [0.58, 'Razem:'], [0.66, '3 410,64'], [0.8, '784,45'], [0.9, '4 200,00']],
    ]);
    expect(readTables(documentLines([page])).totals).toEqual([]);
  });
});
