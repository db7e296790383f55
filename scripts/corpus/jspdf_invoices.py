"""Prints invoices with the npm package jspdf-invoice-template-nodejs (the jsPDF invoice template: the seller's block
at the top right, the customer's block left with the invoice number and dates beside it, the table, the totals as
"additional rows" of label, value and currency, a note and a footer) in English, Dutch, German and French, as PDFs
with their truth beside them: an accuracy set for recognition in a layout Ledgerline was never tuned to.

The template has no place of its own for a VAT number or a bank account: its users put them in the seller's block
(where the example has a second e-mail address and a website), in the invoice note, or in the footer; each invoice
takes one of these. The totals are in the example's order (Total, VAT as a rate, SubTotal), so the VAT amount is not
printed, or in the order of a subtotal, the VAT amount and the total.

The package is not a dependency of the project: install it in a scratch folder first
(`npm install jspdf-invoice-template-nodejs` there) and pass that folder's node_modules. Needs python3-stdnum. Run with:

    python3 scripts/corpus/jspdf_invoices.py OUT_DIR NODE_MODULES [COUNT]
"""
import datetime
import json
import os
import subprocess
import sys
import tempfile

from corpus_output import write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
node_modules = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261130, dutch_banks=['ABNA', 'INGB', 'RABO', 'SNSB'])
rng, digits, vat_number, iban = made.rng, made.digits, made.vat_number, made.iban

# The sellers: name, address, country, phone, mail domain, language.
Sellers = [
    ('Bramble & Finch Studio Ltd', '3 Quayside, Newcastle upon Tyne NE1 3DX', 'GB', '+44 191 496 0712',
     'bramblefinch.co.uk', 'en'),
    ('Installatiebedrijf De Waal', 'Havenstraat 17, 3024 TH Rotterdam', 'NL', '010 555 3817', 'dewaal-installatie.nl',
     'nl'),
    ('Holzbau Reitmeier GmbH', 'Am Mühlbach 6, 83022 Rosenheim', 'DE', '08031 555 4410', 'holzbau-reitmeier.de',
     'de'),
    ('Atelier Graphique Lemoine', '27 rue des Carmes, 35000 Rennes', 'FR', '02 99 55 41 27', 'atelier-lemoine.fr',
     'fr'),
    ('Kestrel Field Services Ltd', 'Unit 4, Dock Road, Bristol BS1 6PJ', 'GB', '+44 117 496 0233',
     'kestrelfield.co.uk', 'en'),
    ('Bakkerij Verhoeven & Zn.', 'Markt 9, 5211 JV \'s-Hertogenbosch', 'NL', '073 555 2041', 'bakkerijverhoeven.nl',
     'nl'),
    ('Elektro Brandl KG', 'Ludwigstraße 88, 93047 Regensburg', 'DE', '0941 555 7702', 'elektro-brandl.de', 'de'),
    ('Menuiserie Fabre SARL', '5 avenue Jean Jaurès, 31000 Toulouse', 'FR', '05 61 55 23 90', 'menuiserie-fabre.fr',
     'fr'),
]
Customers = {
    'en': ('Oakridge Veterinary Clinic', '41 Mill Lane, York YO1 7HB'),
    'nl': ('Zorgcentrum De Linde', 'Lindelaan 2, 3581 KM Utrecht'),
    'de': ('Praxis Dr. Hartmann', 'Bahnhofstraße 12, 80335 München'),
    'fr': ('Cabinet Dentaire Morel', '8 place Bellecour, 69002 Lyon'),
}
Labels = {
    'en': dict(contact='Invoice issued for:', number=['Invoice #: ', 'Invoice No.: '], date='Invoice Date: ',
               due='Due Date: ', header=['#', 'Item', 'Description', 'Price', 'Quantity', 'Unit', 'Total'],
               total='Total:', vat='VAT:', subtotal='SubTotal:', note='Invoice Note', page='Page ',
               products=['Design work', 'Site visit', 'Travel costs', 'Maintenance', 'Materials'],
               units=['hrs', 'pcs', 'days'],
               pay='Please pay within {days} days to IBAN {iban} quoting the invoice number.',
               vat_line='VAT No. {vat}', iban_line='IBAN {iban}',
               footer='The invoice is created on a computer and is valid without the signature and stamp.'),
    'nl': dict(contact='Factuur voor:', number=['Factuur #: ', 'Factuurnummer: '], date='Factuurdatum: ',
               due='Vervaldatum: ', header=['#', 'Artikel', 'Omschrijving', 'Prijs', 'Aantal', 'Eenheid', 'Totaal'],
               total='Totaal:', vat='BTW:', subtotal='Subtotaal:', note='Opmerking', page='Pagina ',
               products=['Montage', 'Voorrijkosten', 'Onderhoud', 'Materiaal', 'Arbeid'],
               units=['uur', 'stuk', 'dag'],
               pay='Graag binnen {days} dagen betalen op IBAN {iban} onder vermelding van het factuurnummer.',
               vat_line='BTW-nr. {vat}', iban_line='IBAN {iban}',
               footer='Deze factuur is met de computer gemaakt en is geldig zonder handtekening en stempel.'),
    'de': dict(contact='Rechnung an:', number=['Rechnung Nr.: ', 'Rechnungsnummer: '], date='Rechnungsdatum: ',
               due='Fällig am: ', header=['#', 'Artikel', 'Beschreibung', 'Preis', 'Menge', 'Einheit', 'Gesamt'],
               total='Gesamt:', vat='MwSt.:', subtotal='Zwischensumme:', note='Hinweis', page='Seite ',
               products=['Montage', 'Anfahrt', 'Wartung', 'Material', 'Arbeitszeit'],
               units=['Std.', 'Stk.', 'Tage'],
               pay='Bitte überweisen Sie den Betrag innerhalb von {days} Tagen auf IBAN {iban}.',
               vat_line='USt-IdNr. {vat}', iban_line='IBAN {iban}',
               footer='Diese Rechnung wurde maschinell erstellt und ist ohne Unterschrift gültig.'),
    'fr': dict(contact='Facture adressée à :', number=['Facture n° : ', 'Numéro de facture : '],
               date='Date de facture : ', due="Date d'échéance : ",
               header=['#', 'Article', 'Description', 'Prix', 'Quantité', 'Unité', 'Total'],
               total='Total :', vat='TVA :', subtotal='Sous-total :', note='Remarque', page='Page ',
               products=['Conception', 'Déplacement', 'Entretien', 'Fournitures', 'Main-d\'œuvre'],
               units=['h', 'pce', 'j'],
               pay='Merci de régler sous {days} jours par virement sur l\'IBAN {iban}.',
               vat_line='N° TVA {vat}', iban_line='IBAN {iban}',
               footer='Facture établie par ordinateur, valable sans signature ni cachet.'),
}
Rates = {'GB': 20, 'NL': 21, 'DE': 19, 'FR': 20}
NumberStyles = ['{n}', '{year}-{n:04d}', 'F{year}{n:05d}', 'INV-{n:05d}']
DateStyles = {'en': ['%d/%m/%Y', '%d %B %Y'], 'nl': ['%d-%m-%Y'], 'de': ['%d.%m.%Y'], 'fr': ['%d/%m/%Y']}


def money(value, language):
    """An amount as people write it in the language: 1,234.50 in English, 1.234,50 in Dutch and German, 1 234,50 in
    French."""
    text = f'{value:,.2f}'
    if language == 'en':
        return text
    separator = ' ' if language == 'fr' else '.'
    return text.replace(',', '\0').replace('.', ',').replace('\0', separator)


def written_date(day, language):
    return day.strftime(rng.choice(DateStyles[language]))


Render = r'''
const template = require('jspdf-invoice-template-nodejs').default;
const fs = require('fs');
const props = JSON.parse(fs.readFileSync(process.argv[1], 'utf8'));
const made = template({ ...props, outputType: 'arraybuffer', returnJsPDFDocObject: false });
fs.writeFileSync(process.argv[2], Buffer.from(made.arrayBuffer));
'''

os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    name, address, country, phone, domain, language = Sellers[index % len(Sellers)]
    words = Labels[language]
    account = iban(country)
    vat = vat_number(country)
    pretty = stdnum_iban.format(account) if rng.random() < 0.7 else account
    invoice_date = made.invoice_date()
    days = rng.choice([14, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    number = rng.choice(NumberStyles).format(year=invoice_date.year, n=rng.randint(10, 9000))
    lines = [(rng.choice(words['products']), rng.choice([1, 2, 3, 8, 12]), rng.randint(2500, 45000) / 100,
              rng.choice(words['units'])) for _ in range(rng.randint(1, 4))]
    net = round(sum(quantity * price for _, quantity, price, _ in lines), 2)
    rate = Rates[country]
    tax = round(net * rate / 100, 2)
    gross = round(net + tax, 2)
    currency = rng.choice(['EUR', '€']) if country != 'GB' else rng.choice(['GBP', '£'])
    currency_code = 'GBP' if country == 'GB' else 'EUR'
    # Where the seller's VAT number and bank account go: the seller's block, the note, or the footer.
    place = ['block', 'note', 'footer'][index % 3]
    business = {'name': name, 'address': address, 'phone': phone, 'email': f'info@{domain}',
                'email_1': '', 'website': f'www.{domain}'}
    note = ''
    footer = words['footer']
    if place == 'block':
        business['email_1'] = words['vat_line'].format(vat=vat)
        business['website'] = words['iban_line'].format(iban=pretty)
        note = words['pay'].format(days=days, iban=pretty) if rng.random() < 0.5 else ''
    elif place == 'note':
        note = f"{words['pay'].format(days=days, iban=pretty)} {words['vat_line'].format(vat=vat)}."
    else:
        footer = f"{name} - {words['vat_line'].format(vat=vat)} - {words['iban_line'].format(iban=pretty)}"
    customer_name, customer_address = Customers[language]
    customer_vat = vat_number(country)
    example_order = rng.random() < 0.5
    if example_order:
        rows = [(words['total'], money(gross, language), currency, 14), (words['vat'], str(rate), '%', 10),
                (words['subtotal'], money(net, language), currency, 10)]
    else:
        rows = [(words['subtotal'], money(net, language), currency, 10),
                (f"{words['vat'].rstrip(':').rstrip()} {rate}%:", money(tax, language), currency, 10),
                (words['total'], money(gross, language), currency, 14)]
    show_due = rng.random() < 0.6
    props = {
        'fileName': number,
        'orientationLandscape': False,
        'compress': True,
        'business': business,
        'contact': {'label': words['contact'], 'name': customer_name, 'address': customer_address,
                    'phone': '', 'email': '', 'otherInfo': words['vat_line'].format(vat=customer_vat)},
        'invoice': {
            'label': rng.choice(words['number']),
            'num': number,
            'invDate': f"{words['due']}{written_date(due_date, language)}" if show_due else '',
            'invGenDate': f"{words['date']}{written_date(invoice_date, language)}",
            'headerBorder': False,
            'tableBodyBorder': False,
            'header': [{'title': title, **({'style': {'width': width}} if width else {})}
                       for title, width in zip(words['header'], [10, 30, 80, 0, 0, 0, 0])],
            'table': [[position + 1, product, product, money(price, language), quantity, unit,
                       money(round(quantity * price, 2), language)]
                      for position, (product, quantity, price, unit) in enumerate(lines)],
            'additionalRows': [{'col1': label, 'col2': value, 'col3': unit, 'style': {'fontSize': size}}
                               for label, value, unit, size in rows],
            'invDescLabel': words['note'] if note else '',
            'invDesc': note,
        },
        'footer': {'text': footer},
        'pageEnable': True,
        'pageLabel': words['page'],
    }
    base = f'jspdf-{index + 1:02d}-{language}'
    props_file = os.path.join(work, f'{base}.json')
    with open(props_file, 'w', encoding='utf-8') as handle:
        json.dump(props, handle, ensure_ascii=False)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    subprocess.run(['node', '-e', Render, props_file, pdf], check=True, capture_output=True,
                   env=dict(os.environ, NODE_PATH=node_modules))
    truth = {
        'Language': language,
        'Layout': 'jspdf-invoice-template',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if show_due else {}),
        'Currency': currency_code,
        'NetAmount': net,
        **({} if example_order else {'VatAmount': tax}),
        'GrossAmount': gross,
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': customer_name, 'VatNumber': customer_vat},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross)
