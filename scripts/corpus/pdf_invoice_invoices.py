"""Prints invoices with the npm package @h1dd3nsn1p3r/pdf-invoice (a pdfmake layout: the seller's block at the top
left with its tax id and bank account as free lines, the spaced title "I N V O I C E" at the top right above "Ref no:
#1721", the dates and a status, "Bill To" with the customer, a table with a tax rate per line, and a totals box of
Subtotal, Total Tax and Grand Total) in English, Dutch, German and French, as PDFs with their truth beside them: an
accuracy set for recognition in a layout Ledgerline was never tuned to.

The package formats amounts with the invoice's locale (Intl.NumberFormat): "£1,234.50", "€ 1.234,50", "1.234,50 €",
"1 234,50 €". Its line totals include the line's tax, so its "Subtotal" is the sum of those, the same amount as the
"Grand Total": the amount without VAT is printed nowhere and is not in the truth. Its labels are set through the
package's `string` configuration in each invoice's language, as its users do. French invoices use DejaVu Sans, as the
standard PDF fonts have no narrow no-break space, the thousands separator of French numbers.

The package is not a dependency of the project: install it in a scratch folder first
(`npm install @h1dd3nsn1p3r/pdf-invoice` there) and pass that folder's node_modules. Needs python3-stdnum and
fonts-dejavu-core. Run with:

    python3 scripts/corpus/pdf_invoice_invoices.py OUT_DIR NODE_MODULES [COUNT]
"""
import datetime
import json
import os
import subprocess
import sys
import tempfile

from corpus_output import MONTHS, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
node_modules = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261201, dutch_banks=['ABNA', 'INGB', 'RABO', 'TRIO', 'KNAB'])
rng, vat_number, iban = made.rng, made.vat_number, made.iban

# The sellers: name, address, country, phone, web site, language.
Sellers = [
    ('Northgate Cloud Hosting Ltd', '12 Albion Street, Leeds LS1 6HX', 'GB', '+44 113 496 0381',
     'northgatecloud.co.uk', 'en'),
    ('Schildersbedrijf Van Dijk', 'Kerkweg 44, 2681 LB Monster', 'NL', '0174 55 21 09', 'vandijkschilders.nl', 'nl'),
    ('Softwarehaus Albrecht GmbH', 'Leopoldstraße 131, 80804 München', 'DE', '089 5550 3312', 'albrecht-software.de',
     'de'),
    ('Imprimerie du Vieux Port', '14 quai du Port, 13002 Marseille', 'FR', '04 91 55 17 62', 'imprimerie-vieuxport.fr',
     'fr'),
    ('Harbour Lane Catering Ltd', '7 Harbour Lane, Plymouth PL1 2AE', 'GB', '+44 1752 496 220',
     'harbourlanecatering.co.uk', 'en'),
    ('Dakdekkersbedrijf Hoekstra B.V.', 'Industrieweg 3, 8601 BX Sneek', 'NL', '0515 55 40 18', 'hoekstradak.nl',
     'nl'),
    ('Gärtnerei Sonnleitner', 'Gartenweg 9, 94032 Passau', 'DE', '0851 555 2207', 'gaertnerei-sonnleitner.de', 'de'),
    ('Transports Girard & Fils', '3 route de Lyon, 38000 Grenoble', 'FR', '04 76 55 83 40', 'transports-girard.fr',
     'fr'),
]
Customers = {
    'en': ('Margaret Ellis', 'Ellis & Rowe Solicitors', '22 Castle Street, Cardiff CF10 1BS'),
    'nl': ('Dhr. P. de Boer', 'Camping De Duinpan', 'Duinweg 8, 1871 AN Schoorl'),
    'de': ('Frau Sabine Kühn', 'Kühn Immobilien GmbH', 'Marktplatz 4, 91054 Erlangen'),
    'fr': ('M. Julien Roche', 'Librairie Les Deux Rives', '9 rue de la République, 84000 Avignon'),
}
Locales = {'en': 'en-GB', 'nl': 'nl-NL', 'de': 'de-DE', 'fr': 'fr-FR'}
# The package's labels in each language, as its `string` configuration sets them; English keeps the package's own
# (a configuration without them fails).
Strings = {
    'en': dict(invoice='I N V O I C E', refNumber='Ref no', date='Date', dueDate='Due Date', status='Status',
               billTo='Bill To', item='Item', quantity='Qty', price='Price', discount='Discount', tax='Tax',
               total='Total', subTotal='Subtotal', totalTax='Total Tax', totalDiscount='Total Discount', fee='Total Fee',
               grandTotal='Grand Total'),
    'nl': dict(invoice='F A C T U U R', refNumber='Factuurnr', date='Datum', dueDate='Vervaldatum', status='Status',
               billTo='Factuur aan', item='Omschrijving', quantity='Aantal', price='Prijs', discount='Korting',
               tax='BTW', total='Totaal', subTotal='Subtotaal', totalTax='Totaal BTW', totalDiscount='Totale korting',
               fee='Kosten', grandTotal='Totaal te betalen'),
    'de': dict(invoice='R E C H N U N G', refNumber='Rechnungs-Nr.', date='Datum', dueDate='Fällig am',
               status='Status', billTo='Rechnung an', item='Leistung', quantity='Menge', price='Preis',
               discount='Rabatt', tax='MwSt.', total='Gesamt', subTotal='Zwischensumme', totalTax='MwSt. gesamt',
               totalDiscount='Rabatt gesamt', fee='Gebühr', grandTotal='Gesamtbetrag'),
    'fr': dict(invoice='F A C T U R E', refNumber='Facture n°', date='Date', dueDate="Date d'échéance",
               status='Statut', billTo='Facturé à', item='Désignation', quantity='Qté', price='Prix unitaire',
               discount='Remise', tax='TVA', total='Total', subTotal='Sous-total', totalTax='Total TVA',
               totalDiscount='Remise totale', fee='Frais', grandTotal='Total TTC'),
}
Words = {
    'en': dict(tax=['VAT No: {vat}', 'VAT Reg. No. {vat}', 'Tax ID: {vat}'], bank=['IBAN: {iban}', 'Bank: {iban}'],
               customer_tax='VAT: {vat}', status=['Due pending!', 'Unpaid'], thanks='Thank you for your business.',
               products=['Managed server', 'Backup storage 500 GB', 'Support hours', 'Buffet lunch', 'Setup fee']),
    'nl': dict(tax=['BTW-nr: {vat}', 'Btw-id: {vat}'], bank=['IBAN: {iban}', 'Bank: {iban}'],
               customer_tax='BTW: {vat}', status=['Open', 'Te betalen'],
               thanks='Wij verzoeken u vriendelijk het bedrag voor de vervaldatum over te maken.',
               products=['Schilderwerk buitengevel', 'Verf en materiaal', 'Steigerhuur', 'Voorrijkosten']),
    'de': dict(tax=['USt-IdNr.: {vat}', 'Steuernummer/USt-ID: {vat}'], bank=['IBAN: {iban}', 'Bankverbindung: {iban}'],
               customer_tax='USt-IdNr.: {vat}', status=['Offen', 'Zahlbar'], thanks='Vielen Dank für Ihren Auftrag.',
               products=['Softwarelizenz', 'Einrichtung', 'Wartungsvertrag', 'Schulung (Std.)']),
    'fr': dict(tax=['N° TVA : {vat}', 'TVA intracom. : {vat}'], bank=['IBAN : {iban}', 'RIB / IBAN : {iban}'],
               customer_tax='TVA : {vat}', status=['À payer', 'En attente'], thanks='Merci de votre confiance.',
               products=["Impression d'affiches A2", 'Flyers A5 (lot de 500)', 'Mise en page', 'Livraison']),
}
Rates = {'GB': 20, 'NL': 21, 'DE': 19, 'FR': 20}
NumberStyles = ['{n}', '{year}{n:04d}', 'INV-{n:05d}', '{year}-{n:03d}']
DateStyles = {'en': ['%d/%m/%Y', 'long'], 'nl': ['%d-%m-%Y', 'long'], 'de': ['%d.%m.%Y'], 'fr': ['%d/%m/%Y', 'long']}
Dejavu = '/usr/share/fonts/truetype/dejavu'


def written_date(day, language, style):
    if style != 'long':
        return day.strftime(style)
    month = MONTHS[language][day.month - 1]
    return f'{day.day} {month} {day.year}' if language != 'de' else f'{day.day}. {month} {day.year}'


# Renders one invoice and prints the totals the package computes (its own arithmetic, its own rounding).
Render = r'''
const { PDFInvoice } = require('@h1dd3nsn1p3r/pdf-invoice');
const fs = require('fs');
const { payload, config } = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
(async () => {
  await new PDFInvoice(payload, config).create();
  let gross = 0, tax = 0;
  for (const item of payload.items) {
    const net = item.quantity * item.price;
    gross += net + net * (item.tax / 100);
    tax += (item.price * item.quantity * item.tax) / 100;
  }
  console.log(JSON.stringify({ gross: Number(gross.toFixed(2)), tax: Number(tax.toFixed(2)) }));
})();
'''

os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    name, address, country, phone, site, language = Sellers[index % len(Sellers)]
    words = Words[language]
    account = iban(country)
    vat = vat_number(country)
    pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
    invoice_date = made.invoice_date()
    due_date = invoice_date + datetime.timedelta(days=rng.choice([14, 30]))
    date_style = rng.choice(DateStyles[language])
    number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 9000))
    rate = Rates[country]
    items = [{'name': rng.choice(words['products']), 'quantity': rng.choice([1, 2, 3, 5, 10]),
              'price': rng.randint(900, 180000) / 100, 'tax': rate} for _ in range(rng.randint(1, 4))]
    customer_person, customer_company, customer_address = Customers[language]
    customer_vat = vat_number(country)
    base = f'pdfinvoice-{index + 1:02d}-{language}'
    payload = {
        'company': {'name': name, 'address': address, 'phone': f'Tel: {phone}', 'email': f'info@{site}',
                    'website': f'www.{site}', 'taxId': rng.choice(words['tax']).format(vat=vat),
                    'bank': rng.choice(words['bank']).format(iban=pretty)},
        'customer': {'name': customer_person, 'company': customer_company, 'address': customer_address,
                     'taxId': words['customer_tax'].format(vat=customer_vat)},
        'invoice': {'number': int(number) if number.isdigit() else number,
                    'date': written_date(invoice_date, language, date_style),
                    'dueDate': written_date(due_date, language, date_style),
                    'status': rng.choice(words['status']), 'locale': Locales[language],
                    'currency': 'GBP' if country == 'GB' else 'EUR', 'path': os.path.join(out_dir, f'{base}.pdf')},
        'items': items,
        'note': {'text': words['thanks'], 'italic': rng.random() < 0.5},
    }
    config = {'string': Strings[language]}
    if language == 'fr':
        config['font'] = {'DejaVu': {'normal': f'{Dejavu}/DejaVuSans.ttf', 'bold': f'{Dejavu}/DejaVuSans-Bold.ttf',
                                     'italics': f'{Dejavu}/DejaVuSans-Oblique.ttf',
                                     'bolditalics': f'{Dejavu}/DejaVuSans-BoldOblique.ttf'}}
        config['style'] = {'font': 'DejaVu', 'fontSize': 9}
    elif rng.random() < 0.4:
        config['style'] = {'font': 'Times', 'fontSize': 10}
    props_file = os.path.join(work, f'{base}.json')
    with open(props_file, 'w', encoding='utf-8') as handle:
        json.dump({'payload': payload, 'config': config}, handle, ensure_ascii=False)
    made_totals = subprocess.run(['node', '-e', Render, props_file], check=True, capture_output=True, text=True,
                                 env=dict(os.environ, NODE_PATH=node_modules)).stdout
    totals = json.loads(made_totals.strip().splitlines()[-1])
    truth = {
        'Language': language,
        'Layout': 'pdf-invoice',
        'Number': number,
        'Date': invoice_date.isoformat(),
        'DueDate': due_date.isoformat(),
        'Currency': 'GBP' if country == 'GB' else 'EUR',
        'VatAmount': totals['tax'],
        'GrossAmount': totals['gross'],
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': customer_company, 'VatNumber': customer_vat},
    }
    write_truth(out_dir, base, truth)
    print(base, number, totals['gross'])
