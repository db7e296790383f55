"""Prints German and Austrian invoices ("Rechnungen") as HTML pages in the DIN 5008 business-letter layout through
Debian's Chromium, as PDFs with their truth beside them: an accuracy set for recognition in the layout that German
invoicing software prints, which Ledgerline was never tuned to.

What makes them German: the sender's line in small print above the address window ("Muster GmbH · Hauptstr. 5 ·
10115 Berlin"), an information block at the right ("Rechnungsnr.", "Kundennr.", "Rechnungsdatum", "Leistungsdatum",
"Ihre Bestellung"), a table with "Pos.", "Menge", "Einheit", "Einzelpreis", "Gesamt", totals as "Nettobetrag" /
"zzgl. 19 % USt." / "Rechnungsbetrag" (one line per rate where 7 % and 19 % mix), payment terms with a cash discount
("2 % Skonto bei Zahlung bis …" and the discounted amount: a decoy for the total), "Verwendungszweck", and the
footer's four columns (address, contact, bank with IBAN and BIC, register court with HRB and the USt-IdNr.).
Austrian sellers write "UID" (ATU…), "FN 123456 a", 20 % and 10 %, and "€ 1.234,56".

Needs chromium, fonts-dejavu-core and python3-stdnum. Run with:

    python3 scripts/corpus/rechnungen_invoices.py OUT_DIR [COUNT]
"""
import datetime
import html
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import MONTHS, print_html, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban
from stdnum.at import uid as at_uid

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261202, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits

# The sellers: country, name, street, town, phone, mail, web, bank, BIC, register, managing director.
Sellers = [
    ('DE', 'Elektro Hoffmann GmbH', 'Gewerbering 7', '90451 Nürnberg', '0911 555 38 20', 'info@elektro-hoffmann.de',
     'www.elektro-hoffmann.de', 'Sparkasse Nürnberg', 'SSKNDE77XXX', 'Amtsgericht Nürnberg', 'Thomas Hoffmann'),
    ('DE', 'Kanzlei Dr. Weber & Partner mbB', 'Königsallee 60', '40212 Düsseldorf', '0211 555 71 00',
     'kanzlei@weber-partner.de', 'www.weber-partner.de', 'Deutsche Bank', 'DEUTDEDDXXX', 'Amtsgericht Essen',
     'Dr. Karin Weber'),
    ('AT', 'Tischlerei Gruber e.U.', 'Hauptplatz 12', '4020 Linz', '+43 732 555 184', 'office@tischlerei-gruber.at',
     'www.tischlerei-gruber.at', 'Raiffeisenlandesbank OÖ', 'RZOOAT2L', 'Landesgericht Linz', 'Johann Gruber'),
    ('DE', 'Druckerei Schneider KG', 'Am Hafen 3', '28217 Bremen', '0421 555 90 44', 'auftrag@druckerei-schneider.de',
     'www.druckerei-schneider.de', 'Commerzbank', 'COBADEFFXXX', 'Amtsgericht Bremen', 'Petra Schneider'),
    ('AT', 'IT-Service Berger GmbH', 'Mariahilfer Straße 88', '1070 Wien', '+43 1 555 20 31', 'service@berger-it.at',
     'www.berger-it.at', 'Erste Bank', 'GIBAATWWXXX', 'Handelsgericht Wien', 'Mag. Stefan Berger'),
    ('DE', 'Gartenbau Neumann GmbH & Co. KG', 'Lindenweg 19', '04109 Leipzig', '0341 555 62 70',
     'kontakt@gartenbau-neumann.de', 'www.gartenbau-neumann.de', 'Volksbank Leipzig', 'GENODEF1LVB',
     'Amtsgericht Leipzig', 'Frank Neumann'),
    ('DE', 'Ingenieurbüro Krause', 'Schillerstraße 4', '70173 Stuttgart', '0711 555 13 09', 'post@ib-krause.de',
     'www.ib-krause.de', 'BW-Bank', 'SOLADEST600', None, 'Dipl.-Ing. Jens Krause'),
    ('DE', 'Bäckerei Schulz OHG', 'Marktstraße 2', '24103 Kiel', '0431 555 48 16', 'bestellung@baeckerei-schulz.de',
     'www.baeckerei-schulz.de', 'Förde Sparkasse', 'NOLADE21KIE', 'Amtsgericht Kiel', 'Anja Schulz'),
]
Customers = {
    'DE': [('Stadtwerke Fürth GmbH', 'z. Hd. Herrn Lehmann', 'Leyher Straße 69', '90763 Fürth'),
           ('Hotel Seeblick GmbH', 'Buchhaltung', 'Uferpromenade 3', '23743 Grömitz'),
           ('Müller Logistik AG', 'Kreditorenbuchhaltung', 'Industriestraße 40', '68169 Mannheim')],
    'AT': [('Gemeinde Leonding', 'Bauamt', 'Stadtplatz 1', '4060 Leonding'),
           ('Alpenhof Hotel GmbH', 'Frau Mag. Huber', 'Dorfstraße 21', '6580 St. Anton am Arlberg'),
           ('Steiner Bau GmbH', 'Rechnungseingang', 'Gewerbepark 5', '8020 Graz')],
}
Items = [('Elektroinstallation', 'Std.'), ('Material lt. Aufstellung', 'pauschal'), ('Beratung', 'Std.'),
         ('Flyer DIN A5, 4/4-farbig', 'Stk.'), ('Wartungsvertrag', 'Monat'), ('Anfahrt', 'pauschal'),
         ('Pflanzarbeiten', 'Std.'), ('Brötchen', 'Stk.'), ('Statische Berechnung', 'pauschal'),
         ('Einbauschrank Eiche', 'Stk.'), ('Serverwartung', 'Std.')]
Cent = Decimal('0.01')
NumberStyles = ['RE-{year}-{n:04d}', 'R{year}{n:05d}', '{year}/{n:04d}', 'RG{yy}-{n:04d}', '{n:06d}']


def german_vat():
    return made.vat_number('DE')


def austrian_uid():
    return made.valid(lambda: 'ATU' + digits(8), at_uid.is_valid)


def austrian_iban():
    bban = digits(16)
    check = 98 - int(''.join(str(int(c, 36)) for c in bban + 'AT00')) % 97
    value = f'AT{check:02d}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


def money(value):
    """German amounts: a full stop between thousands and a decimal comma."""
    return f'{value:,.2f}'.replace(',', 'x').replace('.', ',').replace('x', '.')


def euros(value, country):
    return f'€ {money(value)}' if country == 'AT' else f'{money(value)} €'


def written_date(day, long=False):
    return f'{day.day}. {MONTHS["de"][day.month - 1]} {day.year}' if long else day.strftime('%d.%m.%Y')


Style = """
@page { size: A4; margin: 0; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #111; margin: 0; }
.page { position: relative; width: 210mm; height: 297mm; }
.brand { position: absolute; top: 12mm; right: 20mm; text-align: right; font-size: 16pt; font-weight: bold; }
.sender { position: absolute; top: 45mm; left: 25mm; width: 85mm; font-size: 6.5pt; text-decoration: underline; }
.address { position: absolute; top: 50mm; left: 25mm; width: 85mm; line-height: 1.35; }
.info { position: absolute; top: 50mm; left: 125mm; width: 70mm; font-size: 9pt; }
.info td { padding: 0.4mm 0; } .info td:first-child { padding-right: 3mm; }
.body { position: absolute; top: 103mm; left: 25mm; width: 165mm; }
h1 { font-size: 13pt; margin: 0 0 5mm 0; }
table.lines { width: 100%; border-collapse: collapse; margin: 4mm 0; }
.lines th { text-align: left; border-bottom: 0.8px solid #000; padding: 1mm; font-weight: bold; }
.lines td { padding: 1mm; border-bottom: 0.3px solid #ccc; }
.num { text-align: right; white-space: nowrap; }
table.totals { margin-left: auto; border-collapse: collapse; }
.totals td { padding: 0.8mm 1mm; } .totals tr.sum td { border-top: 0.8px solid #000; font-weight: bold; }
.footer { position: absolute; bottom: 10mm; left: 25mm; width: 165mm; font-size: 7pt; color: #333;
          border-top: 0.5px solid #666; padding-top: 2mm; display: flex; justify-content: space-between; }
.footer div { line-height: 1.4; }
"""


def render(seller, customer, facts):
    country, name, street, town, phone, mail, web, bank, bic, court, director = seller
    f = facts
    rows = ''.join(
        f"<tr><td>{position}</td><td>{html.escape(text)}</td><td class='num'>{quantity}</td><td>{unit}</td>"
        f"<td class='num'>{euros(price, country)}</td>"
        + (f"<td class='num'>{rate} %</td>" if f['mixed'] else '')
        + f"<td class='num'>{euros(quantity * price, country)}</td></tr>"
        for position, (quantity, text, unit, price, rate) in enumerate(f['lines'], start=1))
    head = ('<tr><th>Pos.</th><th>Beschreibung</th><th class="num">Menge</th><th>Einheit</th>'
            '<th class="num">Einzelpreis</th>' + ('<th class="num">USt.</th>' if f['mixed'] else '')
            + '<th class="num">Gesamt</th></tr>')
    net_label, vat_label, gross_label = f['labels']
    totals = f"<tr><td>{net_label}</td><td class='num'>{euros(f['net'], country)}</td></tr>"
    for rate, (base, tax) in f['per_rate'].items():
        totals += f"<tr><td>{vat_label.format(rate=rate)}</td><td class='num'>{euros(tax, country)}</td></tr>"
    totals += f"<tr class='sum'><td>{gross_label}</td><td class='num'>{euros(f['gross'], country)}</td></tr>"
    info = [('Rechnungsnr.' if f['short'] else 'Rechnungsnummer', f['number']),
            ('Kundennr.' if f['short'] else 'Kundennummer', f['customer_number']),
            ('Rechnungsdatum' if f['dated'] else 'Datum', f['date']),
            ('Leistungsdatum' if rng.random() < 0.5 else 'Lieferdatum', f['supply'])]
    if f['order']:
        info.append(('Ihre Bestellung', f['order']))
    info.append(('Ansprechpartner', director))
    registry = [f'{court}', f"{'FN' if country == 'AT' else 'HRB'} {f['register']}"] if court else []
    vat_name = 'UID' if country == 'AT' else 'USt-IdNr.'
    footer = [
        [name, street, town],
        [f'Tel. {phone}', mail, web],
        [bank, f"IBAN {f['iban_printed']}", f'BIC {bic}'],
        [*registry, f"{vat_name} {f['vat_printed']}", f'Geschäftsführung: {director}' if court else f'Inhaber: {director}'],
    ]
    title = f"Rechnung Nr. {f['number']}" if f['title_number'] else 'Rechnung'
    return f"""<!DOCTYPE html><html lang='de'><head><meta charset='utf-8'><style>{Style}</style></head><body>
<div class='page'>
<div class='brand'>{html.escape(name)}<div style='font-size:8pt;font-weight:normal'>{html.escape(web)}</div></div>
<div class='sender'>{html.escape(name)} · {html.escape(street)} · {html.escape(town)}</div>
<div class='address'>{'<br>'.join(html.escape(part) for part in customer)}</div>
<div class='info'><table>{''.join(f'<tr><td>{label}:</td><td>{html.escape(value)}</td></tr>' for label, value in info)}</table></div>
<div class='body'><h1>{title}</h1>
<p>Sehr geehrte Damen und Herren,</p><p>vielen Dank für Ihren Auftrag. Wir berechnen Ihnen folgende Leistungen:</p>
<table class='lines'>{head}{rows}</table>
<table class='totals'>{totals}</table>
<p>{f['terms']}</p>
<p>Mit freundlichen Grüßen<br>{html.escape(director)}</p></div>
<div class='footer'>{''.join('<div>' + '<br>'.join(html.escape(part) for part in column) + '</div>' for column in footer)}</div>
</div></body></html>"""


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    seller = Sellers[index % len(Sellers)]
    country = seller[0]
    customer = rng.choice(Customers[country])
    if country == 'AT':
        vat = austrian_uid()
        account = austrian_iban()
        rates = [20, 20, 10] if rng.random() < 0.3 else [20]
        register = f'{digits(6)} {rng.choice("abdfghikmpstvwxyz")}'
    else:
        vat = german_vat()
        account = made.iban('DE')
        rates = [19, 19, 7] if rng.random() < 0.3 else [19]
        register = digits(5)
    invoice_date = made.invoice_date()
    days = rng.choice([14, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    number = rng.choice(NumberStyles).format(year=invoice_date.year, yy=invoice_date.year % 100,
                                             n=rng.randint(1, 9900))
    lines = []
    for _ in range(rng.randint(1, 5)):
        text, unit = rng.choice(Items)
        lines.append((rng.choice([1, 2, 4, 8, 25]) if unit != 'pauschal' else 1, text, unit,
                      Decimal(rng.randint(900, 150000)) / 100, rng.choice(rates)))
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for quantity, _, _, price, rate in lines])
    style = rng.choice(['due', 'days', 'skonto'])
    shows_due = style in ('due', 'skonto')
    if style == 'due':
        terms = (f'Bitte überweisen Sie den Rechnungsbetrag bis zum {written_date(due_date)} unter Angabe der '
                 f'Rechnungsnummer auf unser unten genanntes Konto.')
    elif style == 'days':
        terms = f'Zahlbar innerhalb von {days} Tagen ab Rechnungsdatum ohne Abzug. Verwendungszweck: {number}'
    else:
        early = invoice_date + datetime.timedelta(days=7)
        discounted = (gross * Decimal('0.98')).quantize(Cent, ROUND_HALF_UP)
        terms = (f'Zahlbar bis {written_date(due_date)} ohne Abzug oder bis {written_date(early)} mit 2 % Skonto '
                 f'({euros(discounted, country)}).')
    order = f"{rng.choice(['4500', 'B-', 'PO'])}{digits(6)}" if rng.random() < 0.5 else None
    labels = rng.choice([('Nettobetrag', 'zzgl. {rate} % USt.', 'Rechnungsbetrag'),
                         ('Gesamtbetrag netto', 'Umsatzsteuer {rate} %', 'Gesamtbetrag brutto'),
                         ('Summe netto', 'MwSt. {rate} %', 'Gesamtsumme')])
    facts = {
        'lines': lines, 'per_rate': per_rate, 'net': net, 'gross': gross, 'mixed': len(set(rates)) > 1,
        'labels': labels, 'number': number, 'customer_number': digits(5), 'short': rng.random() < 0.5,
        'dated': rng.random() < 0.6, 'date': written_date(invoice_date),
        'supply': written_date(invoice_date - datetime.timedelta(days=rng.randint(1, 12))),
        'order': order, 'terms': terms, 'title_number': rng.random() < 0.5,
        'iban_printed': stdnum_iban.format(account), 'register': register,
        'vat_printed': rng.choice([vat, f'{vat[:2]} {vat[2:]}']),
    }
    base = f'rechnung-{country.lower()}-{index + 1:02d}'
    printed = print_html(render(seller, customer, facts), base, work, out_dir)
    assert number in printed, (base, number)
    assert money(gross) in printed, (base, gross)
    assert printed.count('\f') == 1, (base, 'more than one page')
    truth = {
        'Language': 'de',
        'Layout': f'HTML DIN 5008 ({country})',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if shows_due else {}),
        'Currency': 'EUR',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': seller[1],
        'RelationVatNumber': vat,
        **({'PurchaseOrderNumber': order} if order else {}),
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, number, gross)
