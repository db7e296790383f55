"""Prints invoices as SQL-Ledger prints them (the web accounting and ERP program of small firms), with its own HTML
invoice templates in Dutch, German, French and English, through Chromium, as PDFs with their truth beside them: an
accuracy set for recognition in layouts Ledgerline was never tuned to.

SQL-Ledger fills `<%…%>` fields, `<%foreach …%>` rows and `<%if …%>` parts of a template with the invoice and the
firm's settings. Its templates (Debian's package sql-ledger, doc/templates/{Dutch,German,French,Default}/invoice.html)
print the firm's name and address at the top left and its phone at the right, a spaced title ("F A C T U U R",
"R E C H N U N G", "F A C T U R E", "I N V O I C E"), the invoice's data as a small table of labels ("Factuurdatum",
"Ausgestellt am", "Date de facture") or, in English, as a row of column heads over their values ("Invoice #", "Date",
"Due", "Order #"), the bill-to and ship-to addresses under black bars, the lines with their part numbers, the subtotal,
one row per tax ("BTW 21%", "MwSt 19% auf 1.234,56", "TVA 20 %", "VAT on 1,234.56 @ 20 %"), the balance
("Openstaand", "Total", "Solde à régler", "Balance Due"), "All prices in EUR" instead of a sign beside the amounts, and
the firm's registration and bank in the template's foot. The templates leave the bank lines of the foot blank
("Bankrekening:..........", "Bankleitzahl", "N° de compte :") for users to fill in by editing their copy; this script
fills them as such users do. The English template's logo (SQL-Ledger's own) is left out, as users replace it.
Amounts and dates are written in the number and date formats SQL-Ledger offers ("1.234,56", "1234,56", "1,234.56";
"13-09-25", "13.09.25", "13/09/25", "2025-09-13"): years of two digits too.

Needs SQL-Ledger's templates (Debian's package sql-ledger: `apt-get download sql-ledger && dpkg-deb -x
sql-ledger_*.deb DIR`, then `DIR/usr/share/sql-ledger/doc/templates`), chromium, fonts-dejavu-core, poppler-utils and
python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/sqlledger_invoices.py OUT_DIR TEMPLATES_DIR [COUNT]
"""
import datetime
import html
import os
import re
import subprocess
import sys
import tempfile
from decimal import Decimal

from corpus_output import print_pdf, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
templates = os.path.abspath(sys.argv[2])
count = int(sys.argv[3]) if len(sys.argv) > 3 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261202, dutch_banks=['ABNA'])
rng = made.rng

# The firms: language, country, name, address lines, phone, fax, bank, BIC, chamber of commerce town.
Firms = [
    ('nl', 'NL', 'Drukkerij Hendriks', ['Oudegracht 112', '3511 AW Utrecht'], '030 555 2180', '030 555 2181',
     'ABN AMRO', None, 'Utrecht'),
    ('de', 'DE', 'Büromaschinen Vogt GmbH', ['Hansaring 44', '50670 Köln'], '0221 555 7300', '0221 555 7301',
     'Commerzbank Köln', 'COBADEFFXXX', None),
    ('fr', 'FR', 'Quincaillerie Morel SARL', ['17 rue de la République', '69002 Lyon'], '04 78 55 21 40',
     '04 78 55 21 41', 'Crédit Agricole Centre-Est', 'AGRIFRPP878', None),
    ('en', 'GB', 'Northgate Office Supplies Ltd', ['Unit 7, Northgate Trading Estate', 'Chester CH1 4LT'],
     '01244 496 720', '01244 496 721', 'Barclays', 'BARCGB22', None),
    ('nl', 'NL', 'Van Leeuwen Techniek B.V.', ['Industrieweg 8', '2712 LB Zoetermeer'], '079 555 4410',
     '079 555 4411', 'Rabobank', None, 'Den Haag'),
    ('de', 'DE', 'Weinhandel Keller', ['Marktplatz 3', '67433 Neustadt an der Weinstraße'], '06321 555 880',
     '06321 555 881', 'Sparkasse Rhein-Haardt', 'MALADE51DKH', None),
]
Customers = {
    'nl': [('Gemeente Houten', 'Onderdoor 25', '3995 DW', 'Houten'), ('Café De Zwaan', 'Markt 4', '4811 WH', 'Breda')],
    'de': [('Praxis Dr. Wagner', 'Ringstraße 12', '50996', 'Köln'),
           ('Hotel Zur Post GmbH', 'Hauptstraße 21', '67434', 'Neustadt')],
    'fr': [('Mairie de Villeurbanne', 'Place Lazare-Goujon', '69100', 'Villeurbanne'),
           ('SCI Les Terrasses', '5 quai Saint-Vincent', '69001', 'Lyon')],
    'en': [('Deeside Veterinary Practice', '2 Station Road', 'CH5 2AB', 'Queensferry'),
           ('Chester Rowing Club', 'The Groves', 'CH1 1SD', 'Chester')],
}
# Parts: number, description, unit, price range in cents, reduced rate.
Parts = {
    'nl': [('DR-100', 'Visitekaartjes 350 grs, 500 st.', 'st', (3900, 6900), False),
           ('DR-210', 'Folders A5 full colour', 'st', (12000, 34000), False),
           ('DR-300', 'Ontwerp en opmaak', 'uur', (6500, 8500), False),
           ('BK-01', 'Boek "Utrecht in beeld"', 'st', (2495, 3995), True),
           ('TE-15', 'Onderhoud luchtbehandeling', 'uur', (7200, 9400), False)],
    'de': [('BM-4410', 'Kopierpapier A4 80 g, Karton', 'Stk', (2290, 3490), False),
           ('BM-7020', 'Tonerkartusche schwarz', 'Stk', (6900, 14900), False),
           ('SV-01', 'Wartung Multifunktionsgerät', 'Std', (7800, 9600), False),
           ('WE-2021', 'Riesling Spätlese trocken 0,75 l', 'Fl', (890, 1690), False),
           ('LB-10', 'Kochbuch „Pfälzer Küche“', 'Stk', (1990, 2990), True)],
    'fr': [('Q-1120', 'Vis inox A2 5x40, boîte de 200', 'bte', (1890, 2990), False),
           ('Q-2305', 'Perceuse-visseuse 18 V', 'pce', (12900, 21900), False),
           ('Q-0400', 'Livraison', 'forfait', (2500, 4500), False),
           ('Q-3310', 'Cadenas laiton 50 mm', 'pce', (1490, 2490), False)],
    'en': [('NOS-1001', 'A4 copier paper, box of 5 reams', 'box', (1899, 2899), False),
           ('NOS-2040', 'Office chair, mesh back', 'each', (8900, 17900), False),
           ('NOS-3100', 'Delivery and installation', 'each', (3500, 6500), False),
           ('NOS-1410', 'Ring binders A4, pack of 10', 'pack', (1250, 1990), False)],
}
Rates = {'NL': (Decimal(21), Decimal(9)), 'DE': (Decimal(19), Decimal(7)), 'FR': (Decimal(20), Decimal('5.5')),
         'GB': (Decimal(20), None)}
Currency = {'NL': 'EUR', 'DE': 'EUR', 'FR': 'EUR', 'GB': 'GBP'}
TaxName = {'nl': 'BTW', 'de': 'MwSt', 'fr': 'TVA', 'en': 'VAT'}
Folder = {'nl': 'Dutch', 'de': 'German', 'fr': 'French', 'en': 'Default'}
# SQL-Ledger's number formats and date formats, as a firm of each language sets them.
NumberFormats = {'nl': ['1.000,00'], 'de': ['1.000,00'], 'fr': ['1000,00', '1.000,00'], 'en': ['1,000.00']}
DateFormats = {'nl': ['%d-%m-%y', '%d-%m-%Y'], 'de': ['%d.%m.%y', '%d.%m.%Y'], 'fr': ['%d/%m/%y', '%d/%m/%Y'],
               'en': ['%d/%m/%y', '%Y-%m-%d']}
NumberStyles = ['{n}', 'F{year}-{n}', '{year}{n:04d}']


def money(value, style):
    whole, cents = f'{value:,.2f}'.split('.')
    if style == '1,000.00':
        return f'{whole}.{cents}'
    if style == '1.000,00':
        return f"{whole.replace(',', '.')},{cents}"
    return f"{whole.replace(',', '')},{cents}"


Ones = ['', 'One', 'Two', 'Three', 'Four', 'Five', 'Six', 'Seven', 'Eight', 'Nine', 'Ten', 'Eleven', 'Twelve',
        'Thirteen', 'Fourteen', 'Fifteen', 'Sixteen', 'Seventeen', 'Eighteen', 'Nineteen']
Tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety']


def in_words(number):
    """A whole amount in English words, as SQL-Ledger's num2text writes it on the English invoice."""
    if number == 0:
        return 'Zero'
    if number >= 1000:
        rest = in_words(number % 1000) if number % 1000 else ''
        return f'{in_words(number // 1000)} Thousand {rest}'.strip()
    if number >= 100:
        rest = in_words(number % 100) if number % 100 else ''
        return f'{Ones[number // 100]} Hundred {rest}'.strip()
    if number >= 20:
        return f'{Tens[number // 10]} {Ones[number % 10]}'.strip()
    return Ones[number]


def fill(template, values):
    """Fills a template as SQL-Ledger does: `<%foreach x%>` once per row of the list x, `<%if x%>` and `<%if not x%>`
    by x, then `<%name%>` by its value (the empty string when none)."""
    def loop(match):
        return ''.join(fill(match.group(2), {**values, **row}) for row in values.get(match.group(1), []))

    template = re.sub(r'<%foreach (\w+)%>(.*?)<%end \1%>', loop, template, flags=re.S)
    template = re.sub(r'<%if not (\w+)%>(.*?)<%end \1%>',
                      lambda m: '' if values.get(m.group(1)) else m.group(2), template, flags=re.S)
    template = re.sub(r'<%if (\w+)%>(.*?)<%end \1%>',
                      lambda m: m.group(2) if values.get(m.group(1)) else '', template, flags=re.S)
    return re.sub(r'<%(\w+)%>', lambda m: str(values.get(m.group(1), '')), template)


def template_of(language, edits):
    """The language's invoice template (Latin-1 in the package, as UTF-8 here), the letterhead included, with a
    user's `edits` (old, new) that fill in the blank lines of its foot."""
    folder = os.path.join(templates, Folder[language])
    with open(os.path.join(folder, 'invoice.html'), encoding='latin-1') as handle:
        text = handle.read()
    with open(os.path.join(templates, 'Default', 'letterhead.html'), encoding='latin-1') as handle:
        letterhead = re.sub(r'<th><img [^>]*></th>', '', handle.read())
    text = text.replace('<%include letterhead.html%>', letterhead)
    text = re.sub(r'<meta [^>]*charset[^>]*>', '', text, flags=re.I)
    for old, new in edits:
        assert old in text, (language, old)
        text = text.replace(old, new)
    return '<meta charset="utf-8">' + text


def bank_edits(language, bank, bic, iban, vat, town):
    """What a user of each language writes into the template's foot: the bank, the account, the registration."""
    if language == 'nl':
        return [('Girorekening:.........', f'IBAN: {iban}'),
                ('Bankrekening:..........', f'Bank: {bank}'),
                ('Kamer van Koophandel te ...... nummer:', f'Kamer van Koophandel te {town} nummer: '),
                ('Kamer van Koophandel te ........', f'Kamer van Koophandel te {town}.')]
    if language == 'de':
        return [('<br>Bank\n', f'<br>Bank: {bank}\n'), ('<br>Bankleitzahl\n', f'<br>BIC: {bic}\n'),
                ('<br>Konto No.\n', f'<br>IBAN: {iban}\n')]
    if language == 'fr':
        return [('N° TVA&nbsp;: &nbsp;&nbsp;Banque&nbsp;: &nbsp;&nbsp;N° de compte&nbsp;: &nbsp;&nbsp;Code SWIFT&nbsp;: ',
                 f'N° TVA&nbsp;: {vat} &nbsp;&nbsp;Banque&nbsp;: {bank} &nbsp;&nbsp;N° de compte&nbsp;: {iban} '
                 f'&nbsp;&nbsp;Code SWIFT&nbsp;: {bic}')]
    return []


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    language, country, name, address, phone, fax, bank, bic, town = Firms[index % len(Firms)]
    style = rng.choice(NumberFormats[language])
    date_format = rng.choice(DateFormats[language])
    customer, street, zipcode, city = rng.choice(Customers[language])
    issued = made.invoice_date()
    terms = rng.choice([14, 30])
    due = issued + datetime.timedelta(days=terms)
    # (The English template's narrow columns would break a number at its hyphen: its users number plainly.)
    number = rng.choice(NumberStyles if language != 'en' else NumberStyles[:1]).format(
        year=issued.year, n=rng.randint(10001, 10999))
    order = f'PO{made.digits(5)}' if rng.random() < 0.5 else ''
    full, reduced = Rates[country]
    lines = []
    for part, description, unit, (low, high), is_reduced in rng.sample(Parts[language], rng.randint(2, 4)):
        quantity = rng.choice([1, 1, 2, 3, 5, 10, 12])
        price = Decimal(rng.randint(low, high)) / 100
        lines.append((part, description, unit, quantity, price, reduced if is_reduced and reduced else full))
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for *_, quantity, price, rate in lines])
    vat = made.vat_number(country)
    # A Dutch IBAN names its bank: the firm's own.
    account = made.iban(country, bank={'ABN AMRO': 'ABNA', 'Rabobank': 'RABO'}.get(bank))
    bic = bic or f"{account[4:8]}NL2{'A' if account[4:8] != 'RABO' else 'U'}"
    kvk = made.digits(8)
    iban_text = stdnum_iban.format(account)
    # The English template has no bank in its foot: such users write it in the invoice's notes, or not at all.
    notes = ''
    if language == 'en' and rng.random() < 0.7:
        notes = f'Please pay by BACS to {name}, {bank}, sort code {account[8:10]}-{account[10:12]}-{account[12:14]}, ' \
                f'account {account[14:]}, IBAN {iban_text}.'
    printed_iban = language != 'en' or bool(notes)
    page = fill(template_of(language, bank_edits(language, bank, bic, iban_text, vat, town)), {
        'company': html.escape(name), 'address': '<br>'.join(html.escape(line) for line in address), 'tel': phone,
        'fax': fax, 'invnumber': number, 'invdate': issued.strftime(date_format), 'duedate': due.strftime(date_format),
        'ordnumber': order, 'employee': rng.choice(['J. Smith', 'A. Patel', '']), 'terms': terms,
        'name': html.escape(customer), 'address1': html.escape(street), 'city': city, 'zipcode': zipcode,
        'shiptoname': html.escape(customer), 'shiptoaddress1': html.escape(street), 'shiptocity': city,
        'shiptozipcode': zipcode,
        'number': [{'runningnumber': i + 1, 'number': part, 'description': html.escape(description), 'qty': quantity,
                    'unit': unit, 'sellprice': money(price, style), 'discount': '', 'discountrate': '',
                    'linetotal': money(quantity * price, style)}
                   for i, (part, description, unit, quantity, price, rate) in enumerate(lines)],
        'subtotal': money(net, style), 'invtotal': money(gross, style), 'total': money(gross, style),
        'tax': [{'taxdescription': f'{TaxName[language]} {rate:g}%' if language in ('nl', 'de') else (
                    f'{TaxName[language]} {str(rate).replace(".", ",")} %' if language == 'fr' else TaxName[language]),
                 'taxrate': f'{rate:g}', 'taxbase': money(base, style), 'tax': money(amount, style),
                 'taxnumber': vat}
                for rate, (base, amount) in per_rate.items()],
        'currency': Currency[country], 'notes': html.escape(notes), 'businessnumber': kvk, 'taxnumber': vat,
        'text_amount': in_words(int(gross)), 'decimal': f'{int(gross * 100) % 100:02d}',
    })
    base = f'sqlledger-{index + 1:02d}-{language}'
    source = os.path.join(work, f'{base}.html')
    with open(source, 'w', encoding='utf-8') as handle:
        handle.write(page)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    print_pdf(source, pdf, work)
    printed = subprocess.run(['pdftotext', pdf, '-'], check=True, capture_output=True, text=True).stdout
    assert number in printed and money(gross, style) in printed, (base, number)
    # The Dutch and the French template print the VAT number; the German and the English one print it as the
    # tax's "Registration".
    truth = {
        'Language': language,
        'Layout': f'SQL-Ledger {Folder[language]}/invoice.html, numbers as {style}, dates as {date_format}'
                  f"{', two VAT rates' if len(per_rate) > 1 else ''}",
        'Number': number,
        'Date': issued.isoformat(),
        'DueDate': due.isoformat(),
        'Currency': Currency[country],
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        **({'IbanNumber': account} if printed_iban else {}),
        'RelationName': name,
        'RelationVatNumber': vat,
        **({'PurchaseOrderNumber': order} if order and language == 'en' else {}),
        'Buyer': {'Name': customer},
    }
    write_truth(out_dir, base, truth)
    print(base, number, Currency[country], gross)
