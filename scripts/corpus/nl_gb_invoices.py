"""Prints Dutch and British invoices as HTML pages in the style of online bookkeeping software through Debian's
Chromium, as PDFs with their truth beside them: an accuracy set for recognition in layouts Ledgerline was never tuned
to.

Two layouts: a "details" one (the seller's block with KvK / company number, VAT number and IBAN at the top right,
the invoice's data as label-value lines under the title) and a "stacked" one (the invoice's data in a column at the
right, each label in small capitals above its value, the seller's details in the footer). What they carry: Dutch
"Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie", amounts as "€ 1.234,56", "Btw 21% over € …" and
"Btw 9%", "Totaal", the request to pay in a sentence that repeats the total, the due date, the IBAN and the name
("t.n.v."), sometimes a "Betalingskenmerk" (a Dutch structured payment reference of sixteen digits); British
"Invoice number", "Invoice date", "Due date", "Your reference", "£1,234.56", "VAT @ 20%", "Total due", the company
number ("Registered in England and Wales No. …"), sort code and account number beside the IBAN.

Needs chromium, fonts-dejavu-core and python3-stdnum. Run with:

    python3 scripts/corpus/nl_gb_invoices.py OUT_DIR [COUNT]
"""
import datetime
import html
import os
import sys
import tempfile
from decimal import Decimal

from corpus_output import MONTHS, items_table, print_html, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261203, dutch_banks=['ABNA', 'INGB', 'RABO', 'BUNQ', 'SNSB'], british_banks=['NWBK', 'BARC', 'LOYD',
                                                                                        'HBUK'])
rng, digits = made.rng, made.digits

# The sellers: country, name, street, town, phone, mail.
Sellers = [
    ('NL', 'Installatiebedrijf Jansen B.V.', 'Nijverheidsweg 14', '3771 ME Barneveld', '0342 55 12 90',
     'administratie@jansen-installatie.nl'),
    ('GB', 'Pennine Web Studio Ltd', '4 Mill Lane', 'Huddersfield HD1 2QA', '01484 496 210',
     'accounts@penninewebstudio.co.uk'),
    ('NL', 'Vertaalbureau Smit', 'Oudegracht 201', '3511 NK Utrecht', '030 555 48 21', 'info@vertaalbureausmit.nl'),
    ('GB', 'Riverside Joinery Limited', 'Unit 7, Quayside Industrial Estate', 'Exeter EX2 8GP', '01392 496 733',
     'office@riversidejoinery.co.uk'),
    ('NL', 'Hoveniersbedrijf Groen & Zn. V.O.F.', 'Tuinbouwweg 3', '2671 DB Naaldwijk', '0174 55 30 62',
     'facturen@groenenzn.nl'),
    ('GB', 'Clarke & Hughes Accountants LLP', '21 St Mary Street', 'Cardiff CF10 1PL', '029 2049 6120',
     'billing@clarkehughes.co.uk'),
    ('NL', 'Drukkerij Van der Meer', 'Zuiderhaven 9', '8861 CJ Harlingen', '0517 55 44 11',
     'orders@drukkerijvandermeer.nl'),
    ('NL', 'ICT Beheer Bakker B.V.', 'Stationsplein 45', '5211 AP \'s-Hertogenbosch', '073 555 90 80',
     'support@ictbakker.nl'),
]
Customers = {
    'NL': [('Gemeente Ede', 't.a.v. crediteurenadministratie', 'Postbus 9022', '6710 HK Ede'),
           ('Hotel De Gouden Leeuw B.V.', 'Markt 12', '4331 LK Middelburg'),
           ('Stichting Zorggroep Oost', 'Afdeling Financiën', 'Hengelosestraat 500', '7521 AN Enschede')],
    'GB': [('Harrogate Borough Council', 'Accounts Payable', 'PO Box 787', 'Harrogate HG1 9RW'),
           ('The Old Bell Hotel Ltd', 'High Street', 'Hurstbourne Tarrant SP11 0AA'),
           ('Marlow Dental Practice', '3 West Street', 'Marlow SL7 2LS')],
}
Items = {
    'NL': ['Onderhoud cv-installatie', 'Arbeidsuren', 'Materiaal', 'Vertaling (woorden)', 'Beëdigde vertaling',
           'Snoeiwerk', 'Aanleg border', 'Drukwerk folders', 'Systeembeheer (uren)', 'Licentie Microsoft 365'],
    'GB': ['Website design', 'Hosting (12 months)', 'Bespoke oak staircase', 'Fitting (hours)',
           'Year-end accounts', 'VAT return (quarter)', 'Payroll (monthly)', 'Materials'],
}
Words = {
    'NL': dict(title='Factuur', number='Factuurnummer', date='Factuurdatum', due='Vervaldatum', ref='Uw referentie',
               customer_no='Klantnummer', head=['Omschrijving', 'Aantal', 'Prijs', 'Btw', 'Bedrag'],
               net='Subtotaal', total=['Totaal', 'Totaal te betalen', 'Te betalen'], vat='Btw {rate}% over {base}',
               vat_short='{rate}% btw', kenmerk='Betalingskenmerk', coc='KvK', vatno='Btw-nr.', bank='IBAN',
               pay=('Wij verzoeken u vriendelijk het bedrag van {total} vóór {due} over te maken op {iban} t.n.v. '
                    '{name} onder vermelding van {what}.'),
               what_number='het factuurnummer', what_kenmerk='het betalingskenmerk', thanks='Bedankt voor uw opdracht!'),
    'GB': dict(title='Invoice', number='Invoice number', date='Invoice date', due='Due date', ref='Your reference',
               customer_no='Account no.', head=['Description', 'Qty', 'Unit price', 'VAT', 'Amount'],
               net='Subtotal', total=['Total', 'Total due', 'Amount due'], vat='VAT @ {rate}% on {base}',
               vat_short='VAT {rate}%', kenmerk=None, coc='Company no.', vatno='VAT reg. no.', bank='IBAN',
               pay=('Please pay {total} by {due} to {iban}, account name {name}, quoting {what}.'),
               what_number='the invoice number', what_kenmerk=None, thanks='Thank you for your business.'),
}


def money(value, country):
    if country == 'NL':
        text = f'{value:,.2f}'.replace(',', 'x').replace('.', ',').replace('x', '.')
        return f'€ {text}'
    return f'£{value:,.2f}'


def written_date(day, country):
    if country == 'NL':
        return rng.choice([day.strftime('%d-%m-%Y'), f'{day.day} {MONTHS["nl"][day.month - 1]} {day.year}'])
    return rng.choice([day.strftime('%d/%m/%Y'), f'{day.day} {MONTHS["en"][day.month - 1]} {day.year}',
                       f'{day.day} {MONTHS["en"][day.month - 1][:3]} {day.year}'])


def betalingskenmerk():
    """A Dutch structured payment reference: a check digit (weights 2, 4, 8, … mod 11) and fifteen digits."""
    body = digits(15)
    weights = [2, 4, 8, 5, 10, 9, 7, 3, 6, 1]
    total = sum(int(d) * weights[i % 10] for i, d in enumerate(reversed(body)))
    check = 11 - total % 11
    check = {10: 1, 11: 0}.get(check, check)
    value = f'{check}{body}'
    return value, ' '.join(value[i:i + 4] for i in range(0, 16, 4))


Style = """
@page { size: A4; margin: 16mm 16mm 20mm 16mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #1c1c1c; }
h1 { font-size: 22pt; font-weight: 300; margin: 0 0 5mm 0; color: #2a5d84; }
table { border-collapse: collapse; }
.lines { width: 100%; margin-top: 8mm; }
.lines th { text-align: left; color: #2a5d84; border-bottom: 1px solid #2a5d84; padding: 1.5mm; }
.lines td { padding: 1.5mm; border-bottom: 0.3px solid #ddd; }
.num { text-align: right; white-space: nowrap; }
.totals td { padding: 1mm 1.5mm; } .totals .grand td { font-weight: bold; border-top: 1px solid #2a5d84; }
.label { font-size: 7pt; color: #777; text-transform: uppercase; letter-spacing: 0.5px; margin-top: 3mm; }
.footer { position: fixed; bottom: 0; left: 0; right: 0; font-size: 7.5pt; color: #555; text-align: center;
          border-top: 0.3px solid #aaa; padding-top: 2mm; }
"""


def render(seller, customer, facts, layout):
    country, name, street, town, phone, mail = seller
    w, f = Words[country], facts
    head, rows = items_table(w['head'], f['lines'], lambda value: money(value, country))
    vat_rows = ''.join(
        f"<tr><td>{(w['vat'] if f['vat_long'] else w['vat_short']).format(rate=rate, base=money(base, country))}</td>"
        f"<td class='num'>{money(tax, country)}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    totals = (f"<table class='totals' style='margin-left:auto;margin-top:4mm'><tr><td>{w['net']}</td>"
              f"<td class='num'>{money(f['net'], country)}</td></tr>{vat_rows}<tr class='grand'><td>{f['total_label']}"
              f"</td><td class='num'>{money(f['gross'], country)}</td></tr></table>")
    what = (f"{w['what_kenmerk']} {f['kenmerk'][1]}" if f['kenmerk'] else f"{w['what_number']} {f['number']}")
    pay = w['pay'].format(total=money(f['gross'], country), due=f['due'], iban=f['iban_printed'], name=name, what=what)
    ids = [f"{w['coc']} {f['coc']}", f"{w['vatno']} {f['vat_printed']}", f"{w['bank']} {f['iban_printed']}"]
    if country == 'GB':
        ids.append(f"Sort code {f['sort_code']} · Account {f['account_no']}")
    data = [(w['number'], f['number']), (w['date'], f['date']), (w['due'], f['due']),
            (w['customer_no'], f['customer_no'])]
    if f['order']:
        data.append((w['ref'], f['order']))
    if f['kenmerk']:
        data.append((w['kenmerk'], f['kenmerk'][1]))
    buyer = '<br>'.join(html.escape(part) for part in customer)
    registered = (f"Registered in England and Wales No. {f['coc']}" if country == 'GB' else
                  f"Ingeschreven bij de KvK onder nummer {f['coc']}")
    if layout == 'details':
        page = f"""
<table style='width:100%'><tr><td style='vertical-align:top'><div style='font-size:17pt;font-weight:bold;color:#2a5d84'>
{html.escape(name)}</div></td>
<td style='vertical-align:top;text-align:right;line-height:1.45'>{html.escape(name)}<br>{html.escape(street)}<br>
{html.escape(town)}<br>{phone}<br>{mail}<br>{'<br>'.join(ids)}</td></tr></table>
<div style='margin-top:8mm;line-height:1.4'>{buyer}</div>
<div style='margin-top:10mm'><h1>{w['title']}</h1>
<table>{''.join(f"<tr><td style='padding:0.6mm 6mm 0.6mm 0'>{k}</td><td>{html.escape(v)}</td></tr>" for k, v in data)}</table></div>
<table class='lines'><tr>{head}</tr>{rows}</table>{totals}
<p style='margin-top:8mm'>{html.escape(pay)}</p><p>{w['thanks']}</p>
<div class='footer'>{registered}</div>"""
    else:
        stacked = ''.join(f"<div class='label'>{k}</div><div>{html.escape(v)}</div>" for k, v in data)
        page = f"""
<table style='width:100%'><tr><td style='vertical-align:top'><h1>{w['title']}</h1>
<div style='font-size:12pt;font-weight:bold'>{html.escape(name)}</div>{html.escape(street)}, {html.escape(town)}
<div style='margin-top:10mm;line-height:1.4'><div class='label'>{'Aan' if country == 'NL' else 'Bill to'}</div>{buyer}</div></td>
<td style='vertical-align:top;width:30%'>{stacked}</td></tr></table>
<table class='lines'><tr>{head}</tr>{rows}</table>{totals}
<p style='margin-top:8mm'>{html.escape(pay)}</p>
<div class='footer'>{html.escape(name)} · {html.escape(street)} · {html.escape(town)} · {phone} · {mail}<br>
{' · '.join(ids)}<br>{registered}</div>"""
    return f"<!DOCTYPE html><html><head><meta charset='utf-8'><style>{Style}</style></head><body>{page}</body></html>"


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    seller = Sellers[index % len(Sellers)]
    country = seller[0]
    w = Words[country]
    customer = rng.choice(Customers[country])
    vat = made.vat_number(country)
    account = made.iban(country)
    coc = digits(8) if country == 'NL' else rng.choice(['0', '1']) + digits(7)
    rates = ([21, 21, 9] if rng.random() < 0.3 else [21]) if country == 'NL' else [20]
    invoice_date = made.invoice_date()
    days = rng.choice([14, 30])
    due_date = invoice_date + datetime.timedelta(days=days)
    number = rng.choice(['{year}-{n:04d}', 'F{year}{n:04d}', 'INV-{n:05d}', '{year}{n:03d}']).format(
        year=invoice_date.year, n=rng.randint(1, 999))
    lines = [(rng.choice([1, 1, 2, 3, 10]), rng.choice(Items[country]), Decimal(rng.randint(2000, 120000)) / 100,
              rng.choice(rates)) for _ in range(rng.randint(1, 5))]
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for quantity, _, price, rate in lines])
    kenmerk = betalingskenmerk() if country == 'NL' and rng.random() < 0.4 else None
    order = f"{rng.choice(['PO', 'PO-', 'BO', ''])}{digits(rng.choice([5, 6]))}" if rng.random() < 0.5 else None
    facts = {
        'lines': lines, 'per_rate': per_rate, 'net': net, 'gross': gross, 'vat_long': rng.random() < 0.5,
        'total_label': rng.choice(w['total']), 'number': number, 'date': written_date(invoice_date, country),
        'due': written_date(due_date, country), 'customer_no': digits(4), 'order': order, 'kenmerk': kenmerk,
        'coc': coc, 'vat_printed': rng.choice([vat, f'{vat[:2]} {vat[2:]}']),
        'iban_printed': stdnum_iban.format(account), 'sort_code': f'{digits(2)}-{digits(2)}-{digits(2)}',
        'account_no': account[-8:],
    }
    layout = rng.choice(['details', 'stacked'])
    base = f'invoice-{country.lower()}-{index + 1:02d}'
    printed = print_html(render(seller, customer, facts, layout), base, work, out_dir)
    assert number in printed, (base, number)
    assert money(gross, country) in printed, (base, gross)
    assert printed.count('\f') == 1, (base, 'more than one page')
    truth = {
        'Language': 'nl' if country == 'NL' else 'en',
        'Layout': f'HTML {layout} ({country})',
        'Number': number,
        'Date': invoice_date.isoformat(),
        'DueDate': due_date.isoformat(),
        'Currency': 'EUR' if country == 'NL' else 'GBP',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': seller[1],
        'RelationVatNumber': vat,
        'RelationChamberOfCommerce': coc,
        **({'PurchaseOrderNumber': order} if order else {}),
        **({'PaymentReference': kenmerk[0]} if kenmerk else {}),
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, layout, number, gross)
