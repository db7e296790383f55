import type { LedgerlineApp } from '../../app';

// Test files for the relation import tests: multipart bodies, valid IBANs and vendor CSVs made on the spot.

const boundary = '----ledgerline-relation-import';

/** A multipart body with form fields and at most one file. */
export function multipart(fields: Record<string, string>, file?: { name: string; content: string | Buffer }) {
  const parts: Buffer[] = Object.entries(fields).map(([name, value]) =>
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
  );
  if (file)
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\n` +
          'Content-Type: application/octet-stream\r\n\r\n',
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), contentType: `multipart/form-data; boundary=${boundary}` };
}

/** Posts a preview upload. */
export function postPreview(
  app: LedgerlineApp,
  token: string,
  fields: Record<string, string>,
  file?: { name: string; content: string | Buffer },
) {
  const body = multipart(fields, file);
  return app.inject({
    method: 'POST',
    url: '/api/RelationImport/Preview',
    payload: body.payload,
    headers: { authorization: `Bearer ${token}`, 'content-type': body.contentType },
  });
}

/** A valid Dutch IBAN (ABNA) for an account number, with its mod-97 check digits. */
export function dutchIban(account: number): string {
  const bban = `ABNA${String(account).padStart(10, '0')}`;
  const digits = `${bban}NL00`.replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  const check = 98 - Number(BigInt(digits) % 97n);
  return `NL${String(check).padStart(2, '0')}${bban}`;
}

/** A CSV text of rows, separated by `delimiter`, quoted where needed, with CRLF line ends. */
export function csv(rows: string[][], delimiter = ';'): string {
  const quote = (cell: string) =>
    cell.includes(delimiter) || cell.includes('"') || cell.includes('\n')
      ? `"${cell.replaceAll('"', '""')}"`
      : cell;
  return `${rows.map((row) => row.map(quote).join(delimiter)).join('\r\n')}\r\n`;
}

/** What the generated 1,000-row vendor file holds wrong, by row number in the file (the header is row 1). */
export type BadVendorRows = { badIban: number[]; noName: number[]; badVat: number[]; repeated: number[] };

/**
 * A vendor CSV of `count` rows with Dutch headers; every hundred rows one invalid IBAN, one missing name and one
 * bad VAT number, and two codes used twice (one differing only in case).
 */
export function vendorCsv(count: number): { text: string; bad: BadVendorRows } {
  const bad: BadVendorRows = { badIban: [], noName: [], badVat: [], repeated: [] };
  const rows = [['Crediteurnummer', 'Naam', 'Plaats', 'Land', 'BTW-nummer', 'KvK-nummer', 'IBAN']];
  for (let index = 1; index <= count; index++) {
    const row = index + 1;
    let code = `V${index}`;
    let iban = dutchIban(417164300 + index);
    let name = `Leverancier ${index} B.V.`;
    let vat = `NL${String(800000000 + index)}B01`;
    if (index % 100 === 7) {
      iban = `${iban.slice(0, -1)}${(Number(iban.slice(-1)) + 1) % 10}`;
      bad.badIban.push(row);
    } else if (index % 100 === 13) {
      name = '';
      bad.noName.push(row);
    } else if (index % 100 === 29) {
      vat = 'NL123';
      bad.badVat.push(row);
    }
    if (index === count - 1) code = `V${count - 2}`;
    if (index === count) code = 'v10';
    rows.push([code, name, 'Utrecht', 'NL', vat, String(30000000 + index), iban]);
  }
  bad.repeated = [count - 1, count, count + 1, 11];
  return { text: csv(rows), bad };
}
