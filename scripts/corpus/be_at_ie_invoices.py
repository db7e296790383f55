"""Prints invoices of made-up Belgian, Austrian and Irish small and mid-size firms as HTML pages through Debian's
Chromium, as PDFs with their truth beside them: an accuracy set for recognition in Dutch and French as Belgium writes
them, German as Austria writes it and English as Ireland writes it, each in its country's invoicing conventions.

What makes them Belgian (Flanders in Dutch, Wallonia and Brussels in French): "FACTUUR"/"FACTURE", "Creditnota";
"Factuurnummer", "Factuurdatum", "Vervaldatum", "Klantnummer", "Uw bestelling" / "N° de facture", "Date de facture",
"Date d'échéance", "N° client", "Votre commande"; the seller's VAT number as "BTW BE 0xxx.xxx.xxx", "TVA
BE0xxx.xxx.xxx" (the enterprise number, ten digits whose last two are 97 less the first eight's remainder by 97), the
"Ondernemingsnummer"/"Numéro d'entreprise" without "BE", the register "RPR Gent, afdeling Gent" / "RPM Liège,
division Namur"; the customer's own VAT number; "Totaal excl. BTW", "Totaal BTW", "Totaal te betalen" / "Total HTVA",
"Total TVA", "Total à payer", "Montant TVAC"; VAT at 21%, 12% (a caterer's food) and 6% (coffee, food, plants); the
structured communication "+++123/4567/89012+++" (ten digits and their remainder by 97, 97 for none); the IBAN "BE68
5390 …" with its BIC. Amounts as "1.234,56 €" or "€ 1.234,56". Dates as "14/03/2025", "14-03-2025" or written out
("14 maart 2025", "le 1er mars 2025").

What makes them Austrian: "Rechnung", "Rechnungskorrektur"; a DIN 5008 letter with the sender's line above the
window; "Rechnungs-Nr.", "Rechnungsdatum", "Kunden-Nr.", "Ihre UID-Nr.", "Ihre Bestellung", "Lieferschein-Nr.",
"Bearbeiter"; "UID-Nr.: ATU12345678" (its check digit by Luhn's sum), "Firmenbuchnummer FN 123456a" (its check letter
of weights 6, 4, 14, 15, 10, 1 by 17) and the "Firmenbuchgericht" (Landesgericht Wels, Landesgericht für ZRS Graz);
"Summe netto", "zzgl. 10 % USt. von EUR …", "Rechnungsbetrag"; VAT at 20% and 10% (food); "Zahlungsziel", "zahlbar
bis … mit 2 % Skonto, bis … netto ohne Abzug"; the IBAN "AT61 1904 …" with its BIC; "Jänner" for January. Amounts as
"€ 1.234,56" or "EUR 1.234,56"; the credit note's as "€ -1.234,56". Dates as "14.03.2025" or "14. Jänner 2026".

What makes them Irish: "INVOICE" or "TAX INVOICE", "Credit Note"; "Invoice No.", "Invoice/Tax Date", "Account Ref",
"Order No." or "PO Number"; "VAT No. IE1234567T" or "IE1234567FA" (the check letter of weights 8 to 2 and 9 for the
second letter, by 23), "CRO No.", "Registered in Ireland"; "Total Net Amount", "Total VAT Amount", "Amount Due";
"Payment Terms: 30 days"; VAT at 23%, 13.5% (cleaning services) and 9% (periodicals); the IBAN "IE29 AIBK 9311 …"
with its BIC. Amounts as "€1,234.56". Dates as "14/03/2025", "14 Mar 2025" or "14 March 2025".

The layouts, three per country, as the country's invoicing software prints them:
- Belgium `software`: desktop accounting software, the seller's letterhead at the top left (or right), the customer
  in the envelope's window, the document's data in a row of boxes with the labels above the values, a table whose
  headings are set in two lines, the VAT recap ("Maatstaf van heffing" / "Base imposable") beside the stacked totals,
  the structured communication in a framed payment block; in Dutch once, in French once over two pages.
- Belgium `online`: an online invoicing service, the title large at the top left, the customer under "Klant" /
  "Facturé à" beside a label–value list, a stacked totals list; once a Dutch credit note whose seller stands only in
  the page's foot (amounts positive), once a French caterer's invoice with the seller in a coloured band.
- Belgium `letter`: a freelancer's or craftsman's invoice written in a word processor, a serif letterhead, the place
  and the date written out, a salutation, a table whose last row is "Totaal"/"Total" under the net, VAT and gross
  columns, a closing; in Dutch (an architect, "binnen 30 dagen") and in French (a landscaper, 6% and 21%).
- Austria `erp`: a merchandise-management ERP print with ruled boxes, sender's line and window, a ruled information
  box at the right, the number and the date at the top of every page, a ruled table of 34 lines over two pages,
  "Summe netto" and the VAT per rate "von EUR …",
  Skonto terms; the firm, the Firmenbuch and the bank in three columns in the foot.
- Austria `online`: an online invoicing service's "Rechnungskorrektur" (a credit note with negative quantities and
  amounts), the seller at the top right, the heading in two lines, a table with net, VAT and gross per line and a
  "Summe" row under them.
- Austria `letter`: a joiner's letter-style invoice, the letterhead centred, "Graz, am 14. Jänner 2026", "Rechnung"
  over a label–value list, "Nettobetrag", "zzgl. 20 % USt.", "Gesamtbetrag", "Zahlungsziel: 14 Tage netto".
- Ireland `sage`: Sage 50 Accounts' invoice layout, "INVOICE" at the top right over boxes, "Invoice Address" and
  "Deliver To" boxes, a ruled table with "Disc %", "Net Amt", "VAT %", "VAT" per line, "VAT Analysis" and the totals
  boxes ending in "Amount Due"; a cleaning firm's month over two pages at 13.5% and 23%, "Payment Terms: 30 days".
- Ireland `online`: an online accounting service's "CREDIT NOTE" (amounts positive), the title and the customer at
  the left, "Date", "Credit Note Number", "Reference" in a middle column, the seller at the top right, VAT at 23% and
  9%.
- Ireland `letter`: a consultant's invoice, the heading in two lines, "Bill To", a label–value list with "PO Number"
  and "Due Date", a table whose last row is "Total" under "Net", "VAT 23%", "Gross", "Amount Due", a payment
  reference.

The truth's amounts are what the page prints: the net, the VAT, the gross that is to be paid (for a credit note the
credited amount, negative where the page prints it negative). Where a table prints the VAT per line, the VAT is the
sum of the lines' rounded VAT; elsewhere each rate's VAT is rounded once.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/be_at_ie_invoices.py OUT_DIR
"""
import datetime
import os
import sys
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    AUSTRIAN_MONTHS, MONEY, MONTHS, address, base_css, date_text, document, e, invoice_truth, logo, margin_box,
    multi_box, page_box, print_html, qty, rate_text, vat_totals, write_truth, amount_de as de, amount_en as en,
)
from made_up import MadeUp, iban_of
from stdnum import iban as stdnum_iban
from stdnum.at import businessid as at_businessid
from stdnum.at import uid as at_uid
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ie import vat as ie_vat

out_dir = os.path.abspath(sys.argv[1])
work = tempfile.mkdtemp()
made = MadeUp(20261219, dutch_banks=['ABNA'])
rng, digits = made.rng, made.digits
structured_communication, austrian_uid, price_in = made.structured_communication, made.austrian_uid, made.price_in
irish_vat, irish_iban = made.irish_vat, made.irish_iban
CENT = Decimal('0.01')
# Austria writes January "Jänner".


# --- Made-up but valid numbers of Belgium, Austria and Ireland -------------------------------------------------------

def enterprise_number():
    """A Belgian enterprise number (and, with "BE", VAT number): ten digits, the last two 97 less the remainder of the
    first eight by 97."""
    body = '0' + str(rng.randint(4, 8)) + digits(6)
    number = body + f'{97 - int(body) % 97:02d}'
    assert be_vat.is_valid('BE' + number)
    return number


def dotted(number):
    """0xxx.xxx.xxx, as the enterprise number is printed."""
    return f'{number[:4]}.{number[4:7]}.{number[7:]}'


FN_LETTERS = 'abdfghikmpstvwxyz'


def fn_letter(number):
    """The check letter of an Austrian company register number: the six digits weighted 6, 4, 14, 15, 10, 1, the
    sum's remainder by 17 in a b d f g h i k m p s t v w x y z."""
    return FN_LETTERS[sum(int(d) * w for d, w in zip(number.zfill(6), [6, 4, 14, 15, 10, 1])) % 17]


assert fn_letter('122119') == 'm'  # the register's own example, FN 122119m


def firmenbuchnummer():
    number = str(rng.randint(180000, 599999))
    value = f'FN {number}{fn_letter(number)}'
    assert at_businessid.is_valid(value)
    return value


def belgian_iban(bank):
    """A Belgian IBAN: the bank's three digits, seven of the account and the remainder of those ten by 97."""
    account = bank + digits(7)
    value = iban_of('BE', account + f'{int(account) % 97 or 97:02d}')
    assert be_iban.is_valid(value)
    return value, be_iban.to_bic(value)


# --- How the languages write amounts, quantities and dates -----------------------------------------------------------





# --- The pages: Belgium ----------------------------------------------------------------------------------------------

SOFTWARE = {
    'nl': dict(title='FACTUUR', number='Factuurnummer', date='Factuurdatum', due='Vervaldatum', client='Klantnummer',
               buyer_vat='BTW-nr. klant', order='Uw bestelling',
               heads=['Art.nr.', 'Omschrijving', 'Aantal', 'Eenh.', 'Eenheids-<br>prijs', 'BTW-<br>tarief',
                      'Bedrag<br>excl. BTW'],
               recap=['BTW-tarief', 'Maatstaf van heffing', 'BTW-bedrag'], net='Totaal excl. BTW',
               tax='Totaal BTW', gross='Totaal te betalen',
               pay='Gelieve het bedrag van <b>{gross}</b> vóór {due} over te schrijven op rekening <b>{iban}</b> '
                   '(BIC {bic}) met vermelding van de gestructureerde mededeling:',
               page='Pagina ', terms='Op al onze leveringen zijn onze algemene verkoopsvoorwaarden van toepassing. '
                                     'Klachten dienen binnen 8 dagen na levering schriftelijk te worden gemeld.',
               phone='Tel.'),
    'fr': dict(title='FACTURE', number='N° de facture', date='Date de facture', due="Date d'échéance",
               client='N° client', buyer_vat='N° TVA client', order='Votre commande',
               heads=['Réf.', 'Désignation', 'Qté', 'Unité', 'Prix<br>unitaire', 'Taux<br>TVA', 'Montant<br>HTVA'],
               recap=['Taux TVA', 'Base imposable', 'Montant TVA'], net='Total HTVA', tax='Total TVA',
               gross='Total à payer',
               pay='Merci de verser le montant de <b>{gross}</b> avant le {due} sur le compte <b>{iban}</b> '
                   '(BIC {bic}) en mentionnant la communication structurée&nbsp;:',
               page='Page ', terms='Toutes nos ventes sont soumises à nos conditions générales de vente. Toute '
                                   'réclamation doit nous parvenir par écrit dans les 8 jours de la livraison.',
               phone='Tél.'),
}


def page_be_software(f):
    """Belgian desktop accounting software: the letterhead at the top left (or right), the customer in the envelope's
    window, the data in a row of boxes with labels above values, a table with two-line headings, the VAT recap beside
    the stacked totals, the structured communication in a framed block, the register in the page's foot."""
    s, c, L = f['seller'], f['customer'], SOFTWARE[f['language']]
    money = MONEY[f['money']]
    boxes = (multi_box('bottom-left', [f"{s['name']} · {s['street']}, {s['town']}",
                                       f"{s['enterprise_label']} {dotted(s['enterprise'])} · {s['register']}"]) +
             page_box('bottom-right', L['page'], '/'))
    css = base_css('13mm 14mm 17mm 16mm', boxes) + f"""
.head td {{ vertical-align: top; }}
.seller {{ line-height: 1.45; }}
.seller .name {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; white-space: nowrap; }}
.window {{ margin-top: 14mm; line-height: 1.5; font-size: 10pt; }}
h1 {{ font-size: 16pt; letter-spacing: 2px; margin: 9mm 0 3mm; color: {s['colour']}; }}
.boxes {{ width: 100%; }}
.boxes td {{ border: 0.8px solid #555; padding: 1mm 2mm; vertical-align: top; }}
.boxes .l {{ font-size: 6.8pt; color: #555; white-space: nowrap; }}
.boxes .v {{ font-weight: bold; white-space: nowrap; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: #e8e8e8; border-top: 1px solid #333; border-bottom: 1px solid #333; font-size: 7.5pt;
  padding: 1mm 1.5mm; text-align: left; vertical-align: bottom; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.3px solid #ccc; font-size: 8.3pt; }}
.recap th, .recap td {{ border: 0.6px solid #888; padding: 0.8mm 2.5mm; font-size: 8pt; }}
.recap th {{ font-weight: normal; background: #f0f0f0; }}
.totals td {{ padding: 1mm 0 1mm 8mm; }}
.totals tr.pay td {{ font-weight: bold; font-size: 11pt; border-top: 1.2px solid #222;
  border-bottom: 1.2px solid #222; }}
.payment {{ margin-top: 7mm; border: 1px solid {s['colour']}; padding: 3mm 4mm; line-height: 1.6;
  page-break-inside: avoid; }}
.ref {{ font-size: 12pt; font-weight: bold; letter-spacing: 1px; }}
"""
    align = ' style="text-align:right"' if f['seller_right'] else ''
    seller = (f"<div class='seller'{align}>"
              f"{logo(s['colour'], s['shape'])}<div class='name'>{e(s['name'])}</div><div class='small'>"
              f"{e(s['tagline'])}</div>{e(s['street'])}<br>{e(s['town'])}<br>{L['phone']} {s['phone']} · {s['mail']}"
              f"<br>{s['web']}<br>{s['vat_printed']}</div>")
    window = f"<div class='window'><b>{e(c['name'])}</b><br>{address(c['address'])}</div>"
    cells = [(L['number'], e(f['number'])), (L['date'], f['date']), (L['due'], f['due']),
             (L['client'], f['client_code']), (L['buyer_vat'], c['vat_printed'])]
    if f['order']:
        cells.append((L['order'], e(f['order'])))
    heads = ''.join(f"<th{' class=num' if i > 1 and i != 3 else ''}>{h}</th>" for i, h in enumerate(L['heads']))
    rows = ''.join(f"<tr><td>{line['code']}</td><td>{e(line['text'])}</td><td class=num>{qty(line['qty'])}</td>"
                   f"<td>{line['unit']}</td><td class=num>{de(line['price'])}</td>"
                   f"<td class=num>{rate_text(line['rate'])}%</td><td class=num>{de(line['amount'])}</td></tr>"
                   for line in f['lines'])
    recap = ''.join(f"<tr><td class=num>{rate_text(rate)}%</td><td class=num>{money(base)}</td>"
                    f"<td class=num>{money(tax)}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    first, second = (window, seller) if f['seller_right'] else (seller, window)
    body = f"""
<table class="head" style="width:100%"><tr><td style="width:52%">{first}</td><td>{second}</td></tr></table>
<h1>{L['title']}</h1>
<table class="boxes"><tr>{''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                                  for label, value in cells)}</tr></table>
<table class="lines"><thead><tr>{heads}</tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:6mm;page-break-inside:avoid"><tr>
<td style="vertical-align:top"><table class="recap"><tr>{''.join(f'<th>{h}</th>' for h in L['recap'])}</tr>{recap}
</table></td>
<td style="vertical-align:top"><table class="totals" style="margin-left:auto">
<tr><td>{L['net']}</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>{L['tax']}</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="pay"><td>{L['gross']}</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="payment">{L['pay'].format(gross=money(f['gross']), due=f['due'], iban=stdnum_iban.format(f['iban']), bic=s['bic'])}
<br><span class="ref">{f['reference_printed']}</span></div>
<p class="small" style="margin-top:6mm">{L['terms']}</p>"""
    return document(f['language'], css, body)


ONLINE = {
    'nl': dict(customer='Klant', number='Creditnotanummer', date='Datum', original='Betreft factuur',
               heads=['Omschrijving', 'Aantal', 'Prijs', 'BTW', 'Totaal excl. BTW'], net='Subtotaal',
               vat='BTW {rate}%', vat_total='Totaal BTW', gross='Totaal creditnota',
               note='Deze creditnota wordt verrekend met factuur {original}. Het saldo in uw voordeel storten wij '
                    'binnen 14 dagen terug op uw rekening.', thanks='Met vriendelijke groeten, het team van {short}'),
    'fr': dict(customer='Facturé à', number='N° de facture', date='Date', due='Échéance', communication='Communication',
               heads=['Description', 'Qté', 'Prix unitaire', 'TVA', 'Total HTVA'], net='Sous-total HTVA',
               vat='TVA {rate}%', vat_total='Total TVA', gross='Total TVAC',
               pay='À payer par virement sur le compte {iban} (BIC {bic}) avec la communication {reference}.',
               thanks='Merci pour votre confiance ! Une question ? Écrivez-nous à {mail}.'),
}


def page_be_online(f):
    """An online invoicing service: the title large at the top left with the number under it, the customer beside a
    label–value list, light lines, a stacked totals list; the seller's details in three columns in the page's foot
    (and, on the caterer's, its name in a coloured band at the top)."""
    s, c, L = f['seller'], f['customer'], ONLINE[f['language']]
    money = MONEY[f['money']]
    boxes = (multi_box('bottom-left', [s['name'], s['street'], s['town']]) +
             multi_box('bottom-center', [s['vat_printed'], s['register'], s['mail']]) +
             multi_box('bottom-right', [f"IBAN {stdnum_iban.format(f['iban'])}", f"BIC {s['bic']}", s['web']], align='right'))
    css = base_css('12mm 16mm 22mm 16mm', boxes) + f"""
.band {{ background: {s['colour']}; color: white; padding: 6mm 7mm; border-radius: 2mm; margin-bottom: 8mm; }}
.band .name {{ font-size: 14pt; font-weight: bold; }}
.top td {{ vertical-align: top; }}
h1 {{ font-size: 24pt; font-weight: normal; margin: 0; color: {s['colour']}; }}
.no {{ font-size: 11pt; color: #444; margin-top: 1mm; }}
.parties {{ width: 100%; margin-top: 10mm; }}
.parties td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.5pt; text-transform: uppercase; letter-spacing: 0.5px; color: {s['colour']}; }}
.meta td {{ padding: 0.6mm 0 0.6mm 6mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 10mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; color: #666; font-weight: normal; padding: 1.5mm 2mm;
  border-bottom: 1.5px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2.2mm 2mm; border-bottom: 0.3px solid #ddd; }}
.totals {{ margin: 5mm 0 0 auto; width: 80mm; }}
.totals td {{ padding: 1.3mm 2mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 11.5pt; border-top: 1.5px solid {s['colour']}; }}
.note {{ margin-top: 10mm; line-height: 1.6; background: #f5f5f4; padding: 3mm 4mm; }}
"""
    if f['credit']:
        meta = [(L['number'], f"<b>{e(f['number'])}</b>"), (L['date'], f['date']),
                (L['original'], f"{e(f['original'])} ({f['original_date']})")]
        title = f"<h1>{f['title']}</h1><div class='no'>nr. {e(f['number'])}</div>"
        note = L['note'].format(original=e(f['original']))
    else:
        meta = [(L['number'], f"<b>{e(f['number'])}</b>"), (L['date'], f['date']), (L['due'], f['due']),
                (L['communication'], f['reference_printed'])]
        title = f"<h1>{f['title']}</h1><div class='no'>{e(f['number'])}</div>"
        note = L['pay'].format(iban=stdnum_iban.format(f['iban']), bic=s['bic'], reference=f['reference_printed'])
    mark = '' if f['band'] else logo(s['colour'], s['shape'])
    band = (f"<div class='band'>{logo('white', s['shape'], s['colour'])} <span class='name'>{e(s['name'])}</span>"
            f"<br><span style='font-size:8.5pt'>{e(s['tagline'])} · {s['phone']}</span></div>" if f['band'] else '')
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{qty(line['qty'])}</td>"
                   f"<td class=num>{money(line['price'])}</td><td class=num>{rate_text(line['rate'])}%</td>"
                   f"<td class=num>{money(line['amount'])}</td></tr>" for line in f['lines'])
    totals = [('', L['net'], money(f['net']))]
    totals += [('', L['vat'].format(rate=rate_text(rate)), money(tax)) for rate, (base, tax) in f['per_rate'].items()]
    if len(f['per_rate']) > 1:
        totals.append(('', L['vat_total'], money(f['tax'])))
    totals.append(('total', L['gross'], money(f['gross'])))
    body = f"""{band}
<table class="top" style="width:100%"><tr><td>{title}</td><td style="text-align:right">{mark}</td></tr></table>
<table class="parties"><tr><td style="width:55%"><div class="label">{L['customer']}</div><b>{e(c['name'])}</b><br>
{address(c['address'])}<br>{c['vat_printed']}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="lines"><thead><tr>{''.join(f"<th{' class=num' if i else ''}>{h}</th>"
                                         for i, h in enumerate(L['heads']))}</tr></thead><tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<div class="note">{note}</div>
<p style="margin-top:6mm">{L['thanks'].format(short=e(s['short']), mail=s['mail'])}</p>"""
    return document(f['language'], css, body)


LETTER = {
    'nl': dict(title='FACTUUR nr. {number}', about='Betreft:', hello='Geachte heer, mevrouw,',
               intro='Hierbij breng ik u de volgende prestaties in rekening, overeenkomstig onze '
                     'samenwerkingsovereenkomst van {agreement}.',
               heads=['Omschrijving', 'Excl. BTW', 'BTW %', 'BTW', 'Incl. BTW'], total='Totaal',
               pay='Gelieve het totaalbedrag van {gross} binnen 30 dagen na factuurdatum over te schrijven op '
                   'rekening {iban} (BIC {bic}) met vermelding van het factuurnummer.',
               bye='Met vriendelijke groeten,'),
    'fr': dict(title='FACTURE N° {number}', about='Concerne&nbsp;:', hello='Madame, Monsieur,',
               intro='Suite à votre commande, nous avons le plaisir de vous facturer les travaux et fournitures '
                     'suivants&nbsp;:',
               heads=['Désignation', 'Montant HTVA', 'TVA %', 'TVA', 'Montant TVAC'], total='Total',
               pay='Montant à payer pour le {due} au plus tard sur le compte {iban} (BIC {bic}), communication '
                   'structurée {reference}.',
               bye='Nous vous prions d’agréer, Madame, Monsieur, l’expression de nos salutations distinguées.'),
}


def page_be_letter(f):
    """A freelancer's or craftsman's invoice written in a word processor: a serif letterhead (at the top right, or
    centred), the customer's address, the place and the date written out, the title, a salutation, a table whose
    last row is the total under the net, VAT and gross columns, the payment in a sentence, a closing."""
    s, c, L = f['seller'], f['customer'], LETTER[f['language']]
    money = MONEY[f['money']]
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['vat_printed']} · {s['register']}",
                                        f"IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']}"], align='center')
    css = base_css('16mm 20mm 18mm 22mm', boxes, font="'DejaVu Serif', serif", size='9.5pt') + f"""
.letterhead {{ line-height: 1.45; }}
.letterhead .name {{ font-size: 16pt; color: {s['colour']}; letter-spacing: 0.5px; }}
.to {{ line-height: 1.5; }}
.place {{ text-align: right; margin: 10mm 0 8mm; }}
h1 {{ font-size: 13pt; margin: 0 0 3mm; }}
p {{ line-height: 1.55; }}
.lines {{ margin: 5mm 0; }}
.lines th {{ border-bottom: 1px solid #333; font-weight: bold; padding: 1.5mm 2mm; text-align: right; font-size: 8.5pt;
  white-space: nowrap; }}
.lines th:first-child {{ text-align: left; }}
.lines td {{ padding: 1.8mm 2mm; border-bottom: 0.3px solid #bbb; }}
.lines tr.total td {{ font-weight: bold; border-top: 1px solid #333; border-bottom: 2.5px double #333; }}
"""
    if f['centred']:
        head = (f"<div class='letterhead' style='text-align:center'>{logo(s['colour'], s['shape'])}<br>"
                f"<span class='name'>{e(s['name'])}</span><br><i>{e(s['tagline'])}</i><br>{e(s['street'])} – "
                f"{e(s['town'])} – {s['phone']} – {s['mail']}</div>"
                f"<table style='width:100%;margin-top:12mm'><tr><td style='width:55%'></td><td class='to'>"
                f"<b>{e(c['name'])}</b><br>{address(c['address'])}<br>{c['vat_printed']}</td></tr></table>")
    else:
        head = (f"<div class='letterhead' style='text-align:right'><span class='name'>{e(s['name'])}</span><br>"
                f"<i>{e(s['tagline'])}</i><br>{e(s['street'])}<br>{e(s['town'])}<br>{s['phone']}<br>{s['mail']}"
                f"</div><div class='to' style='margin-top:6mm'><b>{e(c['name'])}</b><br>{address(c['address'])}"
                f"<br>{c['vat_printed']}</div>")
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{money(line['amount'])}</td>"
                   f"<td class=num>{rate_text(line['rate'])}%</td><td class=num>{money(line['vat'])}</td>"
                   f"<td class=num>{money(line['amount'] + line['vat'])}</td></tr>" for line in f['lines'])
    rows += (f"<tr class='total'><td>{L['total']}</td><td class=num>{money(f['net'])}</td><td></td>"
             f"<td class=num>{money(f['tax'])}</td><td class=num>{money(f['gross'])}</td></tr>")
    order = f"<br>{f['order_label']}&nbsp;: {e(f['order'])}" if f['order'] else ''
    body = f"""{head}
<div class="place">{s['place'].format(date=f['date'])}</div>
<h1>{L['title'].format(number=e(f['number']))}</h1>
<div>{L['about']} {e(f['about'])}{order}</div>
<p>{L['hello']}</p>
<p>{L['intro'].format(agreement=f['agreement'])}</p>
<table class="lines"><thead><tr>{''.join(f'<th>{h}</th>' for h in L['heads'])}</tr></thead><tbody>{rows}</tbody>
</table>
<p>{L['pay'].format(gross=money(f['gross']), due=f['due'], iban=stdnum_iban.format(f['iban']), bic=s['bic'],
                    reference=f['reference_printed'])}</p>
<p style="margin-top:8mm">{L['bye']}</p>
<p style="margin-top:12mm">{e(s['person'])}<br><span class="small">{e(s['name'])}</span></p>"""
    return document(f['language'], css, body)


# --- The pages: Austria ----------------------------------------------------------------------------------------------

def page_at_erp(f):
    """An Austrian ERP print with ruled boxes: the sender's line above the window, the customer in it, a ruled
    information box at the right, "RECHNUNG", a ruled table with article numbers, "Summe netto" and the VAT per
    rate, the Skonto terms; the firm, its register and its bank in three columns in the foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = (multi_box('bottom-left', [s['name'], s['street'], s['town'], f"Tel. {s['phone']}"]) +
             multi_box('bottom-center', [f"Firmenbuchnummer {s['fn']}", f"Firmenbuchgericht: {s['court']}",
                                         s['vat_printed'], f"Sitz: {s['seat']}"]) +
             multi_box('bottom-right', [s['bank'], f"IBAN {stdnum_iban.format(f['iban'])}", f"BIC {s['bic']}", s['mail']]) +
             margin_box('top-left', f"Rechnung {f['number']} vom {f['date']}") +
             page_box('top-right', 'Seite ', ' von '))
    css = base_css('14mm 14mm 26mm 20mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ font-size: 14pt; font-weight: bold; color: {s['colour']}; text-align: right; }}
.sender {{ font-size: 6.5pt; color: #555; border-bottom: 0.5px solid #777; display: inline-block; margin-top: 12mm;
  padding-bottom: 0.5mm; }}
.window {{ line-height: 1.5; font-size: 10pt; margin-top: 2mm; }}
.info {{ margin-left: auto; margin-top: 10mm; }}
.info td {{ border: 0.8px solid #444; padding: 0.8mm 2.5mm; font-size: 8.2pt; }}
.info td:first-child {{ background: #eef2f7; }}
h1 {{ font-size: 15pt; margin: 9mm 0 1mm; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border: 0.8px solid #444; background: #eef2f7; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 0.8px solid #444; padding: 0.9mm 1.5mm; font-size: 8.2pt; }}
.sums {{ margin: 4mm 0 0 auto; page-break-inside: avoid; }}
.sums td {{ border: 0.8px solid #444; padding: 1mm 3mm; }}
.sums tr.total td {{ font-weight: bold; font-size: 10.5pt; background: #eef2f7; }}
.terms {{ margin-top: 6mm; border: 0.8px solid #444; padding: 2.5mm 3mm; line-height: 1.6; page-break-inside: avoid; }}
"""
    info = [('Rechnungs-Nr.', e(f['number'])), ('Rechnungsdatum', f['date']), ('Lieferdatum', f['delivery']),
            ('Kunden-Nr.', f['client_code']), ('Ihre UID-Nr.', c['vat_printed']), ('Ihre Bestellung', e(f['order'])),
            ('Lieferschein-Nr.', f['delivery_note']), ('Bearbeiter', s['clerk'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td>{line['code']}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{qty(line['qty'])}</td><td>{line['unit']}</td><td class=num>{de(line['price'])}</td>"
                   f"<td class=num>{rate_text(line['rate'])} %</td><td class=num>{de(line['amount'])}</td></tr>"
                   for i, line in enumerate(f['lines'], start=1))
    sums = f"<tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>"
    sums += ''.join(f"<tr><td>zzgl. {rate_text(rate)} % USt. von {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                    for rate, (base, tax) in f['per_rate'].items())
    if len(f['per_rate']) > 1:
        sums += f"<tr><td>Summe USt.</td><td class=num>{money(f['tax'])}</td></tr>"
    sums += f"<tr class='total'><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr>"
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:55%"><div class="sender">{e(s['name'])} · {e(s['street'])} · {e(s['town'])}</div>
<div class="window"><b>{e(c['name'])}</b><br>{address(c['address'])}</div></td>
<td><div class="name">{logo(s['colour'], s['shape'])} {e(s['short'])}</div>
<div class="small" style="text-align:right">{e(s['tagline'])}</div>
<table class="info">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in info)}</table></td>
</tr></table>
<h1>RECHNUNG</h1>
<div>Wir liefern Ihnen gemäß Ihrer Bestellung zu unseren Allgemeinen Geschäftsbedingungen:</div>
<table class="lines"><thead><tr><th class=num>Pos.</th><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th>
<th>ME</th><th class=num>Einzelpreis</th><th class=num>USt.</th><th class=num>Gesamt EUR</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="sums">{sums}</table>
<div class="terms"><b>Zahlungsziel:</b> zahlbar bis {f['skonto_date']} mit {f['skonto_rate']} % Skonto
({money(f['skonto'])}), bis {f['due']} netto ohne Abzug.<br>
Bitte überweisen Sie unter Angabe der Rechnungsnummer auf unser Konto bei der {e(s['bank'])}.<br>
<span class="small">Die Ware bleibt bis zur vollständigen Bezahlung unser Eigentum.</span></div>"""
    return document('de', css, body)


def page_at_online(f):
    """An Austrian online invoicing service's credit note: the seller at the top right, the customer at the left, the
    heading in two lines ("Rechnungskorrektur" over "Nr. …"), a label–value list, a table with net, VAT and gross per
    line and a "Summe" row under them, negative amounts; the register and the bank in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['street']}, {s['town']} · Firmenbuch {s['fn']}, "
                                        f"{s['court']}", f"{s['bank']} · IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']}"],
                      size='6.8pt', align='center')
    css = base_css('14mm 16mm 18mm 18mm', boxes) + f"""
.top td {{ vertical-align: top; }}
.seller {{ text-align: right; line-height: 1.5; }}
.seller .name {{ font-size: 12pt; font-weight: bold; color: {s['colour']}; }}
.customer {{ line-height: 1.5; margin-top: 18mm; }}
h1 {{ font-size: 20pt; font-weight: bold; margin: 12mm 0 0; color: {s['colour']}; line-height: 1.15; }}
h1 span {{ font-size: 13pt; font-weight: normal; color: #333; }}
.meta td {{ padding: 0.6mm 6mm 0.6mm 0; }}
.meta td:first-child {{ color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ background: {s['colour']}; color: white; font-weight: normal; font-size: 7.8pt; padding: 1.6mm 2mm;
  text-align: right; }}
.lines th:nth-child(2) {{ text-align: left; }}
.lines td {{ padding: 1.8mm 1.5mm; border-bottom: 0.3px solid #ddd; font-size: 8.2pt; }}
.lines tr.sum td {{ font-weight: bold; border-top: 1.2px solid #333; border-bottom: none; }}
"""
    meta = [('Datum', f['date']), ('Kundennummer', f['client_code']),
            ('Zur Rechnung', f"{e(f['original'])} vom {f['original_date']}"), ('Leistungszeitraum', f['period'])]
    rows = ''.join(f"<tr><td class=num>{i}</td><td>{e(line['text'])}</td><td class=num>{qty(line['qty'])} "
                   f"{line['unit']}</td><td class=num>{money(line['price'])}</td><td class=num>"
                   f"{money(line['amount'])}</td><td class=num>{rate_text(line['rate'])} %</td><td class=num>"
                   f"{money(line['vat'])}</td><td class=num>{money(line['amount'] + line['vat'])}</td></tr>"
                   for i, line in enumerate(f['lines'], start=1))
    rows += (f"<tr class='sum'><td></td><td>Summe</td><td></td><td></td><td class=num>{money(f['net'])}</td><td></td>"
             f"<td class=num>{money(f['tax'])}</td><td class=num>{money(f['gross'])}</td></tr>")
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:50%"><div class="customer"><b>{e(c['name'])}</b><br>{address(c['address'])}<br>
{c['vat_printed']}</div></td>
<td class="seller">{logo(s['colour'], s['shape'])}<br><span class="name">{e(s['name'])}</span><br>{e(s['street'])}<br>
{e(s['town'])}<br>{s['mail']}<br>{s['web']}<br>{s['vat_printed']}</td></tr></table>
<h1>Rechnungskorrektur<br><span>Nr. {e(f['number'])}</span></h1>
<table class="meta" style="margin-top:4mm">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table>
<p style="line-height:1.55;margin-top:6mm">Sehr geehrte Damen und Herren,<br>wie besprochen korrigieren wir die
Rechnung {e(f['original'])} und schreiben Ihnen die folgenden Leistungen gut:</p>
<table class="lines"><thead><tr><th>Pos.</th><th style="width:40%">Beschreibung</th><th>Menge</th><th>Einzelpreis</th>
<th>Netto</th>
<th>USt.</th><th>USt.-Betrag</th><th>Brutto</th></tr></thead><tbody>{rows}</tbody></table>
<p style="line-height:1.55;margin-top:8mm">Den Betrag verrechnen wir mit Ihrer nächsten Rechnung.<br>
Mit freundlichen Grüßen<br>{e(s['person'])}</p>"""
    return document('de', css, body)


def page_at_letter(f):
    """An Austrian craftsman's letter-style invoice from a word processor: the letterhead centred, the customer at
    the left, the place and the date at the right, "Rechnung" over a label–value list, the building project, a table
    of positions, "Nettobetrag", "zzgl. 20 % USt.", "Gesamtbetrag", the payment terms in days, a closing; the register
    in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['vat_printed']} · Firmenbuch: {s['fn']}, {s['court']}",
                                        f"{s['bank']} · IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']}"], align='center')
    css = base_css('14mm 20mm 18mm 22mm', boxes, font="'DejaVu Serif', serif", size='9.5pt') + f"""
.letterhead {{ text-align: center; border-bottom: 1.5px solid {s['colour']}; padding-bottom: 3mm; }}
.letterhead .name {{ font-size: 18pt; color: {s['colour']}; letter-spacing: 1px; }}
.top td {{ vertical-align: top; line-height: 1.5; }}
h1 {{ font-size: 16pt; margin: 10mm 0 2mm; letter-spacing: 1px; }}
.meta td {{ padding: 0.4mm 6mm 0.4mm 0; }}
p {{ line-height: 1.55; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-top: 1px solid #333; border-bottom: 1px solid #333; padding: 1.4mm 2mm; font-size: 8.5pt;
  text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 2mm; vertical-align: top; }}
.sums {{ margin: 3mm 0 0 auto; border-top: 1px solid #333; }}
.sums td {{ padding: 1mm 2mm 1mm 10mm; }}
.sums tr.total td {{ font-weight: bold; border-top: 1px solid #333; border-bottom: 3px double #333; }}
"""
    meta = [('Rechnungsnummer:', e(f['number'])), ('Kundennummer:', f['client_code']),
            ('Ihre Bestellung:', f"{e(f['order'])} vom {f['order_date']}"), ('Leistungszeitraum:', f['period'])]
    rows = ''.join(f"<tr><td>{i}</td><td class=num>{qty(line['qty'])}</td><td>{line['unit']}</td>"
                   f"<td>{e(line['text'])}</td><td class=num>{money(line['price'])}</td>"
                   f"<td class=num>{money(line['amount'])}</td></tr>" for i, line in enumerate(f['lines'], start=1))
    rate = next(iter(f['per_rate']))
    body = f"""
<div class="letterhead">{logo(s['colour'], s['shape'])}<br><span class="name">{e(s['name'])}</span><br>
<i>{e(s['tagline'])}</i><br>{e(s['street'])} · {e(s['town'])} · Tel. {s['phone']} · {s['mail']}</div>
<table class="top" style="width:100%;margin-top:10mm"><tr>
<td><b>{e(c['name'])}</b><br>{address(c['address'])}<br>{c['vat_printed']}</td>
<td style="text-align:right">{s['place']}, am {f['date']}</td></tr></table>
<h1>Rechnung</h1>
<table class="meta">{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table>
<p>Bauvorhaben: {e(f['about'])}</p>
<p>Sehr geehrte Damen und Herren,<br>für die ausgeführten Arbeiten erlaube ich mir wie folgt in Rechnung zu
stellen:</p>
<table class="lines"><thead><tr><th>Pos.</th><th class=num>Menge</th><th>Einheit</th><th>Bezeichnung</th>
<th class=num>Einzelpreis</th><th class=num>Gesamtpreis</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sums"><tr><td>Nettobetrag</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt.</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:8mm">Zahlungsziel: {f['due_days']} Tage netto ohne Abzug.<br>Vielen Dank für Ihren Auftrag!</p>
<p style="margin-top:6mm">Mit freundlichen Grüßen<br><br>{e(s['person'])}</p>"""
    return document('de', css, body)


# --- The pages: Ireland ----------------------------------------------------------------------------------------------

def page_ie_sage(f):
    """Sage 50 Accounts' invoice: the seller at the top left, "INVOICE" at the top right over boxes ("Invoice No.",
    "Invoice/Tax Date", "Account Ref", "Order No."), "Invoice Address" and "Deliver To" boxes, a ruled table with
    discount, net, VAT rate and VAT per line, "VAT Analysis" beside the totals boxes ("Total Net Amount", "Total VAT
    Amount", "Amount Due"), the payment terms and the bank; the registration in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = (multi_box('bottom-left', [f"Registered in Ireland, CRO No. {s['cro']} · Registered office: "
                                       f"{s['street']}, {s['town']}", f"Directors: {s['directors']}"]) +
             page_box('bottom-right', 'Page ', ' of '))
    css = base_css('12mm 12mm 16mm 12mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; line-height: 1.45; }}
.name {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; }}
.title {{ font-size: 22pt; font-weight: bold; text-align: right; letter-spacing: 2px; color: #333; }}
.grid {{ margin: 2mm 0 0 auto; }}
.grid td {{ border: 0.8px solid #333; padding: 0.8mm 2.5mm; white-space: nowrap; }}
.grid .l {{ font-size: 6.8pt; color: #555; display: block; }}
.addr {{ width: 100%; margin-top: 6mm; border-collapse: separate; border-spacing: 0; }}
.addr td {{ border: 0.8px solid #333; padding: 2mm 3mm; vertical-align: top; line-height: 1.45; width: 50%; }}
.addr .l {{ font-size: 7pt; font-weight: bold; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ border: 0.8px solid #333; background: #e5e7eb; font-size: 7.5pt; padding: 1mm 1.5mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-left: 0.8px solid #333; border-right: 0.8px solid #333; padding: 1.3mm 1.5mm; }}
.lines tbody tr:last-child td {{ border-bottom: 0.8px solid #333; padding-bottom: 6mm; }}
.foot {{ width: 100%; margin-top: 4mm; page-break-inside: avoid; }}
.foot > tbody > tr > td {{ vertical-align: top; }}
.analysis th, .analysis td {{ border: 0.8px solid #333; padding: 0.8mm 2.5mm; font-size: 8pt; }}
.analysis th {{ background: #e5e7eb; font-weight: normal; }}
.totals {{ margin-left: auto; }}
.totals td {{ border: 0.8px solid #333; padding: 1.3mm 3mm; }}
.totals td:first-child {{ background: #e5e7eb; }}
.totals tr.due td {{ font-weight: bold; font-size: 10.5pt; }}
"""
    grid = (f"<tr><td><span class='l'>Invoice No.</span>{e(f['number'])}</td><td><span class='l'>Invoice/Tax Date"
            f"</span>{f['date']}</td></tr><tr><td><span class='l'>Account Ref</span>{f['client_code']}</td>"
            f"<td><span class='l'>Order No.</span>{e(f['order'])}</td></tr>")
    rows = ''.join(f"<tr><td class=num>{qty(line['qty'], False)}</td><td>{e(line['text'])}</td>"
                   f"<td class=num>{en(line['price'])}</td><td class=num>{en(line['disc'])}</td>"
                   f"<td class=num>{en(line['amount'])}</td><td class=num>{rate_text(line['rate'], False)}</td>"
                   f"<td class=num>{en(line['vat'])}</td></tr>" for line in f['lines'])
    analysis = ''.join(f"<tr><td class=num>{rate_text(rate, False)}%</td><td class=num>{en(base)}</td>"
                       f"<td class=num>{en(tax)}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{logo(s['colour'], s['shape'])} <span class="name">{e(s['name'])}</span><br>{e(s['street'])}<br>{e(s['town'])}
<br>Tel: {s['phone']}<br>Email: {s['mail']}<br>{s['vat_printed']}</td>
<td><div class="title">INVOICE</div><table class="grid">{grid}</table></td></tr></table>
<table class="addr"><tr><td><span class="l">Invoice Address</span><br><b>{e(c['name'])}</b><br>
{address(c['address'])}<br>{c['vat_printed']}</td>
<td><span class="l">Deliver To</span><br>{address(f['deliver_to'])}</td></tr></table>
<table class="lines"><thead><tr><th class=num>Quantity</th><th>Details</th><th class=num>Unit Price</th>
<th class=num>Disc %</th><th class=num>Net Amt</th><th class=num>VAT %</th><th class=num>VAT</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="foot"><tr><td><b>VAT Analysis</b><table class="analysis" style="margin-top:1mm"><tr><th>Rate</th>
<th>Net</th><th>VAT</th></tr>{analysis}</table>
<p style="line-height:1.6;margin-top:4mm">Payment Terms: {f['due_days']} days<br>Bank: {e(s['bank'])}<br>
IBAN: {stdnum_iban.format(f['iban'])} &nbsp; BIC: {s['bic']}</p></td>
<td><table class="totals"><tr><td>Total Net Amount</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total VAT Amount</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="due"><td>Amount Due</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>"""
    return document('en', css, body)


def page_ie_online(f):
    """An online accounting service's credit note: "CREDIT NOTE" at the top left with the customer under it, "Date",
    "Credit Note Number" and "Reference" in a middle column (labels above values), the seller at the top right, the
    lines with their VAT rate, "Subtotal", "Total VAT" per rate, "TOTAL EUR" (positive amounts); the registration
    and the bank in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = multi_box('bottom-left', [
        f"Registered Office: {s['street']}, {s['town']}. Registered in Ireland No. {s['cro']}. {s['vat_printed']}.",
        f"Bank: {s['bank']} · IBAN {stdnum_iban.format(f['iban'])} · BIC {s['bic']}"], size='6.6pt')
    css = base_css('16mm 16mm 20mm 16mm', boxes) + """
.top td { vertical-align: top; line-height: 1.5; }
h1 { font-size: 22pt; font-weight: normal; margin: 0 0 5mm; letter-spacing: 1px; }
.mid .l { font-weight: bold; font-size: 8pt; }
.mid div { margin-bottom: 3mm; }
.seller { line-height: 1.5; }
.lines { margin-top: 14mm; }
.lines th { font-size: 8pt; text-align: left; border-bottom: 1px solid #333; padding: 1.2mm 2mm; }
.lines th.num { text-align: right; }
.lines td { padding: 2mm 2mm; border-bottom: 0.3px solid #ccc; }
.totals { margin: 3mm 0 0 auto; }
.totals td { padding: 1.2mm 2mm 1.2mm 12mm; }
.totals tr.total td { font-weight: bold; font-size: 11pt; border-top: 1.5px solid #333; }
"""
    rows = ''.join(f"<tr><td>{e(line['text'])}</td><td class=num>{qty(line['qty'], False)}</td>"
                   f"<td class=num>{en(line['price'])}</td><td class=num>{rate_text(line['rate'], False)}%</td>"
                   f"<td class=num>{en(line['amount'])}</td></tr>" for line in f['lines'])
    totals = [('', 'Subtotal', money(f['net']))]
    totals += [('', f'TOTAL VAT {rate_text(rate, False)}%', money(tax)) for rate, (base, tax) in f['per_rate'].items()]
    if len(f['per_rate']) > 1:
        totals.append(('', 'TOTAL VAT', money(f['tax'])))
    totals.append(('total', 'TOTAL EUR', money(f['gross'])))
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:45%"><h1>CREDIT NOTE</h1><b>{e(c['name'])}</b><br>{address(c['address'])}<br>{c['vat_printed']}</td>
<td class="mid" style="width:22%"><div><span class="l">Date</span><br>{f['date']}</div>
<div><span class="l">Credit Note Number</span><br>{e(f['number'])}</div>
<div><span class="l">Reference</span><br>{e(f['original'])}</div></td>
<td class="seller">{logo(s['colour'], s['shape'])}<br><b>{e(s['name'])}</b><br>{e(s['street'])}<br>{e(s['town'])}
<br>{s['phone']}<br>{s['mail']}</td></tr></table>
<table class="lines"><thead><tr><th>Description</th><th class=num>Quantity</th><th class=num>Unit Price</th>
<th class=num>VAT</th><th class=num>Amount EUR</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">{''.join(f"<tr class='{cls}'><td>{label}</td><td class=num>{value}</td></tr>"
                               for cls, label, value in totals)}</table>
<p style="margin-top:12mm;line-height:1.6">This credit note has been applied against invoice {e(f['original'])}
dated {f['original_date']}. Any balance in your favour will be refunded to the account from which you paid.</p>"""
    return document('en', css, body)


def page_ie_letter(f):
    """A consultant's invoice from a word processor: the heading in two lines at the top left ("Invoice" over the
    number), the seller at the top right, "Bill To", a label–value list with "PO Number" and "Due Date", a table whose
    last row is "Total" under "Net", "VAT 23%" and "Gross", "Amount Due", the bank and a payment reference; the
    registration in the page's foot."""
    s, c = f['seller'], f['customer']
    money = MONEY[f['money']]
    boxes = multi_box('bottom-center', [f"{s['name']} · Registered in Ireland · CRO No. {s['cro']} · "
                                        f"{s['vat_printed']}", f"{s['street']}, {s['town']}"], align='center')
    css = base_css('18mm 18mm 18mm 18mm', boxes, size='9.2pt') + f"""
.top td {{ vertical-align: top; line-height: 1.5; }}
h1 {{ font-size: 26pt; font-weight: bold; margin: 0; color: {s['colour']}; line-height: 1.1; }}
h1 span {{ display: block; font-size: 12pt; font-weight: normal; color: #444; }}
.label {{ font-size: 8pt; text-transform: uppercase; letter-spacing: 0.6px; color: {s['colour']}; }}
.meta td {{ padding: 0.8mm 0 0.8mm 6mm; }}
.meta td:first-child {{ font-weight: bold; }}
.lines {{ margin-top: 10mm; }}
.lines th {{ font-size: 8.3pt; text-align: right; border-bottom: 1.5px solid {s['colour']}; padding: 1.5mm 2mm; }}
.lines th:first-child {{ text-align: left; }}
.lines td {{ padding: 2mm 2mm; border-bottom: 0.3px solid #ccc; }}
.lines tr.total td {{ font-weight: bold; border-top: 1.5px solid {s['colour']}; border-bottom: none; }}
.due {{ margin-top: 6mm; font-size: 13pt; font-weight: bold; text-align: right; }}
.pay {{ margin-top: 8mm; line-height: 1.6; border-left: 3px solid {s['colour']}; padding-left: 4mm; }}
"""
    rate = next(iter(f['per_rate']))
    meta = [('Invoice Date:', f['date']), ('PO Number:', e(f['order'])), ('Payment Terms:', f"{f['due_days']} days"),
            ('Due Date:', f['due'])]
    rows = ''.join(f"<tr><td>{e(line['text'])}<br><span class='small'>{qty(line['qty'], False)} {line['unit']} × "
                   f"{money(line['price'])}</span></td><td class=num>{money(line['amount'])}</td>"
                   f"<td class=num>{money(line['vat'])}</td><td class=num>{money(line['amount'] + line['vat'])}</td>"
                   f"</tr>" for line in f['lines'])
    rows += (f"<tr class='total'><td>Total</td><td class=num>{money(f['net'])}</td><td class=num>{money(f['tax'])}</td>"
             f"<td class=num>{money(f['gross'])}</td></tr>")
    body = f"""
<table class="top" style="width:100%"><tr>
<td><h1>Invoice<span>No. {e(f['number'])}</span></h1></td>
<td style="text-align:right">{logo(s['colour'], s['shape'])}<br><b>{e(s['name'])}</b><br>{e(s['street'])}<br>
{e(s['town'])}<br>{s['phone']}<br>{s['mail']}</td></tr></table>
<table class="top" style="width:100%;margin-top:10mm"><tr>
<td><div class="label">Bill To</div><b>{e(c['name'])}</b><br>{address(c['address'])}<br>{c['vat_printed']}</td>
<td><table class="meta" style="margin-left:auto">
{''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in meta)}</table></td></tr></table>
<table class="lines"><thead><tr><th>Description</th><th>Net</th><th>VAT {rate_text(rate, False)}%</th><th>Gross</th>
</tr></thead><tbody>{rows}</tbody></table>
<div class="due">Amount Due: {money(f['gross'])}</div>
<div class="pay"><b>Payment by bank transfer</b><br>Account name: {e(s['name'])}<br>Bank: {e(s['bank'])}<br>
IBAN: {stdnum_iban.format(f['iban'])} &nbsp; BIC: {s['bic']}<br>Payment reference: <b>{f['reference_printed']}</b></div>
<p style="margin-top:8mm">Thank you for your business.<br>{e(s['person'])}</p>"""
    return document('en', css, body)


Pages = {'be_software': page_be_software, 'be_online': page_be_online, 'be_letter': page_be_letter,
         'at_erp': page_at_erp, 'at_online': page_at_online, 'at_letter': page_at_letter,
         'ie_sage': page_ie_sage, 'ie_online': page_ie_online, 'ie_letter': page_ie_letter}
Layouts = {
    'be_software': 'desktop accounting software: letterhead at the {side}, customer in the envelope window, the '
                   'document data in a row of boxes with labels above values, lines table with two-line headings, '
                   'VAT recap beside stacked totals, structured communication in a framed payment block, register '
                   'and page number in the foot',
    'be_online': 'online invoicing service: title large at the top left over the number, customer beside a '
                 'label–value list, light lines table, stacked totals list, seller details in three columns in the '
                 'foot',
    'be_letter': 'letter-style invoice from a word processor: serif letterhead {side}, place and date written out, '
                 'salutation, lines table whose last row is the total under net, VAT and gross columns, payment in '
                 'a sentence, closing; register and bank in the foot',
    'at_erp': 'ERP print with ruled boxes: sender line above the window, ruled information box at the right, '
              '"RECHNUNG", number and date repeated at the top of each page, ruled table with article numbers, '
              '"Summe netto" and VAT per rate "von EUR …", '
              '"Rechnungsbetrag", Skonto terms; firm, Firmenbuch and bank in three columns in the foot',
    'at_online': 'online invoicing service: seller at the top right, customer at the left, heading in two lines '
                 '("Rechnungskorrektur" over the number), label–value list, table with net, VAT and gross per line '
                 'and a "Summe" row under them; register and bank in the foot',
    'at_letter': 'craftsman\'s letter-style invoice from a word processor: letterhead centred, customer left, place '
                 'and date right, "Rechnung" over a label–value list, table of positions, "Nettobetrag", "zzgl. 20 % '
                 'USt.", "Gesamtbetrag", "Zahlungsziel: 14 Tage netto"; register and bank in the foot',
    'ie_sage': 'Sage 50 Accounts layout: seller top left, "INVOICE" top right over ruled boxes (Invoice No., '
               'Invoice/Tax Date, Account Ref, Order No.), "Invoice Address" and "Deliver To" boxes, ruled table with '
               'Disc %, Net Amt, VAT % and VAT per line, "VAT Analysis" beside totals boxes ending in "Amount Due", '
               '"Payment Terms: 30 days"; CRO number in the foot',
    'ie_online': 'online accounting service: "CREDIT NOTE" top left over the customer, Date / Credit Note Number / '
                 'Reference in a middle column with labels above values, seller top right, "Subtotal", "TOTAL VAT" '
                 'per rate, "TOTAL EUR"; registration and bank in the foot',
    'ie_letter': 'consultant\'s invoice from a word processor: heading in two lines ("Invoice" over the number), '
                 'seller top right, "Bill To" and a label–value list with PO Number and Due Date, lines table whose '
                 'last row is "Total" under Net, VAT 23% and Gross, "Amount Due", bank and payment reference',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days (None: no due
# date), whether the due date is printed, the order's pattern, a structured communication, credit note, variants,
# the seller, the customer, the lines (catalogue and count, or a builder), and the pages it should run to.
Plan = [
    dict(language='nl', layout='be_software', number='VF{yy}-{n:05d}', dates='slash', money='eur_after', due=30,
         order='B{yy}/{d3}', reference=True, seller_right=False, pages=1,
         seller=dict(name='Koffiebranderij De Zwarte Boon BV', short='De Zwarte Boon',
                     tagline='Versgebrande koffie · Thee · Horecamateriaal', street='Industrieweg 118',
                     town='9032 Wondelgem', phone='09 555 21 70', mail='info@dezwarteboon.be',
                     web='www.dezwarteboon.be', register='RPR Gent, afdeling Gent', bank='001', colour='#6b3f1d',
                     shape='circle', vat='BTW {BE_spaced}', enterprise_label='Ondernemingsnummer'),
         customer=dict(name="Brasserie 't Pleintje BV", address=['Vrijdagmarkt 23', '9000 Gent'],
                       vat='{BE_spaced}'),
         items=[('KB-ESP1', 'Koffiebonen Espresso Blend, 1 kg', 'kg', 1650, 2150, 6, [6, 10, 12, 20]),
                ('KB-ETH1', 'Koffiebonen Single Origin Ethiopië, 1 kg', 'kg', 2200, 2800, 6, [2, 3, 5]),
                ('KG-DEC5', 'Cafeïnevrije koffie gemalen, 500 g', 'st', 850, 1100, 6, [2, 4]),
                ('TH-BIO1', 'Biologische thee, assortiment (doos 100 zakjes)', 'doos', 1450, 1900, 6, [1, 2, 3]),
                ('SU-RIET', 'Rietsuikerstaafjes 4 g (doos 1000)', 'doos', 1900, 2400, 6, [1, 2]),
                ('KO-SPEC', 'Speculoos individueel verpakt (doos 300)', 'doos', 2400, 2900, 6, [1, 2]),
                ('SV-KOP9', 'Espressokopjes porselein met schotel', 'st', 390, 590, 21, [12, 24]),
                ('OH-ONTK', 'Ontkalker voor espressomachines, 1 l', 'st', 1450, 1900, 21, [2, 3]),
                ('DI-ONDH', 'Onderhoud espressomachine (forfait)', 'st', 9500, 14500, 21, [1]),
                ('SV-MLK6', 'Melkopschuimkan inox 0,6 l', 'st', 1800, 2500, 21, [2, 4])],
         count=7, always=2),
    dict(language='nl', layout='be_online', number='CN-{y}-{n:04d}', dates='nl', money='eur_before', due=None,
         order=None, reference=False, credit=True, band=False, pages=1, title='Creditnota',
         seller=dict(name='Pixelwerf BV', short='Pixelwerf', tagline='Websites · Webshops · Hosting',
                     street='Doorniksesteenweg 214', town='8500 Kortrijk', phone='056 55 48 20',
                     mail='hallo@pixelwerf.be', web='www.pixelwerf.be', register='RPR Gent, afdeling Kortrijk',
                     bank='363', colour='#0d9488', shape='squares', vat='BTW {BE_compact_dotted}'),
         customer=dict(name='Fietsen Verhaeghe NV', address=['Meensesteenweg 77', '8501 Heule'],
                       vat='BTW-nr.: {BE_spaces}'),
         items=[('', 'Creditering hostingpakket Business, {period}', 'mnd', 3900, 5900, 21, [3, 6]),
                ('', 'Terugbetaling SEO-audit (niet uitgevoerd)', 'st', 45000, 65000, 21, [1]),
                ('', 'Creditering extra e-mailaccounts, {period}', 'st', 300, 500, 21, [5, 10])],
         count=3),
    dict(language='nl', layout='be_letter', number='{y}/{n:03d}', dates='nl', money='eur_after', due=30,
         due_printed=False, order=None, reference=False, centred=False, pages=1,
         seller=dict(name='Architectenbureau Claes & Peeters BV', short='Claes & Peeters',
                     tagline='Architectuur · Renovatie · Interieur', street='Mechelsesteenweg 64',
                     town='2018 Antwerpen', phone='03 555 71 12', mail='bureau@claes-peeters.be',
                     register='RPR Antwerpen, afdeling Antwerpen', bank='068', colour='#334155', shape='roof',
                     vat='BTW {BE_spaced}', place='Antwerpen, {date}', person='ir.-arch. Sofie Claes'),
         customer=dict(name='Immo Scheldezicht BV', address=['Scheldekaai 12 bus 3', '2000 Antwerpen'],
                       vat='BTW {BE_spaced}'),
         items=[('', 'Ereloon voorontwerp renovatie kantoorgebouw Scheldekaai 12', '', 280000, 420000, 21, [1]),
                ('', 'Ereloon dossier omgevingsvergunning', '', 190000, 260000, 21, [1]),
                ('', 'Werfopvolging: {visits} werfbezoeken', '', 0, 0, 21, [1]),
                ('', 'Verplaatsingskosten en afdrukken plannen', '', 8500, 16000, 21, [1])],
         count=4, about='Renovatie kantoorgebouw Scheldekaai 12, 2000 Antwerpen'),
    dict(language='fr', layout='be_software', number='FAC/{y}/{n:05d}', dates='slash', money='eur_after', due=30,
         order='CMD-{d5}', reference=True, seller_right=True, pages=2, builder='building',
         seller=dict(name='Lemaire Matériaux SRL', short='Lemaire Matériaux',
                     tagline='Matériaux de construction · Quincaillerie · Outillage', street='Rue de la Station 45',
                     town='5060 Sambreville', phone='071 55 32 80', mail='ventes@lemaire-materiaux.be',
                     web='www.lemaire-materiaux.be', register='RPM Liège, division Namur', bank='732',
                     colour='#b45309', shape='roof', vat='TVA {BE_spaced}', enterprise_label="Numéro d'entreprise"),
         customer=dict(name='Construction Ledoux SA', address=['Chaussée de Charleroi 231', '5030 Gembloux'],
                       vat='{BE_compact_dotted}'),
         items=None, count=32),
    dict(language='fr', layout='be_online', number='F{y}{n:04d}', dates='fr', money='eur_before', due=15,
         order=None, reference=True, credit=False, band=True, pages=1, title='Facture', builder='catering',
         seller=dict(name='Traiteur Les Saveurs de Meuse SRL', short='Les Saveurs de Meuse',
                     tagline='Traiteur · Réceptions · Walking dinners', street='Quai de la Dérivation 18',
                     town='4020 Liège', phone='04 555 63 19', mail='contact@saveursdemeuse.be',
                     web='www.saveursdemeuse.be', register='RPM Liège, division Liège', bank='103',
                     colour='#9f1239', shape='circle', vat="N° d'entreprise / TVA : {BE_spaced}"),
         customer=dict(name='Lumitech Solutions SA', address=['Rue Louvrex 95', '4000 Liège'],
                       vat='TVA : {BE_spaced}'),
         items=None, count=0),
    dict(language='fr', layout='be_letter', number='{y}-{n:03d}', dates='fr', money='eur_after', due=30,
         due_printed=True, order='BC {y}/{d4}', reference=True, centred=True, pages=1, day=1,
         seller=dict(name='Jardins Delvaux SRL', short='Jardins Delvaux', tagline='Création et entretien de jardins',
                     street='Rue des Pépinières 7', town='5000 Namur', phone='081 55 27 44',
                     mail='info@jardins-delvaux.be', register='RPM Liège, division Namur', bank='973',
                     colour='#15803d', shape='circle', vat='TVA : {BE_compact_dotted}', place='Namur, le {date}',
                     person='Marc Delvaux, gérant'),
         customer=dict(name='Immobilière du Val Mosan SA', address=['Avenue de la Plante 21', '5000 Namur'],
                       vat='N° TVA : {BE_spaced}'),
         items=[('', 'Haie de charmes, plants 80/100 cm', 'pc', 350, 550, 6, [40, 60, 80]),
                ('', 'Arbres tiges érables champêtres 10/12', 'pc', 9500, 14000, 6, [3, 4, 6]),
                ('', 'Vivaces et graminées assorties (godet 9 cm)', 'pc', 290, 450, 6, [60, 100]),
                ('', 'Main-d’œuvre : préparation du sol et plantation', 'h', 4200, 5200, 21, [16, 24, 32]),
                ('', 'Évacuation des déchets verts (forfait)', 'forfait', 9000, 15000, 21, [1])],
         count=5, about='Aménagement des abords, Résidence du Parc, Namur', order_label='Votre commande'),
    dict(language='de', layout='at_erp', number='RE-{y}-{n:05d}', dates='dot', money='EUR', due=30,
         skonto=(8, 2), order='B-{y}-{d4}', reference=False, pages=2, builder='gastro',
         seller=dict(name='Gastro-Großhandel Pichler GmbH', short='Pichler Gastro',
                     tagline='Lebensmittel · Getränke · Gastronomiebedarf', street='Salzburger Straße 210',
                     town='4600 Wels', phone='+43 7242 555 310', mail='office@pichler-gastro.at',
                     court='Landesgericht Wels', seat='Wels', bank='Raiffeisenlandesbank Oberösterreich',
                     blz='34000', bic='RZOOAT2L', colour='#1d4ed8', shape='squares', vat='UID-Nr.: {AT}',
                     clerk='Fr. Leitner'),
         customer=dict(name='Hotel Gasthof Zur Post GmbH', address=['Marktplatz 4', '4810 Gmunden'], vat='{AT}'),
         items=None, count=34),
    dict(language='de', layout='at_online', number='RK-{y}-{n:03d}', dates='dot', money='eur_before', due=None,
         order=None, reference=False, credit=True, negative=True, pages=1,
         seller=dict(name='Bergweg Digital GmbH', short='Bergweg Digital', tagline='Webshops · Online-Marketing',
                     street='Museumstraße 22', town='6020 Innsbruck', phone='+43 512 555 804',
                     mail='office@bergweg.at', web='www.bergweg.at', court='Landesgericht Innsbruck',
                     bank='Hypo Tirol Bank', blz='57000', bic='HYPTAT22', colour='#7c3aed', shape='bolt',
                     vat='UID: {AT_spaced}', person='Lukas Pfurtscheller'),
         customer=dict(name='Sportartikel Huber GmbH', address=['Dorfstraße 41', '6344 Walchsee'],
                       vat='UID-Nr. {AT}'),
         items=[('', 'Webshop-Wartung Paket M, {period}', 'Mon.', 24000, 32000, 20, [-1, -2]),
                ('', 'Nicht in Anspruch genommene Supportstunden', 'Std.', 8500, 9500, 20, [-3, -4, -5]),
                ('', 'Lizenz Shop-Erweiterung „Gutscheine“ (anteilig)', 'Stk.', 9000, 15000, 20, [-1])],
         count=3),
    dict(language='de', layout='at_letter', number='{n}/{y}', dates='at', money='eur_before', due=14, due_printed=False,
         order='{y1}-{d3}', reference=False, pages=1, month=1,
         seller=dict(name='Tischlerei Hofer e.U.', short='Tischlerei Hofer',
                     tagline='Tischlermeister Johann Hofer · Möbel · Innenausbau · Küchen',
                     street='Kärntner Straße 318', town='8054 Graz', phone='0316 555 782',
                     mail='office@hofer-tischlerei.at',
                     court='Landesgericht für ZRS Graz', bank='Steiermärkische Sparkasse', blz='20815',
                     bic='STSPAT2GXXX', colour='#78350f', shape='roof', vat='UID-Nr. {AT}', place='Graz',
                     person='Johann Hofer'),
         customer=dict(name='Steuerberatung Mayr & Partner GmbH', address=['Joanneumring 12', '8010 Graz'],
                       vat='UID: {AT}'),
         items=[('', 'Empfangstheke Eiche massiv, geölt, nach Plan, inkl. Montage', 'Stk.', 380000, 520000, 20, [1]),
                ('', 'Büroschrank mit Schiebetüren, Dekor Weiß, 200 × 80 × 45 cm', 'Stk.', 95000, 130000, 20,
                 [2, 3]),
                ('', 'Wandregal Eiche massiv, 180 cm', 'Stk.', 28000, 36000, 20, [2, 4]),
                ('', 'Montagearbeiten vor Ort', 'Std.', 6200, 7200, 20, [8, 12, 16]),
                ('', 'Anfahrt und Transport', 'pausch.', 9000, 14000, 20, [1])],
         count=5, about='Einrichtung Empfang und Büros, Joanneumring 12, 8010 Graz'),
    dict(language='en', layout='ie_sage', number='{n5}', dates='slash', money='eur_en', due=30, due_printed=False,
         order='PO-{d5}', reference=False, pages=2, builder='cleaning',
         seller=dict(name='Brightwater Facility Services Ltd', short='Brightwater',
                     street='Unit 7, Kilbarry Business Park', town='Dublin Hill, Cork T23 X9K4',
                     phone='021 455 7120', mail='accounts@brightwater.ie', bank='AIB, South Mall, Cork',
                     bank_code=('AIBK', '93'), bic='AIBKIE2D', colour='#0369a1', shape='circle',
                     vat='VAT No. {IE}', directors='D. Murphy, A. O’Sullivan'),
         customer=dict(name='Harbour View Dental Ltd', address=['14 South Mall', 'Cork T12 R6K2'],
                       vat='Customer VAT No.: {IE}'),
         items=None, count=0),
    dict(language='en', layout='ie_online', number='CN-{n:04d}', dates='en_short', money='eur_en', due=None,
         order=None, reference=False, credit=True, pages=1,
         seller=dict(name='Liffey Print & Publishing Ltd', short='Liffey Print',
                     street='Unit 4, Grand Canal Business Centre', town='Dublin 8, D08 K7X2',
                     phone='+353 1 555 3921', mail='accounts@liffeyprint.ie', bank='Bank of Ireland',
                     bank_code=('BOFI', '90'), bic='BOFIIE2D', colour='#1e3a8a', shape='squares',
                     vat='VAT Number: {IE_spaced}'),
         customer=dict(name='Shannonside Tourism Ltd', address=['The Granary, Michael Street', 'Limerick V94 E2P3'],
                       vat='VAT No. {IE}'),
         items=[('', 'Brochure "Discover the Shannon" A4, 24 pp – credit for reprint (colour fault)', '', 85, 120,
                 23, [1000, 1500]),
                ('', 'Annual subscription "Irish Hospitality Review" – cancelled, remaining 8 issues', '', 3600, 4800,
                 9, [2, 3]),
                ('', 'Courier delivery, Dublin – Limerick', '', 2500, 4500, 23, [1])],
         count=3),
    dict(language='en', layout='ie_letter', number='KDC-{y}-{n:03d}', dates='en', money='eur_en', due=30,
         due_printed=True, order='4500{d6}', reference=True, pages=1,
         seller=dict(name='Kennedy Data Consulting Ltd', short='Kennedy Data',
                     street='Unit 3, Galway Technology Park', town='Parkmore, Galway H91 P2DK',
                     phone='+353 91 555 407', mail='orla@kennedydata.ie', bank='PTSB, Eyre Square, Galway',
                     bank_code=('IPBS', '99'), bic='IPBSIE2D', colour='#0f766e', shape='bolt',
                     vat='VAT Reg. No. {IE}', second='A', person='Orla Kennedy'),
         customer=dict(name='Corrib Software Solutions Ltd',
                       address=['Block B, Liosbán Business Park', 'Tuam Road, Galway H91 XK2C'], vat='VAT No: {IE}'),
         items=[('', 'Data warehouse migration – consultancy', 'days', 65000, 85000, 23, [4, 6, 8]),
                ('', 'Power BI dashboard development', 'days', 60000, 75000, 23, [2, 3]),
                ('', 'Workshop: data governance for the finance team (half day)', 'session', 45000, 60000, 23, [1]),
                ('', 'Documentation and handover', 'hours', 9000, 11000, 23, [4, 6])],
         count=4),
]

# The builders' merchant's goods, per delivery note ("BL").
Materials = [('CIM-325', 'Ciment Portland CEM II/B-M 32,5 R, sac 25 kg', 'sac', 690, 890, [10, 20, 40]),
             ('SAB-02', 'Sable de rivière 0/2 lavé, big bag 1 t', 'pc', 5200, 6900, [1, 2]),
             ('BLC-14', 'Bloc béton creux 39x19x14 cm', 'pc', 145, 210, [60, 120, 200]),
             ('BLC-19', 'Bloc béton creux 39x19x19 cm', 'pc', 185, 260, [60, 120]),
             ('PLQ-125', 'Plaque de plâtre 12,5 mm 260x120 cm', 'pc', 690, 920, [20, 30, 40]),
             ('PRF-C48', 'Profilé métallique C 48 mm, 3 m', 'pc', 310, 450, [20, 40]),
             ('LDV-100', 'Laine de verre 100 mm, rouleau 6 m²', 'rl', 2900, 3900, [6, 10, 14]),
             ('MCO-C2', 'Mortier-colle flexible C2 TE, sac 25 kg', 'sac', 1690, 2290, [5, 10]),
             ('VIS-325', 'Vis plaque de plâtre 3,5x25 (boîte 1000)', 'bte', 1190, 1690, [1, 2, 3]),
             ('CHV-08', 'Chevilles nylon 8 mm (boîte 100)', 'bte', 590, 890, [2, 4]),
             ('TRL-150', 'Treillis d’armature 150x150x6 mm, 3,6x2 m', 'pc', 2100, 2900, [6, 10, 15]),
             ('PLC-22', 'Planche de coffrage sapin 22x150 mm, 4 m', 'pc', 690, 950, [20, 30]),
             ('FLM-02', 'Film polyéthylène 0,2 mm, rouleau 4x25 m', 'rl', 4500, 5900, [1, 2]),
             ('ENJ-20', 'Enduit de jointoiement, seau 20 kg', 'pc', 2200, 2900, [2, 4]),
             ('PVC-110', 'Tuyau PVC évacuation Ø 110 mm, 3 m', 'pc', 1300, 1800, [4, 6, 10]),
             ('GNT-NIT', 'Gants de travail nitrile (paire)', 'pr', 250, 390, [12, 24])]
# The wholesaler's goods for a hotel's kitchen and bar: food at 10%, drinks and the rest at 20%.
Gastro = [('10120', 'Mehl glatt Type W480, 10 kg', 'Sack', 890, 1190, 10, [2, 3, 4]),
          ('10134', 'Kristallzucker, 1 kg', 'Stk', 99, 139, 10, [10, 20]),
          ('10151', 'Staubzucker, 1 kg', 'Stk', 149, 199, 10, [5, 10]),
          ('10210', 'Rapsöl raffiniert, 10 l', 'Kan', 2290, 2890, 10, [1, 2]),
          ('10315', 'Teebutter 250 g (Karton 40)', 'Kt', 7900, 9900, 10, [1, 2]),
          ('10322', 'Eier Bodenhaltung Gr. M (Tasse 30)', 'Ta', 690, 890, 10, [4, 6, 10]),
          ('10340', 'Schlagobers 36 %, 1 l', 'Stk', 390, 520, 10, [12, 24]),
          ('10342', 'Vollmilch 3,5 %, 1 l', 'Stk', 119, 159, 10, [24, 36]),
          ('10355', 'Topfen 20 %, 1 kg', 'Stk', 390, 520, 10, [4, 6]),
          ('10410', 'Emmentaler am Stück', 'kg', 1290, 1590, 10, ['2.5', '5']),
          ('10432', 'Beinschinken gekocht', 'kg', 1390, 1790, 10, ['2.5', '4']),
          ('10440', 'Selchspeck', 'kg', 1190, 1490, 10, ['1.5', '3']),
          ('10455', 'Frankfurter Würstel, 1 kg', 'Pkg', 990, 1290, 10, [3, 5]),
          ('10470', 'Kalbsschnitzel', 'kg', 3290, 3890, 10, ['4', '6.5']),
          ('10472', 'Schweinskarree ohne Knochen', 'kg', 990, 1290, 10, ['5', '8']),
          ('10510', 'Erdäpfel festkochend, 10 kg', 'Sack', 690, 990, 10, [3, 5]),
          ('10515', 'Zwiebeln gelb, 5 kg', 'Sack', 390, 590, 10, [2, 3]),
          ('10522', 'Paradeiser Rispen', 'kg', 290, 420, 10, [5, 8]),
          ('10530', 'Karfiol', 'Stk', 199, 299, 10, [6, 10]),
          ('10533', 'Häuptelsalat', 'Stk', 89, 139, 10, [12, 20]),
          ('10610', 'Marillenmarmelade, Eimer 3 kg', 'Stk', 1490, 1890, 10, [1, 2]),
          ('10625', 'Kürbiskernöl g.g.A., 1 l', 'Fl', 1890, 2490, 10, [2, 3]),
          ('10640', 'Semmelbrösel, 1 kg', 'Stk', 249, 349, 10, [3, 5]),
          ('10642', 'Knödelbrot, 1 kg', 'Stk', 290, 390, 10, [4, 6]),
          ('10650', 'Reis parboiled, 5 kg', 'Stk', 890, 1190, 10, [1, 2]),
          ('10660', 'Germ, Würfel 42 g (Karton 50)', 'Kt', 1190, 1490, 10, [1]),
          ('20110', 'Mineralwasser prickelnd 0,33 l (Kiste 24)', 'Ki', 990, 1290, 20, [5, 10]),
          ('20120', 'Apfelsaft naturtrüb 1 l (Kiste 6)', 'Ki', 1190, 1490, 20, [3, 5]),
          ('20135', 'Kräuterlimonade 0,35 l (Kiste 24)', 'Ki', 1790, 2290, 20, [2, 4]),
          ('20210', 'Märzenbier 0,5 l (Kiste 20)', 'Ki', 2190, 2690, 20, [5, 8]),
          ('20310', 'Grüner Veltliner Qualitätswein, 0,75 l', 'Fl', 590, 890, 20, [12, 18]),
          ('20320', 'Zweigelt Qualitätswein, 0,75 l', 'Fl', 690, 990, 20, [12, 18]),
          ('30110', 'Servietten 3-lagig 40 x 40 (Karton 1000)', 'Kt', 2490, 3190, 20, [1, 2]),
          ('30125', 'Geschirrspülmittel Gewerbe, 10 l', 'Kan', 2890, 3690, 20, [1, 2]),
          ('30140', 'Alufolie 30 cm x 150 m', 'Rl', 1290, 1690, 20, [2, 3]),
          ('30142', 'Frischhaltefolie 45 cm x 300 m', 'Rl', 990, 1390, 20, [2, 3])]
# The cleaning firm's consumables (23%, less a discount) and periodic services (13.5%).
Consumables = [('Hand towels, V-fold, case 3,000', 'case', 2890, 3490, [4, 6, 8]),
               ('Toilet rolls, 2-ply, case 36', 'case', 2190, 2790, [3, 5]),
               ('Hand soap refill, 5 L', 'unit', 1190, 1590, [2, 4]),
               ('Bin liners, black, roll 50', 'roll', 590, 890, [6, 10]),
               ('Surface disinfectant spray, 750 ml', 'unit', 390, 590, [12, 24]),
               ('Nitrile gloves, box 100', 'box', 690, 990, [4, 6]),
               ('Microfibre cloths, colour-coded, pack 10', 'pack', 890, 1290, [3, 5]),
               ('Mop heads, looped, 400 g', 'unit', 490, 690, [6, 10]),
               ('Air freshener refills (box 12)', 'box', 1990, 2590, [1, 2])]
Periodic = [('Window cleaning – internal and external – South Mall', 'visit', 18000, 24000, [1]),
            ('Carpet deep clean, waiting room (m²)', 'm²', 450, 650, [45, 60]),
            ('Washroom hygiene units – monthly service', 'unit', 900, 1400, [4, 6]),
            ('Hard floor scrub and polish – Douglas Court (m²)', 'm²', 250, 380, [80, 120]),
            ('Deep clean of surgery rooms, after hours', 'room', 6500, 8500, [3, 4]),
            ('Sharps and clinical waste collection – Ballincollig', 'lift', 3500, 4800, [2])]


def make_line(code, text, unit, quantity, price, rate, disc=Decimal(0)):
    amount = (quantity * price * (100 - disc) / 100).quantize(CENT, ROUND_HALF_UP)
    return dict(code=code, text=text, unit=unit, qty=quantity, price=price, rate=rate, disc=disc, amount=amount,
                vat=(amount * Decimal(rate) / 100).quantize(CENT, ROUND_HALF_UP))


def lines_for(plan, issued, period):
    """The invoice's lines, from its catalogue (in the catalogue's order) or its builder."""
    builder = plan.get('builder')
    lines = []
    if builder == 'building':  # a month of deliveries to a building site, per delivery note
        notes = sorted(rng.sample(range(10000, 99999), 8))
        for note in notes:
            for code, text, unit, lo, hi, quantities in sorted(rng.sample(Materials, rng.randint(3, 5))):
                if len(lines) < plan['count'] - 1:
                    lines.append(make_line(code, f'BL {issued:%y}/{note} – {text}', unit,
                                           Decimal(rng.choice(quantities)), price_in(lo, hi), 21))
        lines.append(make_line('TRANSP', f'Livraison sur chantier, camion-grue ({len(notes)} livraisons)', 'pc',
                               Decimal(len(notes)), price_in(6500, 8500), 21))
    elif builder == 'catering':  # a walking dinner for a firm's guests
        guests = Decimal(rng.choice([60, 80, 120]))
        lines.append(make_line('', 'Walking dinner – 8 pièces salées par personne', 'pers.', guests,
                               price_in(3200, 4200), 12))
        lines.append(make_line('', 'Buffet de desserts et mignardises', 'pers.', guests, price_in(650, 950), 12))
        lines.append(make_line('', 'Forfait boissons : vins, bières, eaux et softs (4 h)', 'pers.', guests,
                               price_in(1400, 1900), 21))
        lines.append(make_line('', 'Location de vaisselle, verrerie et mange-debout', 'forfait', Decimal(1),
                               price_in(25000, 40000), 21))
        lines.append(make_line('', 'Personnel de service (maîtres d’hôtel)', 'h', Decimal(rng.choice([16, 20, 24])),
                               price_in(3800, 4500), 21))
    elif builder == 'gastro':  # a hotel's kitchen and bar, sorted by the article number
        for code, text, unit, lo, hi, rate, quantities in sorted(rng.sample(Gastro, plan['count'])):
            lines.append(make_line(code, text, unit, Decimal(str(rng.choice(quantities))), price_in(lo, hi), rate))
    elif builder == 'cleaning':  # a month's contract cleaning at two sites, periodic work and consumables
        first = issued.replace(day=1) - datetime.timedelta(days=1)
        monday = first.replace(day=1)
        monday += datetime.timedelta(days=(7 - monday.weekday()) % 7)
        weeks = []
        while monday.month == first.month:
            weeks.append(monday)
            monday += datetime.timedelta(days=7)
        for site, lo, hi in (('South Mall', 42000, 52000), ('Douglas Court', 26000, 34000),
                             ('Ballincollig', 18000, 24000)):
            weekly = price_in(lo, hi)
            for week in weeks:
                lines.append(make_line('', f'Contract cleaning – {site} – w/c {week:%d/%m/%Y}', 'week', Decimal(1),
                                       weekly, Decimal('13.5')))
        for text, unit, lo, hi, quantities in Periodic:
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi),
                                   Decimal('13.5')))
        for text, unit, lo, hi, quantities in Consumables:
            lines.append(make_line('', text, unit, Decimal(rng.choice(quantities)), price_in(lo, hi), 23,
                                   Decimal(rng.choice([0, 5, 10]))))
    else:
        always = plan.get('always', 0)
        chosen = list(range(always)) + sorted(rng.sample(range(always, len(plan['items'])), plan['count'] - always))
        for index in chosen:
            code, text, unit, lo, hi, rate, quantities = plan['items'][index]
            quantity = Decimal(str(rng.choice(quantities)))
            if '{visits}' in text:
                visits = rng.randint(5, 9)
                text, quantity, lo, hi = text.format(visits=visits), Decimal(1), visits * 18000, visits * 22000
            lines.append(make_line(code, text.format(period=period), unit, quantity, price_in(lo, hi), rate))
    return lines


def line_totals(lines):
    """The VAT per rate as the sum of the lines' rounded VAT (as a table with VAT per line adds it up)."""
    per_rate = {}
    for line in sorted(lines, key=lambda line: -line['rate']):
        base, tax = per_rate.get(line['rate'], (Decimal(0), Decimal(0)))
        per_rate[line['rate']] = (base + line['amount'], tax + line['vat'])
    net = sum(line['amount'] for line in lines)
    tax = sum(line['vat'] for line in lines)
    return per_rate, net, tax, net + tax


def previous_month_name(day, language):
    last = day.replace(day=1) - datetime.timedelta(days=1)
    names = AUSTRIAN_MONTHS if language == 'de' else MONTHS[language]
    return f'{names[last.month - 1]} {last.year}'


# --- The invoices ----------------------------------------------------------------------------------------------------

COUNTRY = {'nl': 'BE', 'fr': 'BE', 'de': 'AT', 'en': 'IE'}
PER_LINE_VAT = {'be_letter', 'at_online', 'ie_sage', 'ie_letter'}


def vat_forms(country, second=''):
    """A VAT number and its printed forms, keyed as the plan's patterns name them."""
    if country == 'BE':
        number = enterprise_number()
        return 'BE' + number, number, {'BE_spaced': f'BE {dotted(number)}', 'BE_compact_dotted': f'BE{dotted(number)}',
                                       'BE_spaces': f'BE {number[:4]} {number[4:7]} {number[7:]}'}
    if country == 'AT':
        number = austrian_uid()
        return number, None, {'AT': number, 'AT_spaced': f'ATU {number[3:]}'}
    number = irish_vat(second)
    return number, None, {'IE': number, 'IE_spaced': f'IE {number[2:]}'}


os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout = plan['language'], plan['layout']
    country = COUNTRY[language]
    issued = made.invoice_date()
    if plan.get('month'):
        issued = issued.replace(month=plan['month'], day=min(issued.day, 28))
    if plan.get('day'):
        issued = issued.replace(day=plan['day'])
    small = layout in ('be_letter', 'at_letter', 'ie_letter') or plan.get('credit')
    n = max(2, int(issued.timetuple().tm_yday * (rng.uniform(0.03, 0.09) if small else rng.uniform(0.6, 3.0))))
    number = plan['number'].format(y=issued.year, yy=f'{issued:%y}', n=n, n5=10000 + n * 7)
    period = previous_month_name(issued, language)

    # The seller and the customer, with their valid numbers.
    s = dict(plan['seller'])
    seller_vat, enterprise, forms = vat_forms(country, s.get('second', ''))
    s['vat_printed'] = s['vat'].format(**forms)
    s['enterprise'] = enterprise
    if country == 'BE':
        iban, s['bic'] = belgian_iban(s['bank'])
    elif country == 'AT':
        iban = made.austrian_iban(s['blz'])
        s['fn'] = firmenbuchnummer()
    else:
        iban = irish_iban(*s['bank_code'])
        s['cro'] = str(rng.randint(180000, 720000))
    c = dict(plan['customer'])
    buyer_vat, _, buyer_forms = vat_forms(country)
    c['vat_printed'] = c['vat'].format(**buyer_forms)

    lines = lines_for(plan, issued, period)
    if layout in PER_LINE_VAT:
        per_rate, net, tax, gross = line_totals(lines)
    else:
        per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines])
    assert net == sum(line['amount'] for line in lines)
    assert (gross < 0) == plan.get('negative', False)

    def show(day):
        return date_text(day, plan['dates'])

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', y1=issued.year - 1, d3=digits(3), d4=digits(4),
                                 d5=digits(5), d6=digits(6)) if plan['order'] else None
    reference, reference_printed = (None, None)
    if plan['reference']:
        if country == 'BE':
            reference, reference_printed = structured_communication()
        else:
            reference = reference_printed = f'KDC{issued.year}{n:03d}'
    original_day = issued - datetime.timedelta(days=rng.randint(20, 60))
    original = {'nl': f'{original_day.year}-{rng.randint(200, 400):04d}',
                'de': f'RE-{original_day.year}-{rng.randint(80, 160):04d}',
                'en': f'INV-{rng.randint(4000, 5000)}', 'fr': None}[language]
    facts = dict(
        language=language, seller=s, customer=c, number=number, date=show(issued),
        due=show(due_day) if due_day else None, due_days=plan['due'], order=order,
        order_label=plan.get('order_label'), client_code=f'{rng.randint(1, 9)}{digits(4)}', lines=lines,
        per_rate=per_rate, net=net, tax=tax, gross=gross, money=plan['money'], iban=iban,
        reference_printed=reference_printed, seller_right=plan.get('seller_right', False),
        credit=plan.get('credit', False), band=plan.get('band', False), title=plan.get('title'),
        original=original, original_date=show(original_day), centred=plan.get('centred', False),
        about=plan.get('about'), agreement=show(issued - datetime.timedelta(days=rng.randint(90, 200))),
        period=period, delivery=show(issued - datetime.timedelta(days=1)),
        delivery_note=f'LS {issued:%y}{digits(5)}', order_date=show(issued - datetime.timedelta(days=70)),
        deliver_to=['Harbour View Dental – all sites', '14 South Mall, Cork', 'Douglas Court, Douglas, Cork',
                    'Main Street, Ballincollig, Co. Cork'],
    )
    if plan.get('skonto'):
        days, percent = plan['skonto']
        facts.update(skonto_date=show(issued + datetime.timedelta(days=days)), skonto_rate=percent,
                     skonto=(gross * percent / 100).quantize(CENT, ROUND_HALF_UP))

    base = f'be-at-ie-{index + 1:02d}-{language}'
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = ' '.join(printed.replace('\u00a0', ' ').split())
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], s['vat_printed'], c['name'], c['vat_printed'], money(net),
                money(tax), money(gross)]
    if due_day:
        expected.append(facts['due'] if plan.get('due_printed', True) else
                        {'nl': 'binnen 30 dagen', 'de': f"{plan['due']} Tage netto",
                         'en': f"Payment Terms: {plan['due']} days"}[language])
    expected += [value for value in (order, reference_printed) if value]
    for value in expected:
        assert value in flat, (base, value)
    assert iban in printed.replace(' ', ''), (base, iban)
    assert seller_vat[2:] in flat.replace(' ', '').replace('.', ''), (base, seller_vat)
    assert buyer_vat[2:] in flat.replace(' ', '').replace('.', ''), (base, buyer_vat)
    # The numbers' check digits.
    assert stdnum_iban.is_valid(iban)
    if country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and be_iban.is_valid(iban)
        if reference:
            assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed.startswith('+++')
    elif country == 'AT':
        assert at_uid.is_valid(seller_vat) and at_uid.is_valid(buyer_vat) and at_businessid.is_valid(s['fn'])
        assert fn_letter(s['fn'][3:-1]) == s['fn'][-1] and s['fn'] in flat
    else:
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and s['cro'] in flat
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    description = Layouts[layout].format(side='top right' if plan.get('seller_right') else 'top left')
    if layout == 'be_letter':
        description = Layouts[layout].format(side='centred, customer at the right' if plan.get('centred') else
                                             'at the top right, customer at the left')
    if layout == 'be_online':
        description += ('; a credit note ("Creditnota"), the seller only in the foot, amounts positive'
                        if plan.get('credit') else '; the seller\'s name also in a coloured band at the top')
    if layout == 'at_online':
        description += '; a credit note with negative quantities and amounts'
    if layout == 'ie_online':
        description += '; a credit note, amounts positive'
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    if len(per_rate) > 1:
        rates = [rate_text(rate, country != 'IE') + '%' for rate in per_rate]
        description += f"; VAT at {' and '.join(rates)}"
    if plan.get('skonto'):
        description += '; Skonto terms (DueDate is the net date)'
    if due_day and not plan.get('due_printed', True):
        description += f"; due date not printed, computed from the {plan['due']} days' terms"
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency='EUR', net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=None, order=order, reference=reference,
        buyer={'Name': c['name'], 'VatNumber': buyer_vat}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages')
