"""Prints invoices whose seller is named by its logo, an image, as many small firms' invoices are: Dutch, English,
German and French HTML pages printed as PDFs through Debian's Chromium, with their truth beside them: an accuracy
set for recognition in a case Ledgerline was never tuned to.

The logo is a picture drawn with Pillow: the name in a bold or serif face, dark on white, white on a coloured band,
in capitals over two lines or with a motto under it, beside a drawn mark. Under or beside it the seller's address,
VAT number and IBAN are text. The name is text nowhere else on half of the invoices; on the others only in the
footer's small legal line (its legal form added: "… B.V.", "… GmbH", "… SARL", "… Ltd"). The rest is a plain
invoice in the language: number, dates, lines, VAT per rate, totals, the request to pay.

Needs chromium, fonts-dejavu-core, python3-pil and python3-stdnum (Debian's python3). Run with:

    /usr/bin/python3 scripts/corpus/logo_letterhead_invoices.py OUT_DIR [COUNT]
"""
import base64
import datetime
import html
import io
import os
import sys
import tempfile
from decimal import Decimal

from corpus_output import MONTHS, items_table, print_html, vat_totals, write_truth
from made_up import MadeUp
from PIL import Image, ImageChops, ImageDraw, ImageFont
from stdnum import iban as stdnum_iban

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 12
work = tempfile.mkdtemp()
made = MadeUp(20261201, dutch_banks=['ABNA', 'INGB', 'RABO', 'TRIO', 'KNAB'], british_banks=['NWBK', 'BARC', 'HBUK'])
rng, digits = made.rng, made.digits
Fonts = '/usr/share/fonts/truetype/dejavu'

# The sellers: country, name as the logo shows it, legal form, motto, street, town, site.
Sellers = [
    ('NL', 'Bakkerij De Vries', 'B.V.', 'Ambachtelijk sinds 1952', 'Kerkstraat 8', '7411 KJ Deventer',
     'bakkerijdevries.nl'),
    ('GB', 'Harbour Lights Catering', 'Ltd', 'Events · Weddings · Corporate', '12 Quay Street', 'Bristol BS1 4DB',
     'harbourlights.co.uk'),
    ('DE', 'Elektro Hartmann', 'GmbH', 'Meisterbetrieb', 'Industriestraße 22', '33602 Bielefeld',
     'elektro-hartmann.de'),
    ('FR', 'Atelier Lumière', 'SARL', 'Éclairage & design', '5 rue des Tanneurs', '67000 Strasbourg',
     'atelier-lumiere.fr'),
    ('NL', 'Fietsenmakerij Van Dam', 'V.O.F.', 'Reparatie en onderhoud', 'Spoorlaan 101', '5038 CB Tilburg',
     'vandamfietsen.nl'),
    ('GB', 'Greenfield Landscapes', 'Ltd', 'Garden design & maintenance', '3 Orchard Way', 'Leamington Spa CV32 5PT',
     'greenfieldlandscapes.co.uk'),
    ('DE', 'Malerwerkstatt Neumann', 'GmbH', 'Farbe · Putz · Fassade', 'Lindenallee 5', '04109 Leipzig',
     'maler-neumann.de'),
    ('FR', 'Boulangerie Morel', 'SARL', 'Pains et viennoiseries', '18 place du Marché', '69002 Lyon',
     'boulangerie-morel.fr'),
]
Customers = {
    'NL': [('Hotel Het Wapen van Drenthe', 'Brink 3', '9401 HS Assen'), ('Gemeente Zwolle', 'Postbus 10007',
                                                                            '8000 GA Zwolle')],
    'GB': [('Bath Spa University', 'Newton Park', 'Bath BA2 9BN'), ('The Crown Inn Ltd', '1 High Street',
                                                                    'Wells BA5 2AB')],
    'DE': [('Stadtwerke Gütersloh GmbH', 'Berliner Straße 260', '33330 Gütersloh'),
           ('Praxis Dr. Albers', 'Hauptstraße 4', '32052 Herford')],
    'FR': [('Hôtel du Parc SAS', '2 avenue Foch', '67000 Strasbourg'),
           ('Mairie de Villeurbanne', 'Place Lazare Goujon', '69100 Villeurbanne')],
}
Items = {
    'NL': ['Broodpakket vergaderingen', 'Gebak (stuks)', 'Onderhoudsbeurt', 'Reparatie', 'Arbeidsloon (uur)'],
    'GB': ['Buffet (per head)', 'Staff (hours)', 'Lawn maintenance', 'Planting scheme', 'Materials'],
    'DE': ['Elektroinstallation', 'Arbeitszeit (Std.)', 'Material', 'Anfahrt', 'Malerarbeiten (m²)'],
    'FR': ['Luminaire sur mesure', 'Pose (heures)', 'Déplacement', 'Viennoiseries (lot)', 'Pain de campagne'],
}
Words = {
    'NL': dict(lang='nl', title='Factuur', number='Factuurnummer', date='Factuurdatum', due='Vervaldatum',
               head=['Omschrijving', 'Aantal', 'Prijs', 'Btw', 'Bedrag'], net='Subtotaal', vat='Btw {rate}%',
               total='Totaal', vatno='Btw-nr.', bank='IBAN', rates=[21, 9], cur='EUR',
               pay='Graag ontvangen wij {total} uiterlijk {due} op {iban} onder vermelding van het factuurnummer.',
               legal='{name} {form} · KvK {coc}'),
    'GB': dict(lang='en', title='Invoice', number='Invoice No.', date='Date', due='Payment due',
               head=['Description', 'Qty', 'Price', 'VAT', 'Amount'], net='Subtotal', vat='VAT {rate}%',
               total='Total', vatno='VAT No.', bank='IBAN', rates=[20], cur='GBP',
               pay='Please pay {total} by {due} to {iban}, quoting the invoice number.',
               legal='{name} {form} · Registered in England and Wales No. {coc}'),
    'DE': dict(lang='de', title='Rechnung', number='Rechnungsnummer', date='Rechnungsdatum', due='Fällig am',
               head=['Bezeichnung', 'Menge', 'Einzelpreis', 'USt.', 'Gesamt'], net='Nettobetrag',
               vat='zzgl. {rate}% USt.', total='Rechnungsbetrag', vatno='USt-IdNr.', bank='IBAN', rates=[19, 7],
               cur='EUR', pay='Bitte überweisen Sie {total} bis zum {due} auf das Konto {iban}.',
               legal='{name} {form} · Amtsgericht Bielefeld HRB {coc}'),
    'FR': dict(lang='fr', title='Facture', number='Facture n°', date='Date', due='Échéance',
               head=['Désignation', 'Qté', 'Prix unitaire', 'TVA', 'Montant HT'], net='Total HT',
               vat='TVA {rate} %', total='Total TTC', vatno='N° TVA', bank='IBAN', rates=[20, 10], cur='EUR',
               pay='Merci de régler {total} avant le {due} par virement sur {iban}.',
               legal='{name} {form} au capital de 8 000 € · RCS Lyon {coc}'),
}
Colours = ['#1f4e79', '#7a2e2e', '#2e6b3a', '#5b3a7a', '#9a5b00', '#225f6b']


def money(value, country):
    text = f'{value:,.2f}'
    if country == 'GB':
        return f'£{text}'
    if country == 'FR':
        return text.replace(',', '\u202f').replace('.', ',') + ' €'
    return text.replace(',', 'x').replace('.', ',').replace('x', '.') + ' €'


def written_date(day, country):
    words = MONTHS[Words[country]['lang']]
    if country == 'GB':
        return rng.choice([day.strftime('%d/%m/%Y'), f'{day.day} {words[day.month - 1]} {day.year}'])
    if country == 'DE':
        return rng.choice([day.strftime('%d.%m.%Y'), f'{day.day}. {words[day.month - 1]} {day.year}'])
    if country == 'FR':
        return rng.choice([day.strftime('%d/%m/%Y'), f'{day.day} {words[day.month - 1]} {day.year}'])
    return rng.choice([day.strftime('%d-%m-%Y'), f'{day.day} {words[day.month - 1]} {day.year}'])


def logo(name, motto, style, colour):
    """The seller's logo as a PNG data URL: a drawn mark and the name, in one of four styles."""
    scale = 4
    width, height = 460 * scale, 84 * scale
    image = Image.new('RGB', (width, height), 'white')
    draw = ImageDraw.Draw(image)
    bold = ImageFont.truetype(f'{Fonts}/DejaVuSans-Bold.ttf', 27 * scale)
    serif = ImageFont.truetype(f'{Fonts}/DejaVuSerif-Bold.ttf', 22 * scale)
    small = ImageFont.truetype(f'{Fonts}/DejaVuSans.ttf', 11 * scale)
    if style == 'band':
        draw.rectangle([0, 8 * scale, width, 58 * scale], fill=colour)
        draw.text((14 * scale, 16 * scale), name, font=bold, fill='white')
        draw.text((14 * scale, 64 * scale), motto, font=small, fill=colour)
    elif style == 'mark':
        draw.ellipse([4 * scale, 10 * scale, 64 * scale, 70 * scale], fill=colour)
        draw.text((24 * scale, 22 * scale), name[0], font=bold, fill='white')
        draw.text((76 * scale, 14 * scale), name, font=bold if len(name) < 16 else serif, fill=colour)
        draw.text((76 * scale, 52 * scale), motto, font=small, fill='#555555')
    elif style == 'capitals':
        first, _, rest = name.upper().partition(' ')
        draw.rectangle([0, 4 * scale, 6 * scale, 78 * scale], fill=colour)
        draw.text((16 * scale, 6 * scale), first, font=serif, fill=colour)
        draw.text((16 * scale, 40 * scale), rest, font=serif, fill='#333333')
    else:
        draw.text((4 * scale, 10 * scale), name, font=serif, fill=colour)
        draw.line([4 * scale, 46 * scale, 4 * scale + draw.textlength(name, font=serif), 46 * scale], fill=colour, width=2 * scale)
        draw.text((4 * scale, 54 * scale), motto, font=small, fill='#555555')
    buffer = io.BytesIO()
    image.crop(drawn_box(image)).save(buffer, 'PNG')
    return 'data:image/png;base64,' + base64.b64encode(buffer.getvalue()).decode()


def drawn_box(image):
    """The box of what is drawn on the white picture, with a small white margin."""
    box = ImageChops.difference(image, Image.new('RGB', image.size, 'white')).getbbox()
    return (max(0, box[0] - 8), max(0, box[1] - 8), min(image.width, box[2] + 8), min(image.height, box[3] + 8))


Style = """
@page { size: A4; margin: 15mm 17mm 22mm 17mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9pt; color: #222; }
table { border-collapse: collapse; }
.lines { width: 100%; margin-top: 8mm; }
.lines th { text-align: left; border-bottom: 1px solid #444; padding: 1.5mm; }
.lines td { padding: 1.5mm; border-bottom: 0.3px solid #ccc; }
.num { text-align: right; white-space: nowrap; }
.totals td { padding: 1mm 1.5mm; } .totals .grand td { font-weight: bold; border-top: 1px solid #444; }
.footer { position: fixed; bottom: 0; left: 0; right: 0; font-size: 7pt; color: #666; text-align: center;
          border-top: 0.3px solid #aaa; padding-top: 2mm; }
"""


def render(seller, customer, facts):
    country, name, form, motto, street, town, site = seller
    w, f = Words[country], facts
    head, rows = items_table(w['head'], f['lines'], lambda value: money(value, country))
    vat_rows = ''.join(f"<tr><td>{w['vat'].format(rate=rate)}</td><td class='num'>{money(tax, country)}</td></tr>"
                       for rate, (_, tax) in f['per_rate'].items())
    totals = (f"<table class='totals' style='margin-left:auto;margin-top:4mm'><tr><td>{w['net']}</td>"
              f"<td class='num'>{money(f['net'], country)}</td></tr>{vat_rows}<tr class='grand'><td>{w['total']}"
              f"</td><td class='num'>{money(f['gross'], country)}</td></tr></table>")
    pay = w['pay'].format(total=money(f['gross'], country), due=f['due'], iban=f['iban_printed'])
    contact = (f"{html.escape(street)}<br>{html.escape(town)}<br>www.{site}<br>info@{site}<br>"
               f"{w['vatno']} {f['vat_printed']}<br>{w['bank']} {f['iban_printed']}")
    picture = f"<img src='{f['logo']}' style='width:{f['logo_mm']}mm'>"
    if f['logo_side'] == 'left':
        letterhead = (f"<table style='width:100%'><tr><td style='vertical-align:top'>{picture}</td>"
                      f"<td style='vertical-align:top;text-align:right;line-height:1.45;font-size:8pt'>{contact}</td>"
                      f"</tr></table>")
    else:
        letterhead = (f"<table style='width:100%'><tr><td style='vertical-align:top;line-height:1.45;font-size:8pt'>"
                      f"{contact}</td><td style='vertical-align:top;text-align:right'>{picture}</td></tr></table>")
    data = [(w['number'], f['number']), (w['date'], f['date']), (w['due'], f['due'])]
    buyer = '<br>'.join(html.escape(part) for part in customer)
    legal = w['legal'].format(name=name, form=form, coc=f['coc']) if f['name_in_footer'] else (
        f"www.{site} · {w['vatno']} {f['vat_printed']}")
    page = f"""{letterhead}
<div style='margin-top:12mm;line-height:1.4'>{buyer}</div>
<div style='margin-top:10mm'><div style='font-size:18pt;margin-bottom:4mm'>{w['title']}</div>
<table>{''.join(f"<tr><td style='padding:0.6mm 6mm 0.6mm 0'>{k}</td><td>{html.escape(v)}</td></tr>" for k, v in data)}</table></div>
<table class='lines'><tr>{head}</tr>{rows}</table>{totals}
<p style='margin-top:8mm'>{html.escape(pay)}</p>
<div class='footer'>{html.escape(legal)}</div>"""
    return (f"<!DOCTYPE html><html lang='{w['lang']}'><head><meta charset='utf-8'><style>{Style}</style></head>"
            f"<body>{page}</body></html>")


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    seller = Sellers[index % len(Sellers)]
    country, name = seller[0], seller[1]
    w = Words[country]
    customer = rng.choice(Customers[country])
    vat = made.vat_number(country)
    account = made.iban(country)
    coc = digits(8) if country in ('NL', 'GB') else digits(5) if country == 'DE' else f'{digits(3)} {digits(3)} {digits(3)}'
    invoice_date = made.invoice_date()
    due_date = invoice_date + datetime.timedelta(days=rng.choice([14, 30]))
    number = rng.choice(['{year}-{n:04d}', 'F{year}{n:04d}', 'RE-{n:05d}', '{year}{n:03d}']).format(
        year=invoice_date.year, n=rng.randint(1, 999))
    lines = [(rng.choice([1, 1, 2, 4, 10]), rng.choice(Items[country]), Decimal(rng.randint(1500, 90000)) / 100,
              rng.choice(w['rates'])) for _ in range(rng.randint(1, 4))]
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for quantity, _, price, rate in lines])
    style = ['band', 'mark', 'capitals', 'rule'][index % 4]
    facts = {
        'lines': lines, 'per_rate': per_rate, 'net': net, 'gross': gross, 'number': number,
        'date': written_date(invoice_date, country), 'due': written_date(due_date, country), 'coc': coc,
        'vat_printed': vat, 'iban_printed': stdnum_iban.format(account),
        'logo': logo(name, seller[3], style, rng.choice(Colours)), 'logo_mm': rng.choice([55, 65, 75]),
        'logo_side': rng.choice(['left', 'right']), 'name_in_footer': index % 2 == 1,
    }
    base = f'logo-{country.lower()}-{index + 1:02d}'
    printed = print_html(render(seller, customer, facts), base, work, out_dir)
    assert number in printed, (base, number)
    assert (name in printed) == facts['name_in_footer'], (base, 'the name is text only in the footer')
    assert printed.count('\f') == 1, (base, 'more than one page')
    truth = {
        'Language': w['lang'],
        'Layout': f"HTML, logo ({style}, {facts['logo_side']}), name {'in the footer' if facts['name_in_footer'] else 'only in the logo'}",
        'Number': number,
        'Date': invoice_date.isoformat(),
        'DueDate': due_date.isoformat(),
        'Currency': w['cur'],
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': name,
        'RelationVatNumber': vat,
        'Buyer': {'Name': customer[0]},
    }
    write_truth(out_dir, base, truth)
    print(base, style, facts['logo_side'], facts['name_in_footer'], number, gross)
