"""Prints French and Belgian invoices ("factures") as HTML pages through Debian's Chromium, as PDFs with their truth
beside them: an accuracy set for recognition in the conventions of French-speaking invoicing software, a layout and
a language mix Ledgerline was never tuned to.

What makes them French: the legal mentions (SARL/SAS with its capital, RCS and SIRET, "N° TVA intracommunautaire"),
the buyer's own VAT number on the invoice, amounts as "1 234,56 €" (a narrow no-break space, a no-break space or a
full stop between thousands), "Total HT", "TVA 20 %" and a VAT summary per rate, "Total TTC", sometimes a down
payment ("Acompte versé") so that "Net à payer" is less than the total, "Votre commande n°", payment by transfer with
IBAN and BIC, late-payment wording. Belgian issuers write their enterprise number ("BE 0xxx.xxx.xxx"), 21 % VAT and a
structured communication ("+++123/4567/89012+++"). Two page layouts: a classic one (letterhead at the top left, the
invoice's data as label-value lines) and a grid one (the data as a row of labels with the values below them, the
seller's bank details in the footer).

Needs chromium, fonts-dejavu-core and python3-stdnum. Run with:

    python3 scripts/corpus/factures_invoices.py OUT_DIR [COUNT]
"""
import datetime
import html
import os
import sys
import tempfile
from decimal import Decimal

from corpus_output import MONTHS, print_html, vat_totals, write_truth
from made_up import MadeUp
from stdnum import iban as stdnum_iban
from stdnum import luhn
from stdnum.be import vat as be_vat
from stdnum.fr import siren

out_dir = os.path.abspath(sys.argv[1])
count = int(sys.argv[2]) if len(sys.argv) > 2 else 16
work = tempfile.mkdtemp()
made = MadeUp(20261130, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits

# The sellers: country, name, legal form line, street, town, phone, mail, bank, BIC (and a Belgian bank's code).
Sellers = [
    ('FR', 'Électricité Morel', 'SARL au capital de 8 000 €', '14 rue des Tanneurs', '69002 Lyon',
     '04 78 55 21 40', 'contact@morel-elec.fr', 'Crédit Lyonnais', 'CRLYFRPP'),
    ('FR', 'Atelier Graphique Lemaire', 'SAS au capital de 20 000 €', '3 place du Marché', '35000 Rennes',
     '02 99 55 63 18', 'studio@lemaire-graphique.fr', 'Crédit Agricole', 'AGRIFRPP836'),
    ('BE', 'Menuiserie Dubois SPRL', 'SRL', 'Rue de la Station 48', '5000 Namur', '081 55 42 17',
     'info@menuiserie-dubois.be', 'Belfius', 'GKCCBEBB', '068'),
    ('FR', 'Transports Vidal et Fils', 'SAS au capital de 150 000 €', 'ZA des Pins, 2 allée des Cèdres',
     '33700 Mérignac', '05 56 55 90 12', 'exploitation@vidal-transports.fr', 'Société Générale', 'SOGEFRPP'),
    ('BE', 'Cabinet Lambert Conseil', 'SRL', 'Avenue Louise 231', '1050 Bruxelles', '02 555 18 64',
     'cabinet@lambert-conseil.be', 'BNP Paribas Fortis', 'GEBABEBB', '001'),
    ('FR', 'Boulangerie Pâtisserie Fournier', 'EURL au capital de 5 000 €', '27 avenue Jean Jaurès', '59000 Lille',
     '03 20 55 77 08', 'commandes@fournier-patisserie.fr', 'CIC', 'CMCIFRPP'),
    ('FR', 'Nettoyage Industriel Garnier', 'SA au capital de 300 000 €', '11 boulevard de l\'Europe',
     '67300 Schiltigheim', '03 88 55 24 61', 'facturation@garnier-nettoyage.fr', 'Banque Populaire', 'CCBPFRPP'),
    ('BE', 'Imprimerie Lejeune SA', 'SA', 'Chaussée de Liège 112', '4500 Huy', '085 55 31 90',
     'devis@imprimerie-lejeune.be', 'ING Belgique', 'BBRUBEBB', '363'),
]
Customers = {
    'FR': [('Mairie de Villeurbanne', 'Place Lazare-Goujon', '69100 Villeurbanne'),
           ('Hôtel Le Grand Cerf SARL', '5 rue Nationale', '37000 Tours'),
           ('Clinique Saint-Joseph', '18 rue des Lilas', '13008 Marseille')],
    'BE': [('Commune d\'Ottignies', 'Avenue des Combattants 35', '1340 Ottignies'),
           ('Brasserie du Val SA', 'Rue du Moulin 4', '6000 Charleroi'),
           ('Clinique Saint-Luc ASBL', 'Rue Saint-Luc 8', '5004 Bouge')],
}
Items = ['Fourniture et pose de tableau électrique', 'Main-d\'œuvre (heures)', 'Création graphique', 'Impression',
         'Transport Lyon – Bordeaux', 'Frais de déplacement', 'Prestation de conseil (jours)', 'Viennoiseries',
         'Nettoyage des locaux (mois)', 'Fournitures diverses', 'Étude préalable']
NumberStyles = ['FA-{year}-{n:04d}', 'F{year}/{n:04d}', '{year}-{n:03d}', 'FAC{n:05d}', '{yy}{month:02d}{n:04d}']


def french_vat():
    """A valid French VAT number from a valid SIREN: 'FR' + key + SIREN."""
    while True:
        body = digits(8)
        number = body + luhn.calc_check_digit(body)
        if siren.is_valid(number):
            key = (12 + 3 * (int(number) % 97)) % 97
            return number, f'FR{key:02d}{number}'


def belgian_vat():
    """A valid Belgian enterprise number: 0 + seven digits + a two-digit check (97 - number mod 97)."""
    while True:
        body = '0' + digits(7)
        number = f'{body}{97 - int(body) % 97:02d}'
        if be_vat.is_valid(number):
            return number


def belgian_iban(bank):
    """A valid Belgian IBAN at a bank code the bank uses (stdnum checks it against the registry)."""
    bban = bank + digits(7)
    key = int(bban) % 97 or 97
    bban = f'{bban}{key:02d}'
    check = 98 - int(''.join(str(int(c, 36)) for c in bban + 'BE00')) % 97
    value = f'BE{check:02d}{bban}'
    assert stdnum_iban.is_valid(value)
    return value


def structured_communication():
    """A Belgian structured payment reference: ten digits and their check (mod 97, 0 → 97)."""
    body = digits(10)
    key = int(body) % 97 or 97
    value = f'{body}{key:02d}'
    return value, f'+++{value[:3]}/{value[3:7]}/{value[7:]}+++'


def money(value, group):
    """French amounts: a decimal comma and `group` between thousands."""
    return f'{value:,.2f}'.replace(',', 'x').replace('.', ',').replace('x', group)


def written_date(day):
    return rng.choice([day.strftime('%d/%m/%Y'), f'{day.day} {MONTHS["fr"][day.month - 1]} {day.year}',
                       day.strftime('%d/%m/%Y')])


def cell(text):
    return html.escape(text)


Style = """
@page { size: A4; margin: 14mm 14mm 18mm 14mm; }
body { font-family: 'DejaVu Sans', sans-serif; font-size: 9.5pt; color: #222; }
h1 { font-size: 20pt; letter-spacing: 1px; margin: 0 0 4mm 0; }
table { border-collapse: collapse; }
.lines { width: 100%; margin-top: 6mm; }
.lines th { background: #e8ecf0; text-align: left; padding: 1.5mm 2mm; font-weight: bold; }
.lines td { padding: 1.5mm 2mm; border-bottom: 0.3px solid #bbb; }
.num { text-align: right; white-space: nowrap; }
.totals td { padding: 1mm 2mm; }
.recap th, .recap td { padding: 1mm 2mm; font-size: 8.5pt; border: 0.3px solid #bbb; }
.legal { font-size: 7.5pt; color: #555; margin-top: 8mm; }
.footer { position: fixed; bottom: 0; left: 0; right: 0; font-size: 7.5pt; color: #444; text-align: center;
          border-top: 0.3px solid #999; padding-top: 2mm; }
.box { border: 0.6px solid #444; padding: 3mm; }
.grid th { font-size: 8pt; text-align: left; background: #e8ecf0; padding: 1mm 2mm; border: 0.3px solid #999; }
.grid td { padding: 1.5mm 2mm; border: 0.3px solid #999; }
"""


def legal_line(seller, ids):
    country, name, form = seller[0], seller[1], seller[2]
    if country == 'FR':
        return (f"{cell(name)} – {cell(form)} – RCS {cell(seller[4].split(' ', 1)[1])} {ids['siren_spaced']} – "
                f"SIRET {ids['siret']} – N° TVA intracommunautaire : {ids['vat_printed']}")
    return f"{cell(name)} – {cell(form)} – N° d'entreprise / TVA : {ids['vat_printed']} – RPM {cell(seller[4].split(' ', 1)[1])}"


def render(seller, customer, buyer_vat, ids, facts, layout):
    """The page's HTML."""
    country, name, form, street, town, phone, mail, bank, bic = seller[:9]
    f = facts
    rows = ''.join(
        f"<tr><td>{cell(text)}</td><td class='num'>{quantity}</td><td class='num'>{money(price, f['group'])}</td>"
        f"<td class='num'>{rate} %</td><td class='num'>{money(quantity * price, f['group'])}</td></tr>"
        for quantity, text, price, rate in f['lines'])
    recap = ''.join(
        f"<tr><td class='num'>{money(base, f['group'])}</td><td class='num'>{rate} %</td>"
        f"<td class='num'>{money(tax, f['group'])}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    vat_rows = ''.join(
        f"<tr><td>TVA {rate} %</td><td class='num'>{money(tax, f['group'])} €</td></tr>"
        for rate, (base, tax) in f['per_rate'].items())
    totals = (f"<table class='totals' style='margin-left:auto'><tr><td>Total HT</td>"
              f"<td class='num'>{money(f['net'], f['group'])} €</td></tr>{vat_rows}"
              f"<tr><td><b>Total TTC</b></td><td class='num'><b>{money(f['gross'], f['group'])} €</b></td></tr>")
    if f['deposit']:
        totals += (f"<tr><td>Acompte versé le {f['deposit_date']}</td><td class='num'>- {money(f['deposit'], f['group'])} €"
                   f"</td></tr><tr><td><b>Net à payer</b></td><td class='num'><b>{money(f['gross'] - f['deposit'], f['group'])} €"
                   f"</b></td></tr>")
    totals += '</table>'
    recap_table = ("<table class='recap'><tr><th>Base HT</th><th>Taux</th><th>Montant TVA</th></tr>"
                   f"{recap}</table>")
    payment_ref = (f"<br>Communication structurée : <b>{f['communication']}</b>" if f['communication'] else '')
    terms = (f"Conditions de règlement : {f['terms']}<br>Mode de règlement : virement bancaire<br>"
             f"{cell(bank)} – IBAN : {f['iban_printed']} – BIC : {bic}{payment_ref}")
    late = ("En cas de retard de paiement, une pénalité égale à trois fois le taux d'intérêt légal sera exigible "
            "(article L441-10 du Code de commerce), ainsi qu'une indemnité forfaitaire pour frais de recouvrement de "
            "40 €. Pas d'escompte pour paiement anticipé." if country == 'FR' else
            "Toute facture impayée à l'échéance porte de plein droit un intérêt de retard conformément à la loi du "
            "2 août 2002 concernant la lutte contre le retard de paiement dans les transactions commerciales.")
    buyer = (f"<b>{cell(customer[0])}</b><br>{cell(customer[1])}<br>{cell(customer[2])}"
             f"<br>N° TVA : {buyer_vat}")
    lines_table = ("<table class='lines'><tr><th>Désignation</th><th class='num'>Qté</th><th class='num'>PU HT</th>"
                   f"<th class='num'>TVA</th><th class='num'>Montant HT</th></tr>{rows}</table>")
    order = f"Votre commande n° {f['order']} du {f['order_date']}" if f['order'] else ''
    if layout == 'classic':
        data = [f"<tr><td>{f['number_label']}</td><td><b>{f['number']}</b></td></tr>",
                f"<tr><td>Date de facture</td><td>{f['date']}</td></tr>"]
        if f['due']:
            data.append(f"<tr><td>Date d'échéance</td><td>{f['due']}</td></tr>")
        data.append(f"<tr><td>Code client</td><td>{f['client_code']}</td></tr>")
        if f['order']:
            data.append(f"<tr><td>Votre commande</td><td>{f['order']}</td></tr>")
        page = f"""
<table style='width:100%'><tr>
<td style='vertical-align:top'><div style='font-size:15pt;font-weight:bold'>{cell(name)}</div>
{cell(street)}<br>{cell(town)}<br>Tél. {phone}<br>{mail}</td>
<td style='vertical-align:top;width:42%'><div class='box'>{buyer}</div></td></tr></table>
<div style='margin-top:10mm'><h1>FACTURE</h1>
<table>{''.join(data)}</table></div>
{lines_table}
<table style='width:100%;margin-top:5mm'><tr><td style='vertical-align:top'>{recap_table}</td>
<td style='vertical-align:top'>{totals}</td></tr></table>
<p style='margin-top:6mm'>{terms}</p>
<div class='legal'>{late}</div>
<div class='footer'>{legal_line(seller, ids)}</div>"""
    else:
        heads = ['Date', f['number_label'], 'Code client'] + (["Échéance"] if f['due'] else []) + ['Règlement']
        values = [f['date'], f['number'], f['client_code']] + ([f['due']] if f['due'] else []) + ['Virement']
        page = f"""
<table style='width:100%'><tr>
<td style='vertical-align:top'><h1>Facture</h1>{order}</td>
<td style='vertical-align:top;text-align:right'><div style='font-size:14pt;font-weight:bold'>{cell(name)}</div>
{cell(street)} – {cell(town)}<br>{phone} – {mail}</td></tr></table>
<table style='width:100%;margin-top:6mm'><tr><td style='width:50%'></td>
<td><div class='box'>{buyer}</div></td></tr></table>
<table class='grid' style='width:100%;margin-top:6mm'><tr>{''.join(f'<th>{h}</th>' for h in heads)}</tr>
<tr>{''.join(f'<td>{v}</td>' for v in values)}</tr></table>
{lines_table}
<table style='width:100%;margin-top:5mm'><tr><td style='vertical-align:top'>{recap_table}</td>
<td style='vertical-align:top'>{totals}</td></tr></table>
<p style='margin-top:6mm'>Conditions de règlement : {f['terms']}{payment_ref}</p>
<div class='legal'>{late}</div>
<div class='footer'>{legal_line(seller, ids)}<br>{cell(bank)} – IBAN {f['iban_printed']} – BIC {bic}</div>"""
    return f"<!DOCTYPE html><html lang='fr'><head><meta charset='utf-8'><style>{Style}</style></head><body>{page}</body></html>"


os.makedirs(out_dir, exist_ok=True)
for index in range(count):
    seller = Sellers[index % len(Sellers)]
    country = seller[0]
    customer = rng.choice(Customers[country])
    if country == 'FR':
        siren_number, vat = french_vat()
        ids = {'siren_spaced': f'{siren_number[:3]} {siren_number[3:6]} {siren_number[6:]}',
               'siret': siren_number + digits(4) + '1', 'vat_printed': rng.choice([vat, f'{vat[:4]} {vat[4:]}'])}
        ids['siret'] = ids['siret'][:14]
        account = made.iban('FR')
        _, buyer_vat = french_vat()
        rates = [20, 20, 10] if rng.random() < 0.4 else [20]
    else:
        number = belgian_vat()
        vat = f'BE{number}'
        ids = {'vat_printed': rng.choice([f'BE {number[:4]}.{number[4:7]}.{number[7:]}', f'BE{number}'])}
        account = belgian_iban(seller[9])
        buyer_vat = f'BE {belgian_vat()}'
        rates = [21, 21, 6] if rng.random() < 0.3 else [21]
    invoice_date = made.invoice_date()
    days = rng.choice([30, 45, 60])
    due_date = invoice_date + datetime.timedelta(days=days)
    show_due = rng.random() < 0.7
    number = rng.choice(NumberStyles).format(year=invoice_date.year, yy=invoice_date.year % 100,
                                             month=invoice_date.month, n=rng.randint(1, 990))
    lines = [(rng.choice([1, 1, 2, 3, 5, 12]), rng.choice(Items), Decimal(rng.randint(1500, 180000)) / 100,
              rng.choice(rates)) for _ in range(rng.randint(1, 5))]
    per_rate, net, tax, gross = vat_totals([(quantity * price, rate) for quantity, _, price, rate in lines])
    deposit = (gross * Decimal('0.3')).quantize(Decimal(1)) if rng.random() < 0.2 else None
    communication = structured_communication() if country == 'BE' and rng.random() < 0.7 else None
    order = f"{rng.choice(['BC', 'CMD', '4500'])}{digits(rng.choice([4, 6]))}" if rng.random() < 0.5 else None
    facts = {
        'lines': lines, 'per_rate': per_rate, 'net': net, 'gross': gross, 'deposit': deposit,
        'deposit_date': written_date(invoice_date - datetime.timedelta(days=20)),
        'group': rng.choice(['\u202f', '\u00a0', '.' if country == 'BE' else ' ']),
        'number': number, 'number_label': rng.choice(['N° de facture', 'Facture n°', 'Numéro', 'N° facture']),
        'date': written_date(invoice_date), 'due': written_date(due_date) if show_due else None,
        'terms': rng.choice([f'{days} jours date de facture', f'à {days} jours', f'{days} jours nets']),
        'client_code': f'C{digits(5)}', 'iban_printed': stdnum_iban.format(account),
        'communication': communication[1] if communication else None,
        'order': order, 'order_date': written_date(invoice_date - datetime.timedelta(days=rng.randint(3, 30))),
    }
    layout = rng.choice(['classic', 'grid'])
    base = f'facture-{country.lower()}-{index + 1:02d}'
    printed = print_html(render(seller, customer, buyer_vat, ids, facts, layout), base, work, out_dir)
    assert number in printed, (base, number)
    spaced = money(gross, facts['group']).replace('\u202f', ' ').replace('\u00a0', ' ')
    assert spaced in printed.replace('\u202f', ' ').replace('\u00a0', ' '), (base, gross)
    truth = {
        'Language': 'fr',
        'Layout': f'HTML {layout} ({country})',
        'Number': number,
        'Date': invoice_date.isoformat(),
        **({'DueDate': due_date.isoformat()} if show_due else {}),
        'Currency': 'EUR',
        'NetAmount': float(net),
        'VatAmount': float(tax),
        'GrossAmount': float(gross),
        'IbanNumber': account,
        'RelationName': seller[1],
        'RelationVatNumber': vat,
        **({'PurchaseOrderNumber': order} if order else {}),
        **({'PaymentReference': communication[0]} if communication else {}),
        'Buyer': {'Name': customer[0], 'VatNumber': buyer_vat.replace(' ', '')},
    }
    write_truth(out_dir, base, truth)
    print(base, layout, number, gross)
