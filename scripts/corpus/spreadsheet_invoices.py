"""Prints invoices made in a spreadsheet, as small firms make them from an office suite's invoice template, through
LibreOffice Calc (headless), in English, Dutch, German and French, as PDFs with their truth beside them: an accuracy
set for recognition in a layout and a PDF producer Ledgerline was never tuned to.

The layout is that of the classic spreadsheet "service invoice" template: the firm's name large in the first cell
and its address, phone, mail and VAT number in the cells under it; the title ("INVOICE", "FACTUUR", "RECHNUNG",
"FACTURE") large at the right; the invoice's data as labels in the fourth column and values in the fifth ("INVOICE #",
"DATE:", "DUE DATE:"); "BILL TO:" over the customer's cells; the lines in a grid (description, quantity, unit price,
amount); the totals under the grid as labels in the fourth column ("SUBTOTAL", "TAX RATE" with its percentage, "TAX",
"TOTAL"); a request to pay in a cell at the foot (a bank transfer to an IBAN, or cheques made payable to the firm) and a
thank-you. Labels in capitals as the template writes them, or as a user retyped them; amounts written as the
language does ("$1,234.56", "€ 1.234,56", "1.234,56 €", "1 234,56 €"). The spreadsheet is written as a flat
OpenDocument file (.fods) and printed with `soffice --convert-to pdf`.

Needs libreoffice-calc-nogui, fonts-dejavu-core and python3-stdnum. Run with:

    python3 scripts/corpus/spreadsheet_invoices.py OUT_DIR [COUNT]
"""
import datetime
import os
import shutil
import subprocess
import sys
import tempfile
from decimal import Decimal
from xml.sax.saxutils import escape

from corpus_output import MONTHS, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261205, dutch_banks=['ABNA', 'INGB', 'RABO', 'TRIO'])
rng = made.rng

# The firms: language, country, name, address lines, phone, mail.
Firms = [
    ('en', 'GB', 'Hollis Garden Maintenance', ['27 Orchard Way', 'Cheltenham GL51 3PQ'], '01242 496 118',
     'jim@hollisgardens.co.uk'),
    ('nl', 'NL', 'Klusbedrijf De Boer', ['Veldweg 12', '7461 BK Rijssen'], '0548 55 21 87', 'info@klusbedrijfdeboer.nl'),
    ('de', 'DE', 'Fotostudio Lichtblick', ['Bahnhofstraße 21', '72764 Reutlingen'], '07121 555 3390',
     'kontakt@fotostudio-lichtblick.de'),
    ('fr', 'FR', 'Atelier Couture Mathilde', ['8 rue des Tanneurs', '67000 Strasbourg'], '03 88 55 41 20',
     'mathilde@atelier-couture.fr'),
    ('en', 'GB', 'Bright Spark Electrical Services', ['Unit 2, Canal Works', 'Leicester LE1 5GH'], '0116 496 0451',
     'office@brightspark-electrical.co.uk'),
    ('nl', 'NL', 'Schoonmaakbedrijf Glans', ['Industrieweg 40', '4104 AC Culemborg'], '0345 55 78 02',
     'planning@glans-schoonmaak.nl'),
]
Customers = {
    'en': [('Greenway Lettings Ltd', ['5 Regent Street', 'Cheltenham GL50 1HE']),
           ('St Mark\'s Primary School', ['Church Lane', 'Leicester LE2 8BB'])],
    'nl': [('Vereniging van Eigenaars Parkzicht', ['Parklaan 1-99', '7461 AJ Rijssen']),
           ('Huisartsenpraktijk Culemborg', ['Markt 7', '4101 BW Culemborg'])],
    'de': [('Weingut Fischer GbR', ['Weinbergstraße 4', '72800 Eningen']),
           ('Stadtbibliothek Reutlingen', ['Spendhausstraße 2', '72764 Reutlingen'])],
    'fr': [('Théâtre du Rhin', ['2 place Broglie', '67000 Strasbourg']),
           ('Mme Claire Muller', ['14 allée des Peupliers', '67200 Strasbourg'])],
}
Items = {
    'en': ['Lawn mowing and edging', 'Hedge trimming', 'Green waste removal', 'Call-out charge', 'Labour (hours)',
           'Consumer unit replacement', 'Materials'],
    'nl': ['Arbeidsuren', 'Materiaal', 'Voorrijkosten', 'Glasbewassing', 'Schoonmaak trappenhuis', 'Kozijnen schilderen'],
    'de': ['Fotoshooting (Std.)', 'Bildbearbeitung', 'Abzüge 20x30', 'Anfahrt', 'Nutzungsrechte'],
    'fr': ['Retouches', 'Confection robe', 'Tissu (m)', 'Essayage', 'Ourlets rideaux'],
}
# The template's labels, in capitals as it writes them; `mixed` the same as a user retyped them.
Words = {
    'en': dict(title='INVOICE', number='INVOICE #', date='DATE:', due='DUE DATE:', bill_to='BILL TO:',
               head=['DESCRIPTION', 'QTY', 'UNIT PRICE', 'AMOUNT'], subtotal='SUBTOTAL', rate='TAX RATE', tax='TAX',
               total='TOTAL', vat='VAT Reg. No. {vat}', thanks='Thank you for your business!',
               bank='Please pay by bank transfer within {days} days to IBAN {iban} (account name: {name}), quoting '
                    'the invoice number.',
               cheque='Make all cheques payable to {name}.',
               mixed=dict(number='Invoice No.', date='Date:', due='Due date:', subtotal='Subtotal', tax='VAT',
                          total='Total due')),
    'nl': dict(title='FACTUUR', number='FACTUURNR.', date='DATUM:', due='VERVALDATUM:', bill_to='FACTUUR AAN:',
               head=['OMSCHRIJVING', 'AANTAL', 'PRIJS', 'BEDRAG'], subtotal='SUBTOTAAL', rate='BTW-TARIEF', tax='BTW',
               total='TOTAAL', vat='Btw-nr. {vat}', thanks='Bedankt voor uw opdracht!',
               bank='Graag het totaalbedrag binnen {days} dagen overmaken op {iban} t.n.v. {name} o.v.v. het '
                    'factuurnummer.',
               cheque=None,
               mixed=dict(number='Factuurnummer:', date='Datum:', due='Vervaldatum:', subtotal='Subtotaal',
                          tax='Btw', total='Totaal te betalen')),
    'de': dict(title='RECHNUNG', number='RECHNUNGSNR.', date='DATUM:', due='FÄLLIG AM:', bill_to='RECHNUNG AN:',
               head=['BESCHREIBUNG', 'MENGE', 'EINZELPREIS', 'BETRAG'], subtotal='ZWISCHENSUMME', rate='MWST.-SATZ',
               tax='MWST.', total='GESAMT', vat='USt-IdNr. {vat}', thanks='Vielen Dank für Ihren Auftrag!',
               bank='Bitte überweisen Sie den Betrag innerhalb von {days} Tagen auf das Konto IBAN {iban} '
                    '({name}).',
               cheque=None,
               mixed=dict(number='Rechnungsnummer:', date='Datum:', due='Zahlbar bis:', subtotal='Nettobetrag',
                          tax='MwSt.', total='Rechnungsbetrag')),
    'fr': dict(title='FACTURE', number='FACTURE N°', date='DATE :', due='ÉCHÉANCE :', bill_to='FACTURÉ À :',
               head=['DESCRIPTION', 'QTÉ', 'PRIX UNITAIRE', 'MONTANT'], subtotal='SOUS-TOTAL', rate='TAUX DE TVA',
               tax='TVA', total='TOTAL TTC', vat='N° TVA : {vat}', thanks='Merci de votre confiance !',
               bank='Règlement par virement sous {days} jours sur le compte IBAN {iban} ({name}).',
               cheque=None,
               mixed=dict(number='Facture n° :', date='Date :', due="Date d'échéance :", subtotal='Total HT',
                          tax='TVA', total='Net à payer')),
}
Rates = {'GB': Decimal(20), 'NL': Decimal(21), 'DE': Decimal(19), 'FR': Decimal(20)}
Signs = {'GB': ('GBP', '£'), 'NL': ('EUR', '€'), 'DE': ('EUR', '€'), 'FR': ('EUR', '€')}
Cent = Decimal('0.01')
NumberStyles = ['{n}', '{year}-{n:03d}', '{yy}{n:04d}', 'F{year}{n:03d}']


def money(value, language, sign):
    whole, cents = f'{value:,.2f}'.split('.')
    if language == 'en':
        return f'{sign}{whole}.{cents}'
    if language == 'nl':
        return f"{sign} {whole.replace(',', '.')},{cents}"
    if language == 'de':
        return f"{whole.replace(',', '.')},{cents} {sign}"
    return f"{whole.replace(',', ' ')},{cents} {sign}"


def written_date(day, language):
    style = rng.choice(['numeric', 'long'])
    if style == 'numeric':
        return day.strftime({'en': '%d/%m/%Y', 'nl': '%d-%m-%Y', 'de': '%d.%m.%Y', 'fr': '%d/%m/%Y'}[language])
    month = MONTHS[language][day.month - 1]
    return f'{day.day}. {month} {day.year}' if language == 'de' else f'{day.day} {month} {day.year}'


def cell(text, style=None, span=1):
    attributes = (f' table:style-name="{style}"' if style else '') + (
        f' table:number-columns-spanned="{span}"' if span > 1 else '')
    # A cell spanning columns covers the next ones: the file names them, or the next cell would stand in them.
    covered = '<table:covered-table-cell/>' * (span - 1)
    if text is None:
        return f'<table:table-cell{attributes}/>{covered}'
    return (f'<table:table-cell office:value-type="string"{attributes}><text:p>{escape(text)}</text:p>'
            f'</table:table-cell>{covered}')


def row(*cells):
    return '<table:table-row table:style-name="ro1">' + ''.join(cells) + '</table:table-row>'


Styles = '''
<style:style style:name="co1" style:family="table-column"><style:table-column-properties style:column-width="62mm"/></style:style>
<style:style style:name="co2" style:family="table-column"><style:table-column-properties style:column-width="18mm"/></style:style>
<style:style style:name="co3" style:family="table-column"><style:table-column-properties style:column-width="22mm"/></style:style>
<style:style style:name="co4" style:family="table-column"><style:table-column-properties style:column-width="34mm"/></style:style>
<style:style style:name="co5" style:family="table-column"><style:table-column-properties style:column-width="34mm"/></style:style>
<style:style style:name="ro1" style:family="table-row"><style:table-row-properties style:row-height="5.6mm" style:use-optimal-row-height="true"/></style:style>
<style:style style:name="Default" style:family="table-cell"><style:text-properties style:font-name="DejaVu Sans" fo:font-size="9pt"/></style:style>
<style:style style:name="name" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-size="16pt" fo:font-weight="bold"/></style:style>
<style:style style:name="title" style:family="table-cell" style:parent-style-name="Default"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-size="20pt" fo:font-weight="bold" fo:color="#44546a"/></style:style>
<style:style style:name="label" style:family="table-cell" style:parent-style-name="Default"><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold" fo:color="#44546a"/></style:style>
<style:style style:name="value" style:family="table-cell" style:parent-style-name="Default"><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="head" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:background-color="#44546a" fo:border="0.5pt solid #44546a"/><style:text-properties fo:font-weight="bold" fo:color="#ffffff"/></style:style>
<style:style style:name="grid" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border="0.5pt solid #8497b0"/></style:style>
<style:style style:name="gridnum" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border="0.5pt solid #8497b0"/><style:paragraph-properties fo:text-align="end"/></style:style>
<style:style style:name="total" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:border-top="1pt solid #44546a"/><style:paragraph-properties fo:text-align="end"/><style:text-properties fo:font-weight="bold"/></style:style>
<style:style style:name="bold" style:family="table-cell" style:parent-style-name="Default"><style:text-properties fo:font-weight="bold" fo:color="#44546a"/></style:style>
<style:style style:name="wrap" style:family="table-cell" style:parent-style-name="Default"><style:table-cell-properties fo:wrap-option="wrap"/></style:style>
<style:page-layout style:name="pm1"><style:page-layout-properties fo:page-width="210mm" fo:page-height="297mm" fo:margin-top="15mm" fo:margin-bottom="15mm" fo:margin-left="14mm" fo:margin-right="14mm" style:print="grid-off"/></style:page-layout>
'''


def fods(rows):
    ns = ' '.join(f'xmlns:{prefix}="urn:oasis:names:tc:opendocument:xmlns:{path}"' for prefix, path in [
        ('office', 'office:1.0'), ('style', 'style:1.0'), ('text', 'text:1.0'), ('table', 'table:1.0'),
        ('fo', 'xsl-fo-compatible:1.0')])
    columns = ''.join(f'<table:table-column table:style-name="co{i}"/>' for i in range(1, 6))
    return (f'<?xml version="1.0" encoding="UTF-8"?><office:document {ns} office:version="1.2" '
            f'office:mimetype="application/vnd.oasis.opendocument.spreadsheet">'
            f'<office:automatic-styles>{Styles}</office:automatic-styles><office:master-styles>'
            f'<style:master-page style:name="Default" style:page-layout-name="pm1"><style:header style:display="false"/>'
            f'<style:footer style:display="false"/></style:master-page></office:master-styles><office:body>'
            f'<office:spreadsheet><table:table table:name="Invoice">{columns}{"".join(rows)}</table:table>'
            f'</office:spreadsheet></office:body></office:document>')


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, country, name, address, phone, mail = Firms[index % len(Firms)]
    words = dict(Words[language])
    if rng.random() < 0.4:
        words.update(words['mixed'])
    currency, sign = Signs[country]
    customer, customer_address = rng.choice(Customers[language])
    vat = made.vat_number(country)
    account = made.iban(country)
    issued = made.invoice_date()
    days = rng.choice([14, 30])
    due = issued + datetime.timedelta(days=days)
    number = rng.choice(NumberStyles).format(year=issued.year, yy=issued.year % 100, n=rng.randint(1, 400))
    lines = [(rng.choice(Items[language]), rng.choice([1, 1, 2, 3, 4, 8]), Decimal(rng.randint(1500, 65000)) / 100)
             for _ in range(rng.randint(2, 5))]
    rate = Rates[country]
    _, net, tax, gross = vat_totals([(quantity * price, rate) for _, quantity, price in lines])
    cheques = words['cheque'] is not None and rng.random() < 0.5
    pay = (words['cheque'].format(name=name) if cheques else
           words['bank'].format(days=days, iban=stdnum_iban.format(account), name=name))
    rate_text = f'{rate}%' if language in ('en', 'nl') else f'{rate} %'
    rows = [
        row(cell(name, 'name'), cell(None), cell(None), cell(None), cell(words['title'], 'title')),
        row(cell(address[0]), cell(None), cell(None), cell(None), cell(None)),
        row(cell(address[1]), cell(None), cell(None), cell(words['number'], 'label'), cell(number, 'value')),
        row(cell(f'Tel. {phone}'), cell(None), cell(None), cell(words['date'], 'label'),
            cell(written_date(issued, language), 'value')),
        row(cell(mail), cell(None), cell(None), cell(words['due'], 'label'), cell(written_date(due, language), 'value')),
        row(cell(words['vat'].format(vat=vat))),
        row(cell(None)),
        row(cell(words['bill_to'], 'bold')),
        row(cell(customer)),
        *[row(cell(line)) for line in customer_address],
        row(cell(None)),
        row(*[cell(text, 'head', span=2 if i == 0 else 1) for i, text in enumerate(words['head'])]),
        *[row(cell(text, 'grid', span=2), cell(str(quantity), 'gridnum'), cell(money(price, language, sign), 'gridnum'),
              cell(money((quantity * price).quantize(Cent), language, sign), 'gridnum'))
          for text, quantity, price in lines],
        row(cell(None), cell(None), cell(None), cell(words['subtotal'], 'label'),
            cell(money(net, language, sign), 'value')),
        row(cell(None), cell(None), cell(None), cell(words['rate'], 'label'), cell(rate_text, 'value')),
        row(cell(None), cell(None), cell(None), cell(words['tax'], 'label'), cell(money(tax, language, sign), 'value')),
        row(cell(None), cell(None), cell(None), cell(words['total'], 'label'),
            cell(money(gross, language, sign), 'total')),
        row(cell(None)),
        row(cell(pay, 'wrap', span=5)),
        row(cell(None)),
        row(cell(words['thanks'], 'bold')),
    ]
    base = f'spreadsheet-{index + 1:02d}-{language}'
    source = os.path.join(work, f'{base}.fods')
    with open(source, 'w', encoding='utf-8') as handle:
        handle.write(fods(rows))
    subprocess.run(['soffice', '--headless', f'-env:UserInstallation=file://{work}/profile', '--convert-to', 'pdf',
                    '--outdir', work, source], check=True, capture_output=True)
    shutil.move(os.path.join(work, f'{base}.pdf'), os.path.join(out_dir, f'{base}.pdf'))
    printed = subprocess.run(['pdftotext', os.path.join(out_dir, f'{base}.pdf'), '-'], check=True,
                             capture_output=True, text=True).stdout
    assert number in printed, (base, number)
    truth = {
        'Language': language,
        'Layout': f"spreadsheet service invoice, {'template capitals' if words['number'].isupper() else 'retyped labels'}, "
                  f"{'cheques' if cheques else 'bank transfer'}",
        'Number': number,
        'Date': issued.isoformat(),
        'DueDate': due.isoformat(),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        **({} if cheques else {'IbanNumber': account}),
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': customer},
    }
    write_truth(out_dir, base, truth)
    print(base, number, currency, gross)
