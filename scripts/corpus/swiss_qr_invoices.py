"""Prints Swiss invoices with a QR bill, laid out as the npm package swissqrbill's own guide to a complete invoice does
(docs/how-to-create-a-complete-qr-bill.md: the biller's address at the top left, the customer's at the right, a bold
title "Rechnung Nr. …", the town and date at the right, the package's Table with the lines, "Summe", "MwSt.", "MwSt.
Betrag" and "Rechnungstotal", and the package's QR bill, receipt and payment part, across the foot of the page), in
German, French and English, as PDFs with their truth beside them: an accuracy set for recognition in a layout
Ledgerline was never tuned to.

What the QR bill adds: the biller's IBAN (a QR-IBAN when a QR reference goes with it) and name under "Konto / Zahlbar
an", "Compte / Payable à", "Account / Payable to", printed twice (receipt and payment part), the reference under
"Referenz" / "Référence" / "Reference" in groups (a 27-digit QR reference, an ISO 11649 creditor reference "RF…", or
none, when the message carries the invoice number), the customer under "Zahlbar durch" / "Payable par" / "Payable
by", the amount without a currency sign and with spaces between the thousands ("1 994.75") beside "Währung CHF". Some
billers print their UID (with its VAT suffix) under their address and the terms under the table.

The package is not a dependency of the project: install it in a scratch folder first (`npm install swissqrbill@4.4.1
pdfkit@0.20.2` there) and pass that folder's node_modules. Needs python3-stdnum. Run with:

    python3 scripts/corpus/swiss_qr_invoices.py OUT_DIR NODE_MODULES [COUNT]
"""
import datetime
import json
import os
import subprocess
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import MONTHS, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban
from stdnum import iso11649
from stdnum.ch import esr as ch_esr

out_dir = os.path.abspath(sys.argv[1])
node_modules = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261202, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits

# The billers: language, name, street, building number, postcode, town, phone, mail.
Billers = [
    ('de', 'Elektro Zimmermann AG', 'Gewerbestrasse', '14', '6330', 'Cham', '041 555 72 10',
     'info@elektro-zimmermann.ch'),
    ('fr', 'Garage du Léman Sàrl', 'Route de Genève', '112', '1260', 'Nyon', '022 555 36 48', 'info@garage-leman.ch'),
    ('en', 'Alpine Data Systems AG', 'Baarerstrasse', '75', '6300', 'Zug', '041 555 90 21', 'billing@alpinedata.ch'),
    ('de', 'Malergeschäft Brunner GmbH', 'Dorfstrasse', '3', '8712', 'Stäfa', '044 555 18 64', 'mail@maler-brunner.ch'),
    ('fr', 'Fiduciaire Bovet SA', 'Rue de Lausanne', '42', '1700', 'Fribourg', '026 555 22 80', 'contact@bovet-fid.ch'),
    ('de', 'Bäckerei Steiner', 'Hauptgasse', '27', '4500', 'Solothurn', '032 555 41 19', 'hallo@baeckerei-steiner.ch'),
    ('en', 'Lakeside Language School GmbH', 'Seefeldstrasse', '201', '8008', 'Zürich', '044 555 63 07',
     'office@lakeside-languages.ch'),
    ('fr', 'Chauffage Morand & Fils SA', 'Avenue du Midi', '8', '1950', 'Sion', '027 555 84 33', 'info@morand-fils.ch'),
]
Customers = {
    'de': [('Wohnbaugenossenschaft Sonnhalde', 'Sonnhaldenweg', '5', '6340', 'Baar'),
           ('Peter Muster', 'Musterstrasse', '1', '8001', 'Zürich'),
           ('Kantonsschule Solothurn', 'Herrenweg', '18', '4500', 'Solothurn')],
    'fr': [('Commune de Gland', 'Grand-Rue', '38', '1196', 'Gland'),
           ('Madame Claire Dubois', 'Chemin des Pâquis', '9', '1260', 'Nyon'),
           ('Hôtel des Alpes SA', 'Rue du Bourg', '14', '1950', 'Sion')],
    'en': [('Helvetia Biotech AG', 'Grafenauweg', '10', '6300', 'Zug'),
           ('Mr. James Whitfield', 'Bellerivestrasse', '45', '8008', 'Zürich'),
           ('Rhine Logistics GmbH', 'Hafenstrasse', '2', '4057', 'Basel')],
}
Items = {
    'de': ['Elektroinstallation (Std.)', 'Material', 'Anfahrt', 'Malerarbeiten Treppenhaus', 'Abdeckmaterial',
           'Gipserarbeiten', 'Apéro-Gebäck (Platte)', 'Zopf 500 g'],
    'fr': ['Service annuel', 'Pièces détachées', "Main-d'œuvre (h)", 'Tenue de la comptabilité 2025',
           'Déclaration fiscale', 'Entretien chaudière', 'Déplacement'],
    'en': ['Cloud hosting (month)', 'Support hours', 'Licence renewal', 'German course A2 (lessons)',
           'Course material', 'Placement test'],
}
# The guide's labels in each language: the table's head, its sum rows, the title and the terms.
Words = {
    'de': dict(head=['Position', 'Anzahl', 'Bezeichnung', 'Total'], sum='Summe', rate='MwSt.',
               vat='MwSt. Betrag', total='Rechnungstotal', title='Rechnung Nr. {n}',
               terms=['Zahlbar innert {days} Tagen netto.', 'Zahlbar bis {due}.'], uid='UID: {uid} MWST',
               message='Rechnung Nr. {n}'),
    'fr': dict(head=['Position', 'Quantité', 'Désignation', 'Total'], sum='Somme', rate='TVA',
               vat='Montant TVA', total='Total de la facture', title='Facture n° {n}',
               terms=['Payable dans les {days} jours, net.', "Payable jusqu'au {due}."], uid='IDE : {uid} TVA',
               message='Facture n° {n}'),
    'en': dict(head=['Item', 'Quantity', 'Description', 'Total'], sum='Subtotal', rate='VAT',
               vat='VAT amount', total='Invoice total', title='Invoice No. {n}',
               terms=['Payable within {days} days, net.', 'Payable by {due}.'], uid='VAT No.: {uid} MWST',
               message='Invoice {n}'),
}
Rate = Decimal('0.081')
Cent = Decimal('0.01')
NumberStyles = ['{n}', '{year}-{n:04d}', 'R{yy}{n:05d}', '{year}{n:04d}']


def qr_reference():
    """A QR reference: 26 digits and a check digit by the recursive modulo 10 of Swiss payment slips."""
    value = digits(26)
    value += ch_esr.calc_check_digit(value)
    assert ch_esr.is_valid(value)
    return value


def creditor_reference(number):
    """An ISO 11649 creditor reference made of the invoice number's letters and digits."""
    body = ''.join(c for c in number if c.isalnum()).upper()
    check = 98 - int(''.join(str(int(c, 36)) for c in body + 'RF00')) % 97
    value = f'RF{check:02d}{body}'
    assert iso11649.is_valid(value), value
    return value


def money(value, currency):
    """As the guide writes it: the currency before, an apostrophe between thousands."""
    return f"{currency} {value:,.2f}".replace(',', "'")


def written_date(day, language, town):
    if language == 'de':
        return f'{town} {day.day}.{day.month}.{day.year}'
    month = MONTHS[language][day.month - 1]
    return f'{town}, le {day.day} {month} {day.year}' if language == 'fr' else f'{town}, {day.day} {month} {day.year}'


def due_written(day, language):
    if language == 'de':
        return day.strftime('%d.%m.%Y')
    return f'{day.day} {MONTHS[language][day.month - 1]} {day.year}'


# Renders one invoice as the guide does (its positions, sizes and fonts), then the package's QR bill.
Render = r'''
const fs = require('fs');
const PDFDocument = require('pdfkit');
const { SwissQRBill, Table } = require('swissqrbill/pdf');
const { mm2pt } = require('swissqrbill/utils');
const spec = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const pdf = new PDFDocument({ size: 'A4', info: { Title: spec.title } });
pdf.pipe(fs.createWriteStream(spec.out));
pdf.fontSize(12).fillColor('black').font('Helvetica');
pdf.text(spec.biller, mm2pt(20), mm2pt(35), { align: 'left', height: mm2pt(50), width: mm2pt(100) });
pdf.fontSize(12).font('Helvetica');
pdf.text(spec.customer, mm2pt(130), mm2pt(60), { align: 'left', height: mm2pt(50), width: mm2pt(70) });
pdf.fontSize(14).font('Helvetica-Bold');
pdf.text(spec.title, mm2pt(20), mm2pt(100), { align: 'left', width: mm2pt(170) });
pdf.fontSize(11).font('Helvetica');
pdf.text(spec.date, { align: 'right', width: mm2pt(170) });
const cell = (text, width, font) => ({ text, ...(width ? { width: mm2pt(width) } : {}), ...(font ? { font } : {}) });
const rows = [
  { backgroundColor: '#4A4D51', columns: spec.head.map((text, i) => cell(text, [20, 20, 0, 30][i])),
    font: 'Helvetica-Bold', height: 20, padding: 5, textColor: '#fff', verticalAlign: 'center' },
  ...spec.lines.map((line) => ({ columns: line.map((text, i) => cell(text, [20, 20, 0, 30][i])), padding: 5 })),
  ...spec.sums.map(([label, value, bold]) => ({
    columns: [cell('', 20), cell('', 20), cell(label, 0, bold ? 'Helvetica-Bold' : undefined),
      cell(value, 30, bold ? 'Helvetica-Bold' : undefined)],
    ...(bold ? { height: 40 } : {}), padding: 5 })),
];
new Table({ rows, width: mm2pt(170) }).attachTo(pdf);
if (spec.terms) pdf.fontSize(11).font('Helvetica').text(spec.terms, mm2pt(20), pdf.y + mm2pt(5), { width: mm2pt(170) });
new SwissQRBill(spec.bill, { language: spec.language }).attachTo(pdf);
pdf.end();
'''

os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, name, street, building, zip_code, town, phone, mail = Billers[index % len(Billers)]
    words = Words[language]
    customer = rng.choice(Customers[language])
    currency = rng.choice(['CHF', 'CHF', 'CHF', 'EUR'])
    kind = rng.choice(['QRR', 'SCOR', 'NON'])
    account = made.swiss_iban(qr=kind == 'QRR')
    invoice_date = made.invoice_date()
    days = rng.choice([10, 20, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    number = rng.choice(NumberStyles).format(year=invoice_date.year, yy=invoice_date.year % 100,
                                             n=rng.randint(1, 9000))
    reference = qr_reference() if kind == 'QRR' else creditor_reference(number) if kind == 'SCOR' else None
    lines = [(rng.choice([1, 2, 3, 6, 14]), rng.choice(Items[language]), Decimal(rng.randint(1500, 120000)) / 100)
             for _ in range(rng.randint(1, 4))]
    net = sum((quantity * price for quantity, _, price in lines), Decimal(0)).quantize(Cent)
    step = Decimal('0.05') if currency == 'CHF' else Cent
    tax = (net * Rate / step).quantize(Decimal(1), ROUND_HALF_UP) * step
    gross = net + tax
    uid = made.swiss_uid() if rng.random() < 0.6 else None
    biller = [name, f'{street} {building}', f'{zip_code} {town}']
    if uid:
        biller.append(words['uid'].format(uid=uid))
    if rng.random() < 0.5:
        biller += [f'Tel. {phone}', mail]
    terms_style = rng.choice([None, 0, 1])
    terms = None if terms_style is None else words['terms'][terms_style].format(
        days=days, due=due_written(due_date, language))
    base = f'swissqr-{language}-{index + 1:02d}'
    bill = {
        'amount': float(gross), 'currency': currency,
        'creditor': {'account': stdnum_iban.format(account), 'name': name, 'address': street,
                     'buildingNumber': building, 'zip': zip_code, 'city': town, 'country': 'CH'},
        'debtor': {'name': customer[0], 'address': customer[1], 'buildingNumber': customer[2], 'zip': customer[3],
                   'city': customer[4], 'country': 'CH'},
        **({'reference': reference} if reference else {'message': words['message'].format(n=number)}),
    }
    spec = {
        'out': os.path.join(out_dir, f'{base}.pdf'), 'language': language.upper(),
        'biller': '\n'.join(biller), 'customer': f'{customer[0]}\n{customer[1]} {customer[2]}\n{customer[3]} {customer[4]}',
        'title': words['title'].format(n=number), 'date': written_date(invoice_date, language, town),
        'head': words['head'],
        'lines': [[str(position), str(quantity), text, money((quantity * price).quantize(Cent), currency)]
                  for position, (quantity, text, price) in enumerate(lines, start=1)],
        'sums': [[words['sum'], money(net, currency), True], [words['rate'], '8.1%', False],
                 [words['vat'], money(tax, currency), False], [words['total'], money(gross, currency), True]],
        'terms': terms, 'bill': bill,
    }
    spec_file = os.path.join(work, f'{base}.json')
    with open(spec_file, 'w', encoding='utf-8') as handle:
        json.dump(spec, handle, ensure_ascii=False)
    subprocess.run(['node', '-e', Render, spec_file], check=True, env=dict(os.environ, NODE_PATH=node_modules))
    truth = {
        'Language': language,
        'Layout': f'swissqrbill guide, QR bill with {kind} reference',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if terms_style == 1 else {}),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': name,
        **({'RelationVatNumber': f"{uid} {'TVA' if language == 'fr' else 'MWST'}"} if uid else {}),
        **({'PaymentReference': reference} if reference else {}),
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, kind, currency, gross)
