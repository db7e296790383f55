"""Prints invoices that a finance team gets not as a designed PDF but as a web page printed by the browser, or as the
PDF a web shop, marketplace, subscription service or ordering portal makes, in Dutch, English, German and French,
through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding the invoice's own fields
among the text around it that is not the invoice's: the browser's print date and time, the page's title and address
with its own id and "1/2", the portal's menus, "Ingelogd als …", buttons, breadcrumbs and cookie notice, the order's
number and date, shipping dates and tracking numbers, customer, contract and subscription ids, billing periods,
"paid on" dates, a marketplace's name and company beside the seller's.

The situations, one per invoice as its main theme:
- `nl_water_portal`: a Dutch drinking-water company's business portal printed by the browser (a bank's or utility's
  customer portal): the print date and the title at the top, the portal's address at the foot, the portal's bar with
  "Ingelogd als …" and "Uitloggen"; "Factuurnummer" among "Klantnummer", "Contractnummer" and "Betaalkenmerk" (the
  Dutch payment reference), the connection's EAN code, the meter and its readings, the quarter used.
- `be_foodservice`: a Flemish food-service wholesaler's invoice as its online-ordering system makes it: "Document
  aangemaakt op …", "Factuuradres" beside "Afleveradres", "Klantnr.", the web order and the delivery note, "Besteld
  op" and "Leverdatum", lines by department with article numbers and EANs at 6 % and 21 %, a structured
  communication.
- `nl_office_portal`: a Dutch office-supplies web shop's account page printed as it stands, plain (browser sans-serif,
  blue underlined links, grey buttons), over two pages: "Ingelogd als …", "Mijn account", "Bestellingen", "Facturen",
  "Uitloggen", breadcrumbs, "Download PDF", the order's own number and date, "Uw referentie", the help desk's phone
  number, the cookie notice, the site's foot.
- `gb_saas_receipt`: a British rota app's subscription "Invoice & receipt": "Invoice number" beside "Receipt number",
  "Date paid", "Paid by card •••• 4242", the customer id, the subscription id, the billing period and "Next billing
  date"; no due date and no bank account.
- `ie_marketplace`: an Irish seller's VAT invoice made and hosted by a marketplace: the platform's logo on top, "Sold
  by …, fulfilled by …", the platform's order number and date beside the seller's invoice number and the buyer's PO,
  paid by card at checkout, the platform's own company and VAT number in the foot saying the seller issues it.
- `us_shop_title`: an American lab-supply shop's invoice page printed by the browser, plain: the browser's title line
  is the shop's name and "– Invoice INV-…", the page's heading prints "Invoice INV-…" again; order, ship date, FedEx
  tracking number, PO number, terms Net 30, wire details with an ABA routing number; no sales tax on the export.
- `de_order_invoice`: a German tool shop's order page with the order and its invoice on one page: "Bestellung …",
  "Bestellt am …", "Versendet am …", the DHL "Sendungsnummer", then "Rechnung Nr.", "Rechnungsdatum",
  "Leistungsdatum", "Ihre Bestellnummer"; paying on account.
- `at_browser_print`: an Austrian hosting firm's invoice page in its customer centre printed by the browser over two
  pages, header and foot on each: the print date and time, the title, the address with the centre's id, "1/2" and
  "2/2"; the service period and each line's term as dates.
- `ch_marketplace`: a Swiss bicycle-parts dealer's invoice made and hosted by a Swiss marketplace: "Verkauf durch …,
  Versand durch …", the platform's order number, order and delivery dates, prices incl. 8.1 % MWST, "Bezahlt mit
  TWINT am …", "Offener Betrag CHF 0.00", the platform's company and UID in the foot.
- `fr_materials`: a French builders' merchant's invoice as its trade portal makes the PDF: "Édité depuis l'Espace Pro
  le … à … par …", "N° client", "Adresse de livraison" on the site, "Date de livraison", the delivery note and web
  order, "Votre référence chantier", "Votre n° de commande", references and EANs, the customer's discounts.
- `lu_telecom_portal`: a Luxembourg telecom's business portal printed by the browser: "Numéro client" beside
  "Numéro de facture" of the same length, "Numéro de contrat", the RF "Référence de paiement", "Période de
  facturation", the mobile lines' numbers, "Télécharger le PDF", "Déconnexion".
- `be_order_invoice_fr`: a Walloon coffee roaster's web shop, the order page printed by the browser with the order
  and its invoice: "Commande passée le … à …", "Payée par Bancontact le …", "Expédiée le … – bpost" with the
  tracking number, then "Facture n°", "Date de facture", prices incl. VAT at 6 % and 21 %, "Déjà payé", "Solde".

The browser's header and foot are printed by the page's margin boxes, with a fixed print date days or weeks after
the invoice's, as Chromium would print them with "Headers and footers" ticked (its own are switched off): "21-04-2026
09:14" (Dutch), "4/21/26, 3:07 PM" (American English), "21.04.26, 09:14" (German), "21/04/2026 09:14" (French).

What they carry. The Netherlands: "Factuurnummer", "Factuurdatum", "Vervaldatum", "Uw referentie"; "KvK" (eight
digits), a B.V.'s or N.V.'s VAT number "NL…B01" (its RSIN valid by the eleven-test); VAT at 21 % and 9 % (drinking
water, coffee, tea); the "betaalkenmerk" of sixteen digits; the EAN code of a water connection (GS1 check digit);
amounts as "€ 1.234,56"; dates as "14-03-2026" or "14 maart 2026". Flanders: "Factuurnr.", "Vervaldag", "BTW BE
0xxx.xxx.xxx" (97 less the first eight digits' remainder by 97), "RPR Gent", EANs of Belgian goods, VAT at 6 % and
21 %, the "gestructureerde mededeling"; amounts as "1.234,56 €"; dates as "14/03/2026". The United Kingdom: "VAT Reg.
No. GB 123 4567 89" (mod 97), a company number, the customer's VAT number; VAT at 20 %; amounts as "£1,234.56"; dates
as "14 March 2026" and periods as "14 Mar 2026". Ireland: "VAT No. IE1234567T" (its check letter), CRO numbers of
the seller and the platform; VAT at 23 % per line; amounts as "€1,234.56". The United States: an EIN, an ABA routing
number (its check digit), no VAT; the Irish buyer's VAT number; amounts as "$1,234.56"; dates as "March 14, 2026".
Germany: "USt-IdNr. DE…" (ISO 7064 mod 11, 10), "Amtsgericht … HRB …"; VAT at 19 %; EANs of German goods; amounts as
"1.234,56 €"; dates as "14.03.2026". Austria: "UID-Nr. ATU…" (Luhn), "Firmenbuch FN 123456a" (its check letter),
"Landesgericht Linz"; VAT at 20 %; amounts as "€ 1.234,56". Switzerland: "UID CHE-123.456.789 MWST" (its check
digit), the platform's UID; MWST at 8.1 % out of prices incl. it; amounts as "CHF 1'234.50". France: "SIRET" (SIREN and
SIRET valid by Luhn), "RCS Rennes", "TVA FR.." (its key from the SIREN), the late-payment penalties and the 40 € fee;
VAT at 20 %; EANs of French goods; the IBAN "FR76 1380 7…" (the RIB key valid); amounts as "1 234,56 €". Luxembourg:
"TVA LU12345678" (the remainder by 89), "R.C.S. Luxembourg B…"; VAT at 17 %; an RF creditor reference (ISO 11649)
made from the invoice's number; amounts as "1.234,56 €"; dates as "14 mars 2026". Wallonia: "TVA BE 0xxx.xxx.xxx",
"RPM Liège, division Namur"; VAT at 6 % and 21 % out of prices incl. it, a summary per rate.

The truth is what the invoice itself says, never the browser's or the portal's: its number (not the receipt, order,
customer, contract, subscription, delivery note or tracking number, nor the id in the page's address), its date (not
the print date, the order's, shipping, delivery or payment date, nor a billing period's), its seller (RelationName:
the company that issues the invoice, as the page prints it, not the marketplace whose logo is on top), its amounts
(the net, the VAT, each rate's rounded once, per line on the Irish marketplace, or taken out of the prices incl. VAT
on the Swiss marketplace and the Walloon shop; the gross to be paid). DueDate and IbanNumber only where printed: the
four paid at the order or by card (`gb_saas_receipt`, `ie_marketplace`, `ch_marketplace`, `be_order_invoice_fr`)
have neither. PurchaseOrderNumber is the buyer's own order number ("Uw referentie", "Your PO number", "PO number",
"Ihre Bestellnummer", "Votre n° de commande"), never the shop's or the platform's order number. PaymentReference is
the betaalkenmerk, the structured communication or the RF reference, compact.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/portal_prints_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import re
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of, invoice_truth,
    margin_box, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, spaced, unit_price, vat_totals,
    write_truth, amount_de as de, amount_en as en,
)
from made_up import MadeUp, check_seller, creditor_reference, vat_printed
from stdnum import ean
from stdnum import iso11649
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.nl import btw as nl_btw
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261211, dutch_banks=['INGB', 'RABO'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the pages write amounts, and what they share -----------------------------------------------------------------

MONEY = dict(MONEY, usd=lambda value: ('-' if value < 0 else '') + '$' + en(abs(value)))


def browser_frame(f):
    """What Chromium prints around a web page when "Headers and footers" is ticked: the date and time of printing at
    the top left, the page's title in the middle, the page's address at the bottom left and "1/2" at the bottom right,
    small and black. Emulated with the page's margin boxes (Chromium's own header and footer are switched off), so
    that the print date is a fixed one, days or weeks after the invoice's."""
    d = f['d']
    return (margin_box('top-left', d['printed_at'], size='6.4pt', colour='#111') +
            margin_box('top-center', d['title'], size='6.4pt', colour='#111') +
            margin_box('bottom-left', d['url'], size='6.4pt', colour='#111') +
            page_box('bottom-right', '', '/', size='6.4pt'))


def button(text, primary=None):
    """A button as the browser draws one: grey with a thin border, or the site's colour."""
    if primary:
        return (f"<span style='display:inline-block;background:{primary};color:white;border-radius:4px;"
                f"padding:1.3mm 3.5mm;margin-right:2mm;font-size:8.4pt'>{text}</span>")
    return ("<span style='display:inline-block;background:#efefef;border:1px solid #767676;border-radius:2px;"
            f"padding:0.8mm 2.6mm;margin-right:2mm;font-size:8.6pt;color:#000'>{text}</span>")


def link(text):
    """A link as an unstyled page prints it: blue and underlined."""
    return f"<a href='#' style='color:#0000ee;text-decoration:underline'>{text}</a>"


def drop(colour):
    """A water company's mark: a drop."""
    return (f"<svg width='30' height='30' viewBox='0 0 36 36' style='vertical-align:middle'><path d='M18 2 C18 2 6 17 "
            f"6 24 A12 12 0 0 0 30 24 C30 17 18 2 18 2 Z' fill='{colour}'/><path d='M12 24 A6 6 0 0 0 18 30' "
            "stroke='white' stroke-width='2.2' fill='none'/></svg>")


def bird(colour):
    """A marketplace's mark: a kestrel's wing in a circle."""
    return (f"<svg width='34' height='34' viewBox='0 0 36 36' style='vertical-align:middle'><circle cx='18' cy='18' "
            f"r='17' fill='{colour}'/><path d='M6 20 C12 10 22 8 31 11 C24 13 20 17 18 25 C15 20 11 19 6 20 Z' "
            "fill='white'/></svg>")


def peak(colour):
    """A Swiss marketplace's mark: two peaks."""
    return (f"<svg width='40' height='30' viewBox='0 0 48 36' style='vertical-align:middle'><polygon "
            f"points='0,34 16,6 26,22 32,14 48,34' fill='{colour}'/><polygon points='16,6 20,13 12,13' fill='white'/>"
            "</svg>")


def loop_mark(colour):
    """A rota app's mark: a ring with an arrow."""
    return (f"<svg width='26' height='26' viewBox='0 0 36 36' style='vertical-align:middle'><circle cx='18' cy='18' "
            f"r='12' stroke='{colour}' stroke-width='5' fill='none'/><polygon points='26,2 34,12 22,13' "
            f"fill='{colour}'/></svg>")


def bean(colour):
    """A coffee roaster's mark: a bean."""
    return (f"<svg width='30' height='30' viewBox='0 0 36 36' style='vertical-align:middle'><ellipse cx='18' cy='18' "
            f"rx='11' ry='16' transform='rotate(30 18 18)' fill='{colour}'/><path d='M12 6 C20 14 16 22 24 30' "
            "stroke='white' stroke-width='2' fill='none'/></svg>")


def server_mark(colour):
    """A hosting firm's mark: three stacked servers."""
    return ("<svg width='28' height='28' viewBox='0 0 36 36' style='vertical-align:middle'>"
            + ''.join(f"<rect x='3' y='{y}' width='30' height='9' rx='2' fill='{colour}'/><circle cx='9' "
                      f"cy='{y + 4.5}' r='1.6' fill='white'/>" for y in (2, 13.5, 25)) + '</svg>')


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_water_portal(f):
    """A drinking-water company's business portal printed by the browser: the print date and the page's title at the
    top, the portal's address with its own id at the bottom; the portal's bar with the drop mark, "Zakelijk",
    "Ingelogd als …" and "Uitloggen", its tabs and breadcrumbs; "Uw waterrekening 1e kwartaal 2026" with "Download
    PDF"; a card of numbers, "Klantnummer" over "Factuurnummer", "Contractnummer", "Betaalkenmerk" and the dates,
    beside the amount to pay; the connection with its EAN code and meter and the readings; the specification
    (fixed charge per day, use in m³, the tax on tap water) at 9% VAT; the payment with the betaalkenmerk; the
    company, KvK and btw in the portal's foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('12mm 11mm 13mm 11mm', browser_frame(f), size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #1f2933; }}
.bar {{ background: {s['colour']}; color: white; padding: 2.4mm 4mm; display: flex; align-items: center; }}
.bar .brand {{ font-size: 13pt; font-weight: bold; margin-left: 2mm; white-space: nowrap; }}
.bar .zak {{ font-size: 8pt; background: white; color: {s['colour']}; border-radius: 3px; padding: 0.3mm 1.6mm;
  margin-left: 3mm; }}
.bar .who {{ margin-left: auto; font-size: 7.3pt; white-space: nowrap; }}
.bar .who a {{ color: white; }}
.tabs {{ border-bottom: 1px solid #cbd2d9; padding: 0 4mm; font-size: 8.4pt; }}
.tabs span {{ display: inline-block; padding: 2mm 3mm; color: #52606d; }}
.tabs span.on {{ color: {s['colour']}; border-bottom: 2.5px solid {s['colour']}; font-weight: bold; }}
.crumbs {{ font-size: 7.4pt; color: #7b8794; margin: 3mm 4mm 0; }}
.main {{ padding: 0 4mm; }}
h1 {{ font-size: 14pt; margin: 2mm 0 1mm; font-weight: normal; }}
.actions {{ margin: 2mm 0 3mm; }}
.card {{ border: 1px solid #d9e2ec; border-radius: 5px; padding: 3mm 4mm; margin-bottom: 3mm; }}
.card h2 {{ font-size: 9.6pt; margin: 0 0 2mm; color: {s['colour']}; }}
.meta td {{ padding: 0.7mm 6mm 0.7mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #616e7c; }}
.due {{ text-align: right; }}
.due .amount {{ font-size: 17pt; font-weight: bold; }}
.due .state {{ display: inline-block; background: #fff3c4; color: #8d6708; border-radius: 10px; padding: 0.4mm 2.5mm;
  font-size: 7.6pt; margin-top: 1mm; }}
.read th, .spec th {{ text-align: left; font-weight: normal; color: #616e7c; font-size: 7.6pt; padding: 1mm 2mm;
  border-bottom: 1px solid #d9e2ec; }}
.read th.num, .spec th.num {{ text-align: right; }}
.read td, .spec td {{ padding: 1.2mm 2mm; border-bottom: 0.5px solid #eef2f6; }}
.spec {{ width: 100%; }}
.spec tr.sum td {{ border-bottom: none; }}
.spec tr.total td {{ font-weight: bold; font-size: 9.6pt; border-top: 1.2px solid #1f2933; }}
.pay {{ background: #f0f7fc; border-color: #b6d8ef; line-height: 1.6; }}
.foot {{ border-top: 1px solid #cbd2d9; margin: 4mm 4mm 0; padding-top: 2mm; font-size: 7pt; color: #7b8794;
  line-height: 1.55; }}
"""
    meta = [('Klantnummer', d['client']), ('Factuurnummer', e(f['number'])), ('Contractnummer', d['contract']),
            ('Betaalkenmerk', f['reference_printed']), ('Factuurdatum', f['date']), ('Vervaldatum', f['due'])]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=nw>{x['period']}</td><td class=num>{x['shown_qty']}</td>"
        f"<td class=num>€ {unit_price(x['price'], 4)}</td><td class=num>{rate_text(x['rate'])}%</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    readings = ''.join(f"<tr><td>{label}</td><td>{when}</td><td class=num>{value}</td><td>{kind}</td></tr>"
                       for label, (when, value, kind) in (('Beginstand', d['read_start']),
                                                          ('Eindstand', d['read_end'])))
    body = f"""
<div class="bar">{drop('white')}<span class="brand">{e(s['brand'])}</span><span class="zak">Zakelijk</span>
<span class="who">Ingelogd als {e(d['user'])} ({e(c['name'])}) &nbsp;|&nbsp; Instellingen &nbsp;|&nbsp;
<a>Uitloggen</a></span></div>
<div class="tabs"><span>Overzicht</span><span class="on">Facturen</span><span>Betalingen</span>
<span>Meterstanden doorgeven</span><span>Mijn gegevens</span><span>Storingen</span></div>
<div class="crumbs">Zakelijk › Facturen › Factuur {e(f['number'])}</div>
<div class="main">
<h1>Uw waterrekening {d['period_name']}</h1>
<div class="actions">{button('Download PDF', s['colour'])}{button('Afdrukken')}{button('Vraag over deze factuur')}</div>
<div class="card"><table style="width:100%"><tr><td style="vertical-align:top">{pairs(meta)}</td>
<td class="due" style="vertical-align:top">Te betalen<br><span class="amount">{money(f['gross'])}</span><br>
uiterlijk {f['due']}<br><span class="state">Openstaand</span></td></tr></table></div>
<div class="card"><h2>Uw aansluiting</h2>
<table class="meta"><tr><td>Leveringsadres</td><td>{e(d['site'])}</td></tr>
<tr><td>EAN-code</td><td>{d['ean']}</td></tr><tr><td>Meternummer</td><td>{d['meter']}</td></tr>
<tr><td>Verbruiksperiode</td><td>{d['period_text']}</td></tr></table>
<table class="read" style="margin-top:2mm"><tr><th>Meterstand</th><th>Datum</th><th class=num>Stand (m³)</th>
<th>Soort</th></tr>
{readings}</table></div>
<div class="card"><h2>Specificatie</h2>
<table class="spec"><tr><th>Omschrijving</th><th>Periode</th><th class=num>Hoeveelheid</th><th class=num>Tarief</th>
<th class=num>Btw</th><th class=num>Bedrag excl. btw</th></tr>{rows}
<tr class="sum"><td colspan=5>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr class="sum"><td colspan=5>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td colspan=5>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table></div>
<div class="card pay"><b>Zo betaalt u</b><br>Maak {money(f['gross'])} uiterlijk {f['due']} over naar
{spaced(f['iban'])} ten name van {e(s['name'])} en vermeld betaalkenmerk {f['reference_printed']}. Liever
automatisch betalen? Geef een machtiging af via Mijn gegevens.</div>
</div>
<div class="foot">{e(s['name'])} · {e(', '.join(s['address']))} · KvK {s['kvk']} · btw {s['vat_printed']}<br>
Klantenservice Zakelijk {s['phone']} (werkdagen 8.00–17.00) · Storingen 24/7 {s['outage']} · Privacy · Cookies ·
Toegankelijkheid</div>"""
    return document('nl', css, body)


def page_be_foodservice(f):
    """A Flemish food-service wholesaler's invoice as its online-ordering system makes it: a dark band with the
    brand, "Bestelplatform" and "Document aangemaakt op … om …"; the wholesaler's legal block at the left, the
    invoice and delivery addresses side by side at the right; "FACTUUR" and a ruled row of labels over values
    (Factuurnr., Factuurdatum, Vervaldag, Klantnr., Webbestelling, Leveringsbon); the delivery (Leverdatum, time
    window, route and driver); the lines grouped by department with article number, EAN, packing and VAT code; a
    summary per rate; the structured communication; the portal's foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} · {' · '.join(s['address'])} · BTW {s['vat_printed']} · {s['rpr']}",
        f"KBC Bank · IBAN {spaced(f['iban'])} · BIC KREDBEBB · Onze algemene verkoopsvoorwaarden staan op "
        "bestel.vanheckefoodservice.be/voorwaarden"], size='6.3pt', align='center') +
        page_box('bottom-right', 'Pagina ', ' / ', size='6.3pt'))
    css = base_css('0 0 20mm 0', boxes, size='8.3pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.band {{ background: #1c1917; color: white; padding: 4mm 14mm; display: flex; align-items: baseline; }}
.band .brand {{ font-size: 17pt; font-weight: bold; letter-spacing: 2px; color: #fda4af; }}
.band .brand small {{ font-size: 10pt; font-weight: normal; letter-spacing: 1px; color: white; }}
.band .platform {{ margin-left: 4mm; font-size: 8pt; border-left: 1px solid #78716c; padding-left: 4mm; }}
.band .made {{ margin-left: auto; font-size: 7.2pt; color: #d6d3d1; text-align: right; }}
.sheet {{ padding: 6mm 14mm 0; }}
.top td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.4pt; letter-spacing: 0.3px; color: {s['colour']}; font-weight: bold; }}
h1 {{ font-size: 15pt; margin: 6mm 0 2mm; letter-spacing: 1px; }}
.grid {{ width: 100%; }}
.grid td {{ border: 0.8px solid #a8a29e; padding: 0.8mm 2mm; }}
.grid .l {{ font-size: 6.6pt; color: #78716c; }}
.deliv {{ margin-top: 3mm; background: #f5f5f4; padding: 2mm 3mm; line-height: 1.5; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7pt; padding: 1.2mm 1.5mm; border-bottom: 1.2px solid #1c1917; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #e7e5e4; vertical-align: top; }}
.lines tr.dept td {{ font-weight: bold; color: {s['colour']}; padding-top: 2.4mm; border-bottom: none; }}
.mono {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 7.3pt; }}
.sum {{ margin-top: 4mm; width: 100%; }}
.sum td {{ vertical-align: top; }}
.rates th {{ font-size: 7pt; text-align: right; padding: 0.8mm 2mm; border-bottom: 0.8px solid #78716c; }}
.rates td {{ padding: 0.8mm 2mm; text-align: right; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 0.9mm 2mm 0.9mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #1c1917; }}
.pay {{ margin-top: 4mm; border: 1.2px solid {s['colour']}; padding: 2.5mm 3.5mm; line-height: 1.6; }}
.comm {{ font-weight: bold; font-size: 10.5pt; letter-spacing: 0.4px; }}
"""
    grid = [('Factuurnr.', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldag', f['due']),
            ('Klantnr.', d['client']), ('Webbestelling', d['web_order']), ('Leveringsbon', d['delivery_note'])]
    cells = ''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in grid)
    rows = ''
    for dept, lines in d['groups']:
        rows += f"<tr class='dept'><td colspan=8>{e(dept)}</td></tr>" + ''.join(
            f"<tr><td class='mono'>{x['code']}</td><td class='mono'>{x['ean']}</td><td>{e(x['text'])}</td>"
            f"<td>{e(x['unit'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{de(x['price'])}</td>"
            f"<td class=num>{rate_text(x['rate'])}</td><td class=num>{de(x['amount'])}</td></tr>" for x in lines)
    rates = ''.join(f"<tr><td>{rate_text(rate)} %</td><td>{money(base)}</td><td>{money(tax)}</td></tr>"
                    for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<div class="band"><span class="brand">{e(s['brand'])} <small>{e(s['brand_small'])}</small></span>
<span class="platform">Bestelplatform</span>
<span class="made">Document aangemaakt op {d['made_on']}<br>bestel.vanheckefoodservice.be · gebruiker
{e(d['user'])}</span>
</div>
<div class="sheet">
<table class="top" style="width:100%"><tr>
<td style="width:36%"><b>{e(s['name'])}</b><br>{address(s['address'])}<br>Tel. {s['phone']}<br>{s['mail']}<br>
BTW {s['vat_printed']}</td>
<td style="width:32%"><div class="label">Factuuradres</div>{e(c['name'])}<br>{address(c['address'])}<br>
BTW {c['vat_printed']}</td>
<td><div class="label">Afleveradres</div>{e(c['site_name'])}<br>{address(c['site'])}</td></tr></table>
<h1>FACTUUR</h1>
<table class="grid"><tr>{cells}</tr></table>
<div class="deliv"><b>Levering</b> · Besteld op {d['ordered']} via het Bestelplatform · Leverdatum {d['delivered']}
· Levermoment {d['window']} · Route {d['route']} · Chauffeur {e(d['driver'])} · {d['colli']} colli</div>
<table class="lines" style="width:100%"><thead><tr><th>Artikelnr.</th><th>EAN</th><th>Omschrijving</th>
<th>Verpakking</th><th class=num>Aantal</th><th class=num>Prijs/st.</th><th class=num>Btw %</th>
<th class=num>Totaal excl.</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td><table class="rates"><tr><th>Btw-tarief</th><th>Maatstaf</th><th>Btw</th></tr>{rates}
</table></td><td><table class="totals">
<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Totaal btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay">Te betalen vóór {f['due']} op rekening {spaced(f['iban'])} van {e(s['name'])}
met gestructureerde mededeling<br><span class="comm">{f['reference_printed']}</span></div>
</div>"""
    return document('nl', css, body)


def page_nl_office_portal(f):
    """A Dutch office-supplies web shop's account page printed by the browser as it stands, plain: the print date
    and the title at the top, the page's address and "1/2" at the foot; the shop's name, a search field, "Ingelogd
    als …", "Mijn account", "Winkelwagen", "Uitloggen" and the categories as blue links; breadcrumbs; the account's
    menu at the left (Overzicht, Bestellingen, Facturen, Adressen, Uitloggen); the invoice in the main column with
    grey buttons "Download PDF", "Afdrukken"; a label–value list with the order's own number and date, the customer
    number and "Uw referentie"; lines at 21% and 9%; the payment on account; the help desk's phone number, the cookie
    notice and the site's foot with the KvK and btw numbers."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('11mm 10mm 12mm 10mm', browser_frame(f), size='9.6pt') + f"""
body {{ color: #000; margin: 0 2mm; }}
a {{ color: #0000ee; text-decoration: underline; }}
.head {{ display: flex; align-items: center; border-bottom: 1px solid #ccc; padding-bottom: 2mm; }}
.logo {{ font-size: 17pt; font-weight: bold; color: {s['colour']}; letter-spacing: -0.5px; }}
.search {{ border: 1px solid #767676; padding: 0.8mm 2mm; width: 62mm; margin-left: 6mm; color: #757575;
  font-size: 8.6pt; }}
.user {{ margin-left: auto; font-size: 8.4pt; text-align: right; line-height: 1.6; }}
.cats {{ font-size: 8.6pt; padding: 1.6mm 0; border-bottom: 1px solid #ccc; }}
.cats a {{ margin-right: 4mm; }}
.crumbs {{ font-size: 8.2pt; margin: 2.5mm 0; }}
.cols {{ display: flex; }}
.side {{ width: 36mm; font-size: 8.8pt; line-height: 2; padding-right: 4mm; }}
.side b {{ display: block; }}
.mainc {{ flex: 1; }}
h1 {{ font-size: 15pt; margin: 0 0 2mm; }}
h2 {{ font-size: 11pt; margin: 4mm 0 1.5mm; }}
.meta td {{ padding: 0.4mm 6mm 0.4mm 0; vertical-align: top; }}
.lines {{ width: 100%; }}
.lines th {{ text-align: left; background: #f2f2f2; border: 1px solid #ccc; padding: 1mm 1.5mm; font-size: 8.6pt; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border: 1px solid #ccc; padding: 1mm 1.5mm; font-size: 8.8pt; vertical-align: top; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ padding: 0.6mm 1.5mm 0.6mm 8mm; }}
.totals tr.total td {{ font-weight: bold; }}
.help {{ border: 1px solid #ccc; padding: 2mm 3mm; margin-top: 4mm; font-size: 8.8pt; }}
.cookie {{ border-top: 2px solid #333; background: #fafafa; padding: 2.5mm 3mm; margin-top: 5mm; font-size: 8.6pt; }}
.sitefoot {{ margin-top: 4mm; font-size: 8pt; color: #444; line-height: 1.7; }}
.sitefoot a {{ margin-right: 3mm; }}
"""
    meta = [('Factuurnummer', e(f['number'])), ('Factuurdatum', f['date']), ('Vervaldatum', f['due']),
            ('Klantnummer', d['client']), ('Bestelnummer', d['order_no']), ('Besteld op', d['ordered']),
            ('Uw referentie', e(f['order'])), ('Betaalwijze', 'Op rekening (14 dagen)'),
            ('Status', 'Openstaand')]
    rows = ''.join(
        f"<tr><td class=nw>{link(x['code'])}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{rate_text(x['rate'])}%</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    rates = ''.join(f"<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>"
                    for rate, (base, tax) in f['per_rate'].items())
    side = ''.join(f"<b>{item}</b>" if item == 'Facturen' else f"{link(item)}<br>"
                   for item in ['Overzicht', 'Bestellingen', 'Facturen', 'Bestellijsten', 'Adressen', 'Gebruikers',
                                'Mijn gegevens', 'Uitloggen'])
    body = f"""
<div class="head"><span class="logo">{e(s['brand'])}</span><span class="search">Zoek op artikel, merk of
artikelnummer</span>{button('Zoeken')}
<span class="user">Ingelogd als <b>{e(d['user'])}</b> ({e(c['name'])})<br>{link('Mijn account')} ·
{link('Winkelwagen (0)')} · {link('Uitloggen')}</span></div>
<div class="cats">{''.join(link(x) + ' ' for x in ['Papier & enveloppen', 'Inkt & toner', 'Kantoorartikelen',
                                                    'Koffie & catering', 'Hygiëne & schoonmaak', 'Aanbiedingen'])}
</div>
<div class="crumbs">{link('Home')} › {link('Mijn account')} › {link('Facturen')} › Factuur {e(f['number'])}</div>
<div class="cols"><div class="side"><b style="font-size:10pt;margin-bottom:1mm">Mijn account</b>{side}</div>
<div class="mainc">
<h1>Factuur {e(f['number'])}</h1>
<div>{button('Download PDF')}{button('Afdrukken')}{link('Terug naar facturen')}</div>
<table style="width:100%;margin-top:3mm"><tr>
<td style="vertical-align:top;width:50%"><b>Van</b><br>{e(s['name'])}<br>{address(s['address'])}</td>
<td style="vertical-align:top"><b>Aan</b><br>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</td>
</tr></table>
<h2>Gegevens</h2>{pairs(meta)}
<h2>Artikelen</h2>
<table class="lines"><thead><tr><th>Artikelnr.</th><th>Omschrijving</th><th class=num>Aantal</th>
<th class=num>Prijs</th><th class=num>Btw</th><th class=num>Totaal</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>{rates}
<tr><td>Totaal btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Totaal incl. btw</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Wij verzoeken u het totaalbedrag vóór {f['due']} over te maken op {spaced(f['iban'])} ten name van
{e(s['name'])} onder vermelding van het factuurnummer.</p>
<div class="help"><b>Hulp nodig?</b> Bel onze klantenservice op {s['phone']} (ma–vr 8.00–17.30 uur) of mail naar
{link(s['mail'])}.</div>
</div></div>
<div class="cookie"><b>Wij gebruiken cookies</b><br>Kantoorpunt gebruikt functionele en analytische cookies om de
website goed te laten werken en te verbeteren. Met uw toestemming plaatsen wij ook marketingcookies.
{link('Lees meer')}<br><br>{button('Alle cookies accepteren')}{button('Alleen noodzakelijke')}</div>
<div class="sitefoot">{''.join(link(x) for x in ['Klantenservice', 'Bezorgen & retourneren', 'Over Kantoorpunt',
                                                'Algemene voorwaarden', 'Privacy', 'Cookie-instellingen'])}<br>
© {d['year']} {e(s['name'])} · {e(', '.join(s['address']))} · KvK {s['kvk']} · btw {s['vat_printed']}</div>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom, Ireland and the United States ---------------------------------------------------

def page_gb_saas_receipt(f):
    """A British rota app's subscription invoice and receipt as its billing system makes the PDF: the mark and the
    name at the top left, "Invoice & receipt" and "Paid" at the right; the invoice's data (invoice number, receipt
    number, invoice date, date paid, payment method "Visa •••• 4242") in a two-column block; the seller and "Billed
    to" with the customer id and its VAT number; the subscription (its id, plan, billing period, next billing date);
    seats for the coming period and messages of the past one; "Subtotal", "VAT (20% on …)", "Total", "Amount paid",
    "Amount remaining £0.00"; no due date and no bank account; the company in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {', '.join(s['address'])} · Registered in England and Wales, company no. {s['company_no']}",
        f"VAT Reg. No. {s['vat_printed']} · {s['web']} · Questions about this invoice? {s['mail']}"], size='6.4pt',
        colour='#6b7280') +
        page_box('top-right', f"{e(f['number'])} · Page ", ' of ', size='6.4pt'))
    css = base_css('16mm 18mm 20mm 18mm', boxes, size='8.8pt') + f"""
body {{ color: #111827; }}
.top {{ display: flex; align-items: flex-start; }}
.brand {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; margin-left: 1.5mm; vertical-align: middle; }}
.title {{ margin-left: auto; text-align: right; }}
.title h1 {{ font-size: 17pt; margin: 0; font-weight: 600; }}
.paid {{ display: inline-block; margin-top: 1.5mm; background: #dcfce7; color: #166534; border-radius: 3px;
  padding: 0.4mm 2.2mm; font-size: 7.6pt; font-weight: bold; letter-spacing: 0.6px; }}
.meta {{ margin-top: 7mm; }}
.meta td {{ padding: 0.6mm 8mm 0.6mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #6b7280; }}
.parties {{ width: 100%; margin-top: 7mm; }}
.parties td {{ vertical-align: top; line-height: 1.55; width: 33%; }}
.label {{ font-size: 7.4pt; color: #6b7280; margin-bottom: 0.8mm; }}
.big {{ font-size: 13.5pt; font-weight: 600; margin: 8mm 0 1mm; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ text-align: left; font-weight: normal; color: #6b7280; font-size: 7.6pt; padding: 1.5mm 0;
  border-bottom: 0.8px solid #d1d5db; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 2mm 0; border-bottom: 0.5px solid #f3f4f6; vertical-align: top; }}
.lines td.num {{ padding-left: 6mm; }}
.lines .per {{ color: #6b7280; font-size: 7.6pt; }}
.totals {{ margin: 2mm 0 0 auto; width: 52%; }}
.totals td {{ padding: 1.2mm 0; border-bottom: 0.5px solid #e5e7eb; }}
.totals tr.strong td {{ font-weight: bold; }}
.note {{ margin-top: 9mm; color: #4b5563; line-height: 1.6; font-size: 8.2pt; }}
"""
    meta = [('Invoice number', e(f['number'])), ('Receipt number', d['receipt']), ('Invoice date', f['date']),
            ('Date paid', d['paid_on']), ('Payment method', 'Visa •••• 4242')]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}<div class='per'>{x['period']}</div></td><td class=num>{x['shown_qty']}</td>"
        f"<td class=num>{x['shown_price']}</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="top"><div>{loop_mark(s['colour'])}<span class="brand">{e(s['brand'])}</span></div>
<div class="title"><h1>Invoice &amp; receipt</h1><span class="paid">PAID</span></div></div>
{pairs(meta)}
<table class="parties"><tr>
<td><div class="label">From</div><b>{e(s['name'])}</b><br>{address(s['address'])}<br>{s['mail']}<br>
VAT Reg. No. {s['vat_printed']}</td>
<td><div class="label">Billed to</div><b>{e(c['name'])}</b><br>{address(c['address'])}<br>{c['mail']}<br>
VAT number {c['vat_printed']}<br>Customer ID {d['customer_id']}</td>
<td><div class="label">Subscription</div>{e(d['plan'])}<br>Subscription ID {d['subscription']}<br>
Billing period {d['period']}<br>Next billing date {d['next_billing']}</td></tr></table>
<div class="big">{money(f['gross'])} paid on {d['paid_on']}</div>
<div style="color:#4b5563">Paid by card •••• 4242 (Visa, expires 08/28). Thank you for your payment.</div>
<table class="lines" style="width:100%"><thead><tr><th>Description</th><th class=num>Qty</th>
<th class=num>Unit price</th><th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">
<tr><td>Subtotal</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT - United Kingdom ({rate_text(rate, False)}% on {money(base)})</td><td class=num>{money(tax)}</td></tr>
<tr class="strong"><td>Total</td><td class=num>{money(f['gross'])}</td></tr>
<tr><td>Amount paid</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="strong"><td>Amount remaining</td><td class=num>{money(Decimal(0))}</td></tr></table>
<div class="note">Your subscription renews automatically on {d['next_billing']} and the card on file will be charged.
Seats added during the period are billed pro rata on the next invoice. Manage your plan, download past invoices or
update your card at {s['web']}/account/billing.</div>"""
    return document('en', css, body)


def page_ie_marketplace(f):
    """An Irish outdoor-equipment seller's VAT invoice as a marketplace makes and hosts the PDF: the platform's mark
    and name at the top left, "VAT invoice" at the right; "Sold by …, fulfilled by …"; the seller's block (the one
    who issues the invoice, with its VAT and CRO numbers) beside the invoice's data (invoice number and date, the
    platform's order number and order date, the buyer's PO number); billing and delivery addresses with the buyer's
    VAT number; lines with item codes, unit price excl. VAT, VAT rate, VAT and total incl. VAT; the shipping; a VAT
    summary; paid by card at checkout; the platform's own company and VAT number in the foot, saying it only hosts
    the document."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    p = f['platform']
    boxes = multi_box('bottom-center', [
        f"This invoice is issued by the seller, {s['name']}. {p['brand']} hosts it in your account and does not "
        "issue it.",
        f"{p['name']} · {p['address']} · Registered in Ireland no. {p['cro']} · VAT No. {p['vat_printed']}"],
        size='6.3pt', align='center', colour='#6b7280')
    css = base_css('13mm 15mm 18mm 15mm', boxes, size='8.4pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top {{ display: flex; align-items: center; border-bottom: 3px solid {p['colour']}; padding-bottom: 2mm; }}
.plat {{ font-size: 16pt; font-weight: bold; color: {p['colour']}; margin-left: 2mm; }}
.plat small {{ font-weight: normal; color: #555; font-size: 9pt; }}
.kind {{ margin-left: auto; font-size: 16pt; font-weight: bold; }}
.sold {{ margin-top: 3mm; background: #f1f5f9; padding: 2mm 3mm; font-size: 9pt; }}
.blocks {{ width: 100%; margin-top: 4mm; }}
.blocks td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-weight: bold; font-size: 7.6pt; text-transform: uppercase; color: #475569; margin-bottom: 0.8mm; }}
.meta td {{ padding: 0.4mm 0 0.4mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ padding-left: 0; color: #475569; }}
.lines {{ margin-top: 5mm; }}
.lines th {{ background: #e2e8f0; text-align: left; font-size: 7.2pt; padding: 1.3mm 1.5mm; vertical-align: bottom; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.4mm 1.5mm; border-bottom: 0.5px solid #cbd5e1; vertical-align: top; }}
.code {{ color: #64748b; font-size: 7.2pt; }}
.sum {{ width: 100%; margin-top: 4mm; }}
.sum td {{ vertical-align: top; }}
.rates th, .rates td {{ padding: 0.8mm 2mm; text-align: right; font-size: 7.8pt; }}
.rates th {{ border-bottom: 0.8px solid #94a3b8; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 1mm 1.5mm 1mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.5px solid #0f172a; }}
.payment {{ margin-top: 5mm; line-height: 1.6; }}
"""
    meta = [('Invoice number', e(f['number'])), ('Invoice date', f['date']),
            (f"{p['brand']} order no.", d['order_no']), ('Order date', d['ordered']), ('Your PO number', e(f['order']))]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}" + (f"<div class='code'>Item code {x['code']}</div>" if x['code'] else '') +
        f"</td><td class=num>{qty(x['qty'], False)}"
        f"</td><td class=num>{money(x['price'])}</td><td class=num>{rate_text(x['rate'], False)}%</td>"
        f"<td class=num>{money(x['line_vat'])}</td><td class=num>{money(x['amount'])}</td>"
        f"<td class=num>{money(x['amount'] + x['line_vat'])}</td></tr>" for x in f['lines'])
    rates = ''.join(f"<tr><td>{rate_text(rate, False)}%</td><td>{money(base)}</td><td>{money(tax)}</td>"
                    f"<td>{money(base + tax)}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<div class="top">{bird(p['colour'])}<span class="plat">{e(p['brand'])} <small>Business</small></span>
<span class="kind">VAT invoice</span></div>
<div class="sold">Sold by <b>{e(s['name'])}</b>, fulfilled by {e(d['fulfiller'])}</div>
<table class="blocks"><tr>
<td style="width:50%"><div class="label">Seller (invoice issued by)</div><b>{e(s['name'])}</b><br>
{address(s['address'])}<br>VAT No. {s['vat_printed']}<br>Registered in Ireland, CRO no. {s['cro']}</td>
<td>{pairs(meta)}</td></tr></table>
<table class="blocks"><tr>
<td style="width:50%"><div class="label">Billing address</div>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}<br>VAT No. {c['vat_printed']}</td>
<td><div class="label">Delivery address</div>{address(c['site'])}<br>Delivered {d['delivered']}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Description</th><th class=num>Qty</th>
<th class=num>Unit price<br>(excl. VAT)</th><th class=num>VAT rate</th><th class=num>VAT</th>
<th class=num>Total<br>(excl. VAT)</th><th class=num>Total<br>(incl. VAT)</th></tr></thead><tbody>{rows}</tbody>
</table>
<table class="sum"><tr><td><table class="rates"><tr><th>VAT rate</th><th>Net</th><th>VAT</th><th>Gross</th></tr>
{rates}</table></td><td><table class="totals">
<tr><td>Total excl. VAT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="payment"><b>Payment</b><br>Paid in full at checkout on {d['ordered']}: {money(f['gross'])} charged to
Mastercard ending {d['card']}. No payment is due.<br>Returns within 30 days of delivery via Your orders ›
Return items. For questions about this invoice contact the seller at {s['mail']}.</div>"""
    return document('en', css, body)


def page_us_shop_title(f):
    """An American lab-supply shop's invoice page printed by the browser, plain: the print date and the title "… –
    Invoice INV-…" at the top, the address with the order's id and "1/1" at the foot; the shop's name and links
    (Shop, Quotes, Orders, Account, Sign out); a breadcrumb; "Invoice INV-…" as the page's own heading, grey
    buttons; the seller with its EIN, "Bill to" and "Ship to"; the order's number and dates, the FedEx tracking
    number, the PO number, terms Net 30 with the due date; catalog numbers; "Subtotal", "Shipping", "Total before
    tax", "Sales tax (export)", "Total", "Amount due"; wire details without an IBAN."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('11mm 10mm 12mm 10mm', browser_frame(f), size='9.6pt') + """
body { color: #000; margin: 0 2mm; }
.nav { border-bottom: 1px solid #bbb; padding-bottom: 1.5mm; }
.nav .shop { font-size: 15pt; font-weight: bold; }
.nav .links { float: right; margin-top: 2mm; font-size: 9pt; }
.nav .links a { margin-left: 3mm; }
.crumbs { font-size: 8.4pt; margin: 2.5mm 0 1mm; }
h1 { font-size: 17pt; margin: 2mm 0 2mm; }
h2 { font-size: 11pt; margin: 4mm 0 1mm; }
.parties { width: 100%; margin-top: 3mm; }
.parties td { vertical-align: top; line-height: 1.45; width: 33%; }
.meta td { padding: 0.4mm 6mm 0.4mm 0; }
.lines { width: 100%; }
.lines th { text-align: left; border-bottom: 2px solid #000; padding: 1mm 1.5mm; font-size: 9pt; }
.lines th.num { text-align: right; }
.lines td { border-bottom: 1px solid #ddd; padding: 1.2mm 1.5mm; font-size: 9pt; vertical-align: top; }
.totals { margin: 2mm 0 0 auto; }
.totals td { padding: 0.6mm 1.5mm 0.6mm 10mm; }
.totals tr.total td { font-weight: bold; border-top: 1px solid #000; }
.small2 { font-size: 8.4pt; color: #333; }
"""
    meta = [('Invoice number', e(f['number'])), ('Invoice date', f['date']), ('Terms', 'Net 30'),
            ('Due date', f['due']), ('PO number', e(f['order'])), ('Order', f"#{d['order_no']}"),
            ('Order date', d['ordered']), ('Ship date', d['shipped']),
            ('Carrier', f"FedEx International Priority, tracking {link(d['tracking'])}")]
    rows = ''.join(
        f"<tr><td>{link(x['code'])}</td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'], False)}</td>"
        f"<td>{e(x['unit'])}</td><td class=num>{money(x['price'])}</td><td class=num>{money(x['amount'])}</td></tr>"
        for x in f['goods'])
    body = f"""
<div class="nav"><span class="shop">{e(s['shop'])}</span>
<span class="links">{link('Shop')} {link('Quotes')} {link('Orders')} {link('Account')} {link('Sign out')}</span></div>
<div class="crumbs">{link('Account')} › {link('Orders')} › {link('Order #' + d['order_no'])} › Invoice</div>
<h1>Invoice {e(f['number'])}</h1>
<div>{button('Print')}{button('Download PDF')}{button('Pay by card')}</div>
<table class="parties"><tr>
<td><b>From</b><br>{e(s['name'])}<br>{address(s['address'])}<br>{s['phone']}<br>{link(s['mail'])}<br>
EIN {s['ein']}</td>
<td><b>Bill to</b><br>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
VAT No. {c['vat_printed']}</td>
<td><b>Ship to</b><br>{e(c['name'])}<br>{address(c['site'])}</td></tr></table>
<h2>Details</h2>{pairs(meta)}
<h2>Items</h2>
<table class="lines"><thead><tr><th>Catalog #</th><th>Description</th><th class=num>Qty</th><th>Unit</th>
<th class=num>Unit price</th><th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Subtotal</td><td class=num>{money(d['subtotal'])}</td></tr>
<tr><td>Shipping &amp; handling (FedEx Intl. Priority, {d['boxes']} boxes)</td>
<td class=num>{money(d['shipping'])}</td></tr>
<tr><td>Total before tax</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Sales tax (export outside the U.S., none)</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total (USD)</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Amount due</td><td class=num>{money(f['gross'])}</td></tr></table>
<h2>How to pay</h2>
<p class="small2">Pay by card with the button above, or by international wire transfer in U.S. dollars to
{e(s['name'])}, {e(s['bank'])}, {e(s['bank_address'])}. ABA routing number {s['routing']}, account number
{s['account']}, SWIFT {s['swift']}. Please quote invoice {e(f['number'])} and allow for your bank's charges.
Goods exported from the United States; import duties and VAT at destination are paid by the consignee.</p>
<p class="small2">Questions? Call {s['phone']} (Mon–Fri 8 am–5 pm CT) or write to {link(s['mail'])}.
{link('Terms of sale')} · {link('Returns')} · {link('Safety data sheets')}</p>"""
    return document('en', css, body)


# --- The pages: Germany, Austria and Switzerland ---------------------------------------------------------------------

def page_de_order_invoice(f):
    """A German tool shop's order page printed by the browser, with the order and its invoice on one page: the
    print date and the title "Bestellung … – Mein Konto" at the top, the address and "1/1" at the foot; the shop's
    bar; "Bestellung 100…", "Bestellt am …", the order's status steps; the shipping box ("Versendet am …", DHL,
    "Sendungsnummer …"), the delivery address; then the invoice in a frame: the seller and the buyer, "Rechnung Nr.",
    "Rechnungsdatum", "Leistungsdatum", "Kundennummer", "Ihre Bestellnummer"; lines with article numbers and EANs,
    the shipping; "Summe netto", "zzgl. 19 % USt.", "Rechnungsbetrag"; paying on account by a date to the IBAN; the
    company's register and managing director under the frame."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('11mm 10mm 12mm 10mm', browser_frame(f), size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #222; }}
.bar {{ display: flex; align-items: center; border-bottom: 3px solid {s['colour']}; padding: 0 1mm 2mm; }}
.shop {{ font-size: 16pt; font-weight: bold; letter-spacing: -0.3px; }}
.shop span {{ color: {s['colour']}; }}
.bar .acc {{ margin-left: auto; font-size: 8pt; color: #555; }}
.wrap {{ padding: 0 1mm; }}
h1 {{ font-size: 14pt; margin: 4mm 0 0.5mm; }}
.sub {{ color: #555; }}
.steps {{ margin: 3mm 0; display: flex; }}
.steps span {{ flex: 1; text-align: center; padding: 1mm; font-size: 7.8pt; background: #e8f5e9; color: #1b5e20;
  border-right: 2px solid white; }}
.boxes {{ width: 100%; }}
.boxes td {{ vertical-align: top; width: 50%; border: 1px solid #ddd; padding: 2.5mm 3mm; line-height: 1.55; }}
.boxes .h {{ font-weight: bold; margin-bottom: 1mm; }}
.invoice {{ border: 1.5px solid #999; margin-top: 5mm; padding: 4mm 5mm; }}
.invoice h2 {{ font-size: 13pt; margin: 0 0 3mm; }}
.head td {{ vertical-align: top; line-height: 1.5; }}
.meta td {{ padding: 0.3mm 0 0.3mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ padding-left: 0; color: #666; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.4pt; border-bottom: 1px solid #333; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.5px solid #e0e0e0; vertical-align: top; }}
.ean {{ color: #777; font-size: 7pt; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ padding: 0.8mm 1.5mm 0.8mm 12mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.2px solid #333; }}
.legal {{ margin-top: 3mm; font-size: 7pt; color: #666; line-height: 1.5; }}
"""
    meta = [('Rechnung Nr.', e(f['number'])), ('Rechnungsdatum', f['date']), ('Leistungsdatum', d['shipped']),
            ('Kundennummer', d['client']), ('Ihre Bestellnummer', e(f['order'])), ('Bestellung', d['order_no'])]
    rows = ''.join(
        f"<tr><td>{x['code']}</td><td>{e(x['text'])}<div class='ean'>EAN {x['ean']}</div></td>"
        f"<td class=num>{qty(x['qty'])} {x['unit']}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" if x['ean'] else
        f"<tr><td></td><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="bar"><span class="shop">{e(s['shop_a'])}<span>{e(s['shop_b'])}</span></span>
<span class="acc">Angemeldet: {e(d['user'])} · Mein Konto · Merkzettel · Warenkorb · Abmelden</span></div>
<div class="wrap">
<h1>Bestellung {d['order_no']}</h1>
<div class="sub">Bestellt am {d['ordered']} um {d['ordered_time']} Uhr · Zahlungsart: Kauf auf Rechnung
(Geschäftskunden)</div>
<div class="steps"><span>✓ Bestellung eingegangen</span><span>✓ In Bearbeitung</span><span>✓ Versendet</span>
<span style="background:#f1f1f1;color:#777">Zugestellt</span></div>
<table class="boxes"><tr>
<td><div class="h">Versand</div>Versendet am {d['shipped']} mit DHL Paket ({d['parcels']} Pakete)<br>
Sendungsnummer {d['tracking']}<br>Voraussichtliche Zustellung: {d['expected']}</td>
<td><div class="h">Lieferadresse</div>{e(c['name'])}<br>{address(c['site'])}</td></tr></table>
<div class="invoice"><h2>Rechnung</h2>
<table class="head" style="width:100%"><tr>
<td style="width:34%"><b>{e(s['name'])}</b><br>{address(s['address'])}<br>USt-IdNr. {s['vat_printed']}</td>
<td style="width:32%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
USt-IdNr. {c['vat_printed']}</td>
<td>{pairs(meta)}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Art.-Nr.</th><th>Bezeichnung</th><th class=num>Menge</th>
<th class=num>Einzelpreis netto</th><th class=num>Gesamt netto</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt. auf {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Zahlbar ohne Abzug bis {f['due']} auf unser Konto bei der Sparkasse Herford, IBAN {spaced(f['iban'])},
BIC WLAHDE44XXX. Verwendungszweck: {e(f['number'])}.</p></div>
<div class="legal">{e(s['name'])} · {e(', '.join(s['address']))} · Geschäftsführer: {e(s['gf'])} ·
{s['register']} · USt-IdNr. {s['vat_printed']} · Kundenservice {s['phone']} (Mo–Fr 7–18 Uhr) · Impressum ·
Datenschutz · AGB · Widerrufsbelehrung</div></div>"""
    return document('de', css, body)


def page_at_browser_print(f):
    """An Austrian hosting firm's invoice page in its customer centre, printed by the browser over two pages: the
    print date and the title at the top of each, the page's address with the centre's own id and "1/2", "2/2" at the
    foot; the centre's slim bar with the mark and the buttons "Als PDF speichern" and "Jetzt bezahlen"; the invoice
    as the page shows it: seller and customer, "Rechnungsnummer", "Rechnungsdatum", "Fällig am", "Kundennummer",
    "Leistungszeitraum"; lines by product (hosting, servers, domains, certificates, mail, hours), each with its term;
    "Summe netto", "USt 20 %", "Gesamtbetrag"; the bank; the firm's register, court and UID under it."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('12mm 11mm 13mm 11mm', browser_frame(f), size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #212529; }}
.bar {{ display: flex; align-items: center; background: #f8f9fa; border-bottom: 1px solid #dee2e6; padding: 2mm 3mm; }}
.bar .name {{ font-weight: bold; font-size: 11pt; margin-left: 2mm; color: {s['colour']}; }}
.bar .name small {{ font-weight: normal; color: #6c757d; font-size: 8pt; }}
.bar .btns {{ margin-left: auto; }}
.page {{ padding: 4mm 3mm 0; }}
.top td {{ vertical-align: top; line-height: 1.5; }}
h1 {{ font-size: 15pt; margin: 6mm 0 2mm; color: {s['colour']}; font-weight: normal; }}
.meta td {{ padding: 0.5mm 5mm 0.5mm 0; white-space: nowrap; }}
.meta td:first-child {{ color: #6c757d; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; color: #495057; border-bottom: 2px solid #dee2e6;
  padding: 1.3mm 2mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.2mm 2mm; border-bottom: 0.5px solid #e9ecef; vertical-align: top; }}
.lines tr.grp td {{ background: #f1f3f5; font-weight: bold; font-size: 8pt; }}
.lines tr {{ page-break-inside: avoid; }}
.term {{ color: #6c757d; font-size: 7.4pt; }}
.totals {{ margin: 3mm 0 0 auto; page-break-inside: avoid; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.5px solid #212529; }}
.pay {{ margin-top: 5mm; border-left: 4px solid {s['colour']}; padding: 1mm 4mm; line-height: 1.6;
  page-break-inside: avoid; }}
.legal {{ margin-top: 6mm; font-size: 7pt; color: #6c757d; line-height: 1.5; border-top: 1px solid #dee2e6;
  padding-top: 2mm; page-break-inside: avoid; }}
"""
    meta = [('Rechnungsnummer', e(f['number'])), ('Rechnungsdatum', f['date']), ('Fällig am', f['due']),
            ('Kundennummer', d['client']), ('Leistungszeitraum', d['period'])]
    rows = ''
    for group, lines in d['groups']:
        rows += f"<tr class='grp'><td colspan=5>{e(group)}</td></tr>" + ''.join(
            f"<tr><td>{e(x['text'])}<div class='term'>{x['term']}</div></td><td class=num>{qty(x['qty'])}</td>"
            f"<td>{x['unit']}</td><td class=num>{money(x['price'])}</td><td class=num>{money(x['amount'])}</td></tr>"
            for x in lines)
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="bar">{server_mark(s['colour'])}<span class="name">{e(s['brand'])} <small>Kundencenter</small></span>
<span class="btns">{button('Als PDF speichern')}{button('Jetzt bezahlen', s['colour'])}</span></div>
<div class="page">
<table class="top" style="width:100%"><tr>
<td style="width:55%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>UID {c['vat_printed']}</td>
<td style="text-align:right">{e(s['name'])}<br>{address(s['address'])}<br>{s['phone']}<br>{s['mail']}</td></tr></table>
<h1>Rechnung {e(f['number'])}</h1>
{pairs(meta)}
<table class="lines" style="width:100%"><thead><tr><th>Leistung</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>Einzelpreis</th><th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>USt {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Bitte überweisen Sie den Gesamtbetrag bis {f['due']} auf unser Konto bei der Raiffeisenlandesbank
Oberösterreich, IBAN {spaced(f['iban'])}, BIC RZOOAT2L, Verwendungszweck {e(f['number'])}. Oder bezahlen Sie mit
„Jetzt bezahlen“ per Kreditkarte oder eps-Überweisung.</div>
<div class="legal">{e(s['name'])} · {e(', '.join(s['address']))} · Firmenbuch {s['fn']}, {s['court']} ·
UID-Nr. {s['vat_printed']} · Geschäftsführung: {e(s['gf'])} · Es gelten unsere AGB in der Fassung vom
01.01.2025.</div></div>"""
    return document('de', css, body)


def page_ch_marketplace(f):
    """A Swiss bicycle-parts dealer's invoice as a marketplace makes and hosts the PDF: the platform's mark and name
    in a band at the top; "Verkauf durch …, Versand durch …"; "Rechnung" with the seller's block (its UID with
    MWST) beside the buyer; the invoice's number and date beside the platform's order number, the order and delivery
    dates, the customer number; lines with the maker's article numbers at prices incl. MWST; "Total inkl. MWST",
    "davon MWST 8.1 % auf …", "Total exkl. MWST"; paid with TWINT on the order's day, "Offener Betrag CHF 0.00"; the
    platform's company and UID in the foot, saying the dealer issues the invoice."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    p = f['platform']
    boxes = multi_box('bottom-center', [
        f"{p['brand']} ist ein Online-Marktplatz. Verkäufer und Rechnungssteller ist {s['name']}.",
        f"{p['name']} · {p['address']} · UID {p['vat_printed']} MWST · {p['web']}"],
        size='6.3pt', align='center', colour='#666')
    css = base_css('0 0 18mm 0', boxes, size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #1a1a1a; }}
.band {{ background: {p['colour']}; color: white; padding: 5mm 16mm 4mm; display: flex; align-items: center; }}
.band .brand {{ font-size: 17pt; font-weight: bold; margin-left: 2mm; letter-spacing: 0.5px; }}
.band .right {{ margin-left: auto; font-size: 7.6pt; text-align: right; line-height: 1.5; }}
.sheet {{ padding: 6mm 16mm 0; }}
.sold {{ font-size: 9pt; padding-bottom: 2mm; border-bottom: 1px solid #ddd; }}
h1 {{ font-size: 18pt; margin: 6mm 0 3mm; }}
.blocks {{ width: 100%; }}
.blocks td {{ vertical-align: top; line-height: 1.5; }}
.label {{ font-size: 7.2pt; color: #777; margin-bottom: 0.6mm; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ padding-left: 0; color: #666; }}
.lines {{ margin-top: 6mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; font-weight: normal; color: #666; padding: 1.2mm 1.5mm;
  border-bottom: 1px solid #1a1a1a; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.6mm 1.5mm; border-bottom: 0.5px solid #e5e5e5; vertical-align: top; }}
.art {{ color: #777; font-size: 7.2pt; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 0.9mm 1.5mm 0.9mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.5pt; border-top: 1.2px solid #1a1a1a; }}
.totals tr.soft td {{ color: #555; }}
.paid {{ margin-top: 5mm; background: #f3f7f3; padding: 2.5mm 3.5mm; line-height: 1.6; }}
"""
    meta = [('Rechnungsnummer', e(f['number'])), ('Rechnungsdatum', f['date']),
            (f"{p['brand']}-Bestellnummer", d['order_no']), ('Bestelldatum', d['ordered']),
            ('Lieferdatum', d['delivered']), ('Kundennummer', d['client'])]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}<div class='art'>Art.-Nr. Hersteller {x['code']}</div></td>"
        f"<td class=num>{qty(x['qty'], False)}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="band">{peak('white')}<span class="brand">{e(p['brand'])}</span>
<span class="right">Mein Konto › Bestellungen › Dokumente<br>Erstellt für {e(d['user'])}</span></div>
<div class="sheet">
<div class="sold">Verkauf durch <b>{e(s['name'])}</b>, Versand durch {e(d['fulfiller'])}</div>
<h1>Rechnung</h1>
<table class="blocks"><tr>
<td style="width:34%"><div class="label">Rechnungssteller</div><b>{e(s['name'])}</b><br>{address(s['address'])}<br>
UID {s['vat_printed']} MWST<br>{s['phone']}</td>
<td style="width:30%"><div class="label">Rechnungsadresse</div>{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td>{pairs(meta)}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Artikel</th><th class=num>Menge</th>
<th class=num>Preis inkl. MWST</th><th class=num>Total</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">
<tr class="total"><td>Total inkl. MWST</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="soft"><td>davon MWST {rate_text(rate, False)} % auf {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="soft"><td>Total exkl. MWST</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Bezahlt mit TWINT am {d['ordered']}</td><td class=num>{money(f['gross'])}</td></tr>
<tr><td>Offener Betrag</td><td class=num>{money(Decimal(0))}</td></tr></table>
<div class="paid">Diese Rechnung ist bezahlt. Bei Fragen zu den Artikeln oder zur Rechnung wenden Sie sich an
{e(s['name'])}, {s['mail']}. Rücksendungen erfassen Sie innert 14 Tagen unter Mein Konto › Bestellungen.</div>
</div>"""
    return document('de', css, body)


# --- The pages: France, Luxembourg and Wallonia ----------------------------------------------------------------------

def page_fr_materials(f):
    """A French builders' merchant's invoice as its trade portal ("Espace Pro") makes the PDF: a line at the top
    "Édité depuis l'Espace Pro le … à … par …"; the merchant's name, agency and contacts at the left, "FACTURE" and
    its number, date and due date in a box at the right; the customer with its N° client and VAT number; a box for
    the delivery ("Adresse de livraison" on the site, "Date de livraison", the truck, the delivery note and the web
    order numbers, "Votre référence chantier", "Votre n° de commande"); lines with the reference, the EAN, the unit,
    the net price and the customer's discount; "Total HT", "TVA 20 %", "Total TTC", "Net à payer"; the due date and
    the IBAN; the late-payment penalties and the 40 € fee; the SAS's capital, RCS, SIRET and VAT in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-center', [
        f"{s['name']} – SAS au capital de {s['capital']} – {s['rcs']} – SIRET {s['siret_printed']} – APE 4673A",
        f"N° TVA intracommunautaire {s['vat_printed']} – {' '.join(s['address'])} – {s['web']}"], size='6.3pt',
        align='center') +
        page_box('top-right', f"Facture {f['number']} – page ", '/', size='6.3pt'))
    css = base_css('14mm 13mm 19mm 13mm', boxes, size='8.2pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.edited {{ font-size: 6.8pt; color: #777; border-bottom: 0.5px dashed #bbb; padding-bottom: 1mm; margin-bottom: 3mm; }}
.top td {{ vertical-align: top; line-height: 1.45; }}
.name {{ font-size: 15pt; font-weight: bold; color: {s['colour']}; }}
.agency {{ font-weight: bold; margin-top: 1mm; }}
.box {{ border: 1.5px solid {s['colour']}; padding: 2mm 3mm; }}
.box h1 {{ font-size: 15pt; margin: 0 0 1mm; color: {s['colour']}; letter-spacing: 1px; }}
.meta td {{ padding: 0.3mm 0 0.3mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ padding-left: 0; color: #555; }}
.client {{ margin: 5mm 0 0 52%; line-height: 1.5; }}
.deliv {{ margin-top: 4mm; width: 100%; background: #fff7ed; }}
.deliv td {{ padding: 1.2mm 2.5mm; vertical-align: top; }}
.deliv .l {{ color: #9a3412; font-size: 7pt; white-space: nowrap; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7pt; padding: 1.2mm 1.4mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.4mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.mono {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 7pt; }}
.bottom {{ width: 100%; margin-top: 4mm; }}
.bottom td {{ vertical-align: top; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 0.9mm 1.5mm 0.9mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; background: #fed7aa; }}
.pay {{ line-height: 1.55; padding-right: 6mm; }}
.legal {{ margin-top: 5mm; font-size: 6.8pt; color: #555; line-height: 1.45; }}
"""
    meta = [('N° facture', e(f['number'])), ('Date', f['date']), ('Échéance', f['due']), ('N° client', d['client'])]
    rows = ''.join(
        f"<tr><td class='mono'>{x['code']}</td><td class='mono'>{x['ean']}</td><td>{e(x['text'])}</td>"
        f"<td class=num>{qty(x['qty'])}</td><td>{x['unit']}</td><td class=num>{de(x['list'])}</td>"
        f"<td class=num>{x['disc']} %</td><td class=num>{de(x['price'])}</td><td class=num>{de(x['amount'])}</td>"
        "</tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="edited">Édité depuis l'Espace Pro le {d['edited']} par {e(d['user'])} – {s['web']}/espace-pro/factures</div>
<table class="top" style="width:100%"><tr>
<td style="width:52%"><div class="name">{e(s['brand'])}</div><div class="agency">{e(s['agency'])}</div>
{address(s['agency_address'])}<br>Tél. {s['phone']} – {s['mail']}</td>
<td><div class="box"><h1>FACTURE</h1>{pairs(meta)}</div></td></tr></table>
<div class="client"><b>{e(c['name'])}</b><br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div>
<table class="deliv"><tr>
<td style="width:27%"><div class="l">Adresse de livraison</div>{address(c['site'])}</td>
<td style="width:25%"><div class="l">Date de livraison</div>{d['delivered']}<br><div class="l">Mode</div>
{e(d['mode'])}</td>
<td style="width:20%"><div class="l">Bon de livraison</div>{d['delivery_note']}<br><div class="l">Commande web</div>
{d['web_order']}</td>
<td><div class="l">Votre référence chantier</div><span class=nw>{e(d['site_ref'])}</span><br>
<div class="l">Votre n° de commande</div>{e(f['order'])}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Réf.</th><th>EAN</th><th>Désignation</th>
<th class=num>Qté</th><th>U.</th><th class=num>P.U. brut HT</th><th class=num>Remise</th><th class=num>P.U. net HT</th>
<th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="bottom"><tr><td class="pay">Règlement par virement à l'échéance du {f['due']} (30 jours date de
facture)<br>IBAN {spaced(f['iban'])} – BIC CCBPFRPPNAN<br>Merci de rappeler le n° de facture {e(f['number'])}.</td>
<td><table class="totals">
<tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="legal">Pas d'escompte pour paiement anticipé. En cas de retard de paiement, des pénalités égales à trois
fois le taux d'intérêt légal sont exigibles, ainsi qu'une indemnité forfaitaire pour frais de recouvrement de 40 €
(art. L441-10 du Code de commerce). Réserve de propriété : les marchandises restent notre propriété jusqu'au paiement
intégral du prix.</div>"""
    return document('fr', css, body)


def page_lu_telecom_portal(f):
    """A Luxembourg telecom's business portal printed by the browser: the print date and the title at the top, the
    portal's address with its own id at the foot; the portal's dark bar with "Espace client", the company's name and
    "Déconnexion", a menu (Tableau de bord, Factures, Contrats, Lignes mobiles, Assistance); "Ma facture du …" with
    "Télécharger le PDF"; a grid of long numbers, "Numéro client" beside "Numéro de facture" of the same length,
    "Numéro de contrat", "Référence de paiement" (RF), "Période de facturation"; the services per line (fibre, fixed
    IP, router, mobile lines, options, calls beyond the plan); "Total HTVA", "TVA 17 %", "Total TVAC"; the transfer
    with the RF reference; the company's RCS and VAT numbers in the portal's foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('12mm 11mm 13mm 11mm', browser_frame(f), size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #1e1b2e; }}
.bar {{ background: #1e1b2e; color: white; padding: 2.5mm 4mm; display: flex; align-items: center; }}
.bar .brand {{ font-size: 13pt; font-weight: bold; }}
.bar .brand span {{ color: {s['accent']}; }}
.bar .space {{ margin-left: 3mm; font-size: 8pt; color: #c4b5fd; }}
.bar .who {{ margin-left: auto; font-size: 7.8pt; }}
.menu {{ background: #f4f3f8; padding: 1.5mm 4mm; font-size: 8pt; }}
.menu span {{ margin-right: 5mm; color: #4c4866; }}
.menu span.on {{ color: {s['colour']}; font-weight: bold; }}
.main {{ padding: 3mm 4mm 0; }}
h1 {{ font-size: 14pt; margin: 1mm 0 2mm; font-weight: normal; }}
.grid {{ width: 100%; border-collapse: separate; border-spacing: 1.5mm; margin: 0 -1.5mm; }}
.grid td {{ background: #f4f3f8; border-radius: 4px; padding: 1.8mm 2.5mm; }}
.grid .l {{ font-size: 6.8pt; color: #6b6785; }}
.grid .v {{ font-size: 9pt; font-weight: bold; }}
.two {{ width: 100%; margin-top: 3mm; }}
.two td {{ vertical-align: top; line-height: 1.5; width: 50%; }}
.label {{ font-size: 7pt; color: #6b6785; text-transform: uppercase; letter-spacing: 0.4px; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.4pt; color: #6b6785; border-bottom: 1.5px solid {s['colour']};
  padding: 1.2mm 2mm; font-weight: normal; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 2mm; border-bottom: 0.5px solid #e6e4ef; vertical-align: top; }}
.lines .det {{ color: #6b6785; font-size: 7.2pt; }}
.totals {{ margin: 3mm 0 0 auto; }}
.totals td {{ padding: 1mm 2mm 1mm 14mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.5px solid #1e1b2e; }}
.pay {{ margin-top: 4mm; background: #f4f3f8; border-radius: 4px; padding: 2.5mm 3.5mm; line-height: 1.6; }}
.foot {{ margin-top: 5mm; font-size: 6.9pt; color: #6b6785; line-height: 1.5; border-top: 1px solid #e6e4ef;
  padding-top: 2mm; }}
"""
    grid = [('Numéro client', d['client']), ('Numéro de facture', e(f['number'])), ('Numéro de contrat', d['contract']),
            ('Référence de paiement', f['reference_printed']), ('Date de facture', f['date']),
            ('Période de facturation', d['period']), ('Date d\'échéance', f['due']), ('Montant à payer',
                                                                                  money(f['gross']))]
    cells = ''.join(f"<td><div class='l'>{label}</div><div class='v'>{value}</div></td>"
                    + ('</tr><tr>' if i == 3 else '') for i, (label, value) in enumerate(grid))
    rows = ''.join(
        f"<tr><td>{e(x['text'])}<div class='det'>{e(x['detail'])}</div></td><td class=num>{qty(x['qty'])}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<div class="bar"><span class="brand">{e(s['brand_a'])}<span>{e(s['brand_b'])}</span></span>
<span class="space">Espace client Pro</span>
<span class="who">{e(c['name'])} · {e(d['user'])} · Paramètres · Déconnexion</span></div>
<div class="menu"><span>Tableau de bord</span><span class="on">Factures</span><span>Contrats</span>
<span>Lignes mobiles</span><span>Commandes</span><span>Assistance</span></div>
<div class="main">
<div style="font-size:7.4pt;color:#6b6785">Factures › Facture n° {e(f['number'])}</div>
<h1>Ma facture du {f['date']}</h1>
<div style="margin-bottom:2mm">{button('Télécharger le PDF', s['colour'])}{button('Détail des communications')}
{button('Payer en ligne')}</div>
<table class="grid"><tr>{cells}</tr></table>
<table class="two"><tr>
<td><div class="label">Émetteur</div>{e(s['name'])}<br>{address(s['address'])}<br>TVA {s['vat_printed']}</td>
<td><div class="label">Client</div>{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Service</th><th class=num>Qté</th>
<th class=num>Prix unitaire HTVA</th><th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Total TVAC à payer</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Merci de virer {money(f['gross'])} au plus tard le {f['due']} sur le compte {spaced(f['iban'])}
(BIC BGLLLULL) de {e(s['name'])}, en indiquant la référence de paiement
<b>{f['reference_printed']}</b>. Vous pouvez aussi activer la domiciliation dans Paramètres › Paiement.</div>
<div class="foot">{e(s['name'])} · {e(', '.join(s['address']))} · R.C.S. Luxembourg {s['rcs']} · TVA
{s['vat_printed']} · Service clients Pro {s['phone']} (lun–ven 8h–18h) · Conditions générales · Protection des
données · Cookies</div></div>"""
    return document('fr', css, body)


def page_be_order_invoice_fr(f):
    """A Walloon coffee roaster's web shop, the order page printed by the browser with the order and its invoice: the
    print date and "Commande n° … – Mon compte" at the top, the address and "1/1" at the foot; the shop's header with
    the bean mark, "Mon compte", "Panier"; breadcrumbs; "Commande n° …", "Commande passée le … à …", "Payée par
    Bancontact le …", "Expédiée le … – bpost" with the tracking number; then "Facture n° …", "Date de facture" with
    the roaster and the customer with their VAT numbers; lines at prices incl. VAT at 6 % (coffee, tea) and 21 %
    (grinder, cups, descaler); a summary per rate "Base HTVA / TVA / Total TVAC"; "Déjà payé", "Solde 0,00 €"; the
    roaster's company number and RPM in the shop's foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('11mm 10mm 12mm 10mm', browser_frame(f), size='8.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; color: #2b2118; }}
.head {{ display: flex; align-items: center; padding-bottom: 2mm; border-bottom: 1px solid #e7dccf; }}
.head .shop {{ font-family: 'DejaVu Serif', serif; font-size: 16pt; margin-left: 2mm; color: {s['colour']}; }}
.head .nav {{ margin-left: auto; font-size: 8.2pt; }}
.head .nav span {{ margin-left: 4mm; }}
.crumbs {{ font-size: 7.6pt; color: #8a7b6b; margin: 2mm 0; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-size: 15pt; font-weight: normal; margin: 2mm 0 1mm; }}
.order {{ background: #f8f3ec; padding: 2.5mm 3.5mm; line-height: 1.65; margin-top: 2mm; }}
.inv {{ margin-top: 5mm; border-top: 2px solid {s['colour']}; padding-top: 3mm; }}
.inv h2 {{ font-family: 'DejaVu Serif', serif; font-size: 13pt; font-weight: normal; margin: 0 0 2mm; }}
.blocks {{ width: 100%; }}
.blocks td {{ vertical-align: top; line-height: 1.5; }}
.meta td {{ padding: 0.3mm 0 0.3mm 4mm; white-space: nowrap; }}
.meta td:first-child {{ padding-left: 0; color: #8a7b6b; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; font-weight: normal; color: #8a7b6b; padding: 1.2mm 1.5mm;
  border-bottom: 1px solid #2b2118; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 1.5mm; border-bottom: 0.5px solid #eee4d8; }}
.sum {{ width: 100%; margin-top: 3mm; }}
.sum td {{ vertical-align: top; }}
.rates th, .rates td {{ padding: 0.7mm 2mm; text-align: right; font-size: 7.8pt; }}
.rates th {{ font-weight: normal; color: #8a7b6b; border-bottom: 0.8px solid #c9b8a3; }}
.totals {{ margin-left: auto; }}
.totals td {{ padding: 0.9mm 1.5mm 0.9mm 10mm; white-space: nowrap; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #2b2118; }}
.foot {{ margin-top: 6mm; font-size: 7pt; color: #8a7b6b; line-height: 1.5; border-top: 1px solid #e7dccf;
  padding-top: 2mm; }}
"""
    meta = [('Facture n°', e(f['number'])), ('Date de facture', f['date']), ('Commande n°', d['order_no']),
            ('Client n°', d['client'])]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{qty(x['qty'])}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{rate_text(x['rate'])} %</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    rates = ''.join(f"<tr><td>{rate_text(rate)} %</td><td>{money(base)}</td><td>{money(tax)}</td>"
                    f"<td>{money(base + tax)}</td></tr>" for rate, (base, tax) in f['per_rate'].items())
    body = f"""
<div class="head">{bean(s['colour'])}<span class="shop">{e(s['shop'])}</span>
<span class="nav"><span>Nos cafés</span><span>Machines</span><span>Pour les pros</span><span>Mon compte</span>
<span>Panier (0)</span></span></div>
<div class="crumbs">Accueil › Mon compte › Mes commandes › Commande n° {d['order_no']}</div>
<h1>Commande n° {d['order_no']}</h1>
<div class="order">Commande passée le {d['ordered']} à {d['ordered_time']} par {e(d['user'])}<br>
Payée par Bancontact le {d['ordered']} – {money(f['gross'])}<br>
Expédiée le {d['shipped']} – bpost, n° de suivi {d['tracking']}<br>
Livraison : {e(c['name'])}, {e(', '.join(c['address']))}</div>
<div class="inv"><h2>Facture</h2>
<table class="blocks"><tr>
<td style="width:36%"><b>{e(s['name'])}</b><br>{address(s['address'])}<br>TVA {s['vat_printed']}</td>
<td style="width:32%">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</td>
<td>{pairs(meta)}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>Article</th><th class=num>Qté</th><th class=num>Prix TVAC</th>
<th class=num>TVA</th><th class=num>Total TVAC</th></tr></thead><tbody>{rows}</tbody></table>
<table class="sum"><tr><td><table class="rates"><tr><th>Taux</th><th>Base HTVA</th><th>TVA</th><th>Total TVAC</th></tr>
{rates}</table></td><td><table class="totals">
<tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total TVAC</td><td class=num>{money(f['gross'])}</td></tr>
<tr><td>Déjà payé (Bancontact)</td><td class=num>{money(f['gross'])}</td></tr>
<tr><td>Solde</td><td class=num>{money(Decimal(0))}</td></tr></table></td></tr></table></div>
<div class="foot">{e(s['name'])} · {e(', '.join(s['address']))} · N° d'entreprise / TVA {s['vat_printed']} ·
{s['rpm']} · Service clients {s['phone']} · Conditions générales de vente · Vie privée · Cookies</div>"""
    return document('fr', css, body)


Pages = {'nl_water_portal': page_nl_water_portal, 'be_foodservice': page_be_foodservice,
         'nl_office_portal': page_nl_office_portal, 'gb_saas_receipt': page_gb_saas_receipt,
         'ie_marketplace': page_ie_marketplace, 'us_shop_title': page_us_shop_title,
         'de_order_invoice': page_de_order_invoice, 'at_browser_print': page_at_browser_print,
         'ch_marketplace': page_ch_marketplace, 'fr_materials': page_fr_materials,
         'lu_telecom_portal': page_lu_telecom_portal, 'be_order_invoice_fr': page_be_order_invoice_fr}


Layouts = {
    'nl_water_portal': 'a drinking-water company\'s business portal printed by the browser: the print date and '
                       '"Factuur … | Mijn VechtEem Water" at the top, the portal\'s address with its own id and '
                       '"1/1" at the foot; the bar with "Zakelijk", "Ingelogd als …", "Uitloggen", tabs, '
                       'breadcrumbs, "Download PDF"; "Klantnummer" over "Factuurnummer", "Contractnummer", '
                       '"Betaalkenmerk", "Factuurdatum", "Vervaldatum"; the connection\'s EAN code, meter and '
                       'readings; fixed charge, use and tax on tap water at 9% VAT; KvK and btw in the portal\'s '
                       'foot. The truth is the invoice\'s, not the print date, the readings\' dates, the customer '
                       'or contract number',
    'be_foodservice': 'a Flemish food-service wholesaler\'s invoice as its online-ordering system makes it: a '
                      'dark band with the brand, "Bestelplatform" and "Document aangemaakt op … om …"; '
                      '"Factuuradres" beside "Afleveradres"; a ruled row Factuurnr., Factuurdatum, Vervaldag, '
                      'Klantnr., Webbestelling, Leveringsbon; "Besteld op", "Leverdatum", time window, route and '
                      'driver; lines by department with article numbers and EANs at 6% and 21%, a summary per '
                      'rate; the structured communication',
    'nl_office_portal': 'a Dutch office-supplies web shop\'s account page printed by the browser as it stands, '
                        'plain (sans-serif, blue underlined links, grey buttons), over two pages: print date, '
                        'title, address and "1/2" on each; "Ingelogd als …", "Mijn account", "Winkelwagen", '
                        '"Uitloggen", categories, breadcrumbs, the account\'s menu (Bestellingen, Facturen …), '
                        '"Download PDF"; the order\'s own number and date, "Uw referentie" (the buyer\'s PO); '
                        'lines at 21% and 9%; the help desk\'s phone number, the cookie notice and the site\'s '
                        'foot with KvK and btw',
    'gb_saas_receipt': 'a British rota app\'s subscription "Invoice & receipt" as its billing system makes the '
                       'PDF: "Invoice number" beside "Receipt number", "Invoice date", "Date paid", "Visa •••• '
                       '4242"; "Billed to" with the customer id; the subscription id, billing period and next '
                       'billing date; seats for the coming month, messages of the past one; "Amount paid", '
                       '"Amount remaining £0.00"; no due date and no bank account',
    'ie_marketplace': 'an Irish outdoor-equipment seller\'s VAT invoice made and hosted by a marketplace: the '
                      'platform\'s mark and name on top, "Sold by …, fulfilled by …"; "Seller (invoice issued '
                      'by)" with its VAT and CRO numbers beside the invoice number and date, the platform\'s '
                      'order number and date and "Your PO number"; billing and delivery addresses; VAT at 23% '
                      'per line; paid by card at checkout, no due date; the platform\'s company, CRO and VAT '
                      'number in the foot saying the seller issues the invoice. RelationName: the seller, not '
                      'the platform',
    'us_shop_title': 'an American lab-supply shop\'s invoice page printed by the browser, plain: the browser\'s '
                     'title line "Northfield Lab Supply – Invoice INV-…", the page\'s heading "Invoice INV-…" '
                     'again; links, breadcrumb, grey buttons; seller with EIN, "Bill to" with the Irish buyer\'s '
                     'VAT number, "Ship to"; order, order and ship dates, FedEx tracking, PO number, Net 30 and '
                     'the due date; catalog numbers; shipping, "Total before tax", no sales tax on the export; '
                     'wire details with an ABA routing number and no IBAN',
    'de_order_invoice': 'a German tool shop\'s order page printed by the browser with the order and its invoice '
                        'on one page: "Bestellung …", "Bestellt am … um …", status steps, "Versendet am …" with '
                        'DHL and the "Sendungsnummer", the delivery address on a building site; then the invoice '
                        'in a frame: "Rechnung Nr.", "Rechnungsdatum", "Leistungsdatum", "Kundennummer", "Ihre '
                        'Bestellnummer"; lines with article numbers and EANs, the shipping; 19% USt.; paying on '
                        'account by a date to the IBAN',
    'at_browser_print': 'an Austrian hosting firm\'s invoice page in its customer centre printed by the browser: '
                        'the print date and time and "Rechnung … – Donaunetz Kundencenter" at the top, the '
                        'centre\'s address with its own id and "1/2", "2/2" at the foot of each page; "Als PDF '
                        'speichern", "Jetzt bezahlen"; "Rechnungsnummer", "Rechnungsdatum", "Fällig am", '
                        '"Kundennummer", "Leistungszeitraum"; lines by product each with its term as dates; 20% '
                        'USt; FN, Landesgericht and UID under the page',
    'ch_marketplace': 'a Swiss bicycle-parts dealer\'s invoice made and hosted by a Swiss marketplace: the '
                      'platform\'s band on top, "Verkauf durch …, Versand durch …"; "Rechnungssteller" with its '
                      'UID and MWST beside the buyer; "Rechnungsnummer", "Rechnungsdatum" among the platform\'s '
                      'order number, order and delivery dates, customer number; prices incl. 8.1% MWST, "davon '
                      'MWST", "Total exkl. MWST"; "Bezahlt mit TWINT am …", "Offener Betrag CHF 0.00", no due '
                      'date; the platform\'s company and UID in the foot. RelationName: the dealer, not the '
                      'platform',
    'fr_materials': 'a French builders\' merchant\'s invoice as its trade portal makes the PDF: "Édité depuis '
                    'l\'Espace Pro le … à … par …"; the agency, "FACTURE" with its number, date, due date and '
                    '"N° client" in a box; the customer with its VAT number; the delivery box ("Adresse de '
                    'livraison" on the site, "Date de livraison", the crane truck, the delivery note, the web '
                    'order, "Votre référence chantier", "Votre n° de commande"); references, EANs, list prices '
                    'and discounts; "Net à payer"; late-payment penalties; capital, RCS, SIRET and VAT in the '
                    'foot',
    'lu_telecom_portal': 'a Luxembourg telecom\'s business portal printed by the browser: print date, "Facture … '
                         '– Espace client Lëtznet Pro", the portal\'s address with its own id; the dark bar with '
                         'the customer, "Déconnexion", the menu; "Ma facture du …", "Télécharger le PDF"; a grid '
                         'with "Numéro client" beside "Numéro de facture" of the same length, "Numéro de '
                         'contrat", the RF "Référence de paiement", "Période de facturation", "Date '
                         'd\'échéance"; services with line numbers; 17% TVA; R.C.S. and TVA in the portal\'s '
                         'foot',
    'be_order_invoice_fr': 'a Walloon coffee roaster\'s web shop, the order page printed by the browser with the '
                           'order and its invoice: "Commande n° …", "Commande passée le … à …", "Payée par '
                           'Bancontact le …", "Expédiée le … – bpost, n° de suivi …"; then "Facture", the '
                           'roaster and the customer with their VAT numbers, "Facture n°", "Date de facture", '
                           '"Commande n°", "Client n°"; prices incl. VAT at 6% and 21%, a summary per rate; '
                           '"Déjà payé", "Solde 0,00 €", no due date',
}


# --- The firms and what they sell ------------------------------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days (None: paid, no
# due date), the pages, how the VAT is reckoned ('net' per rate on net lines, 'gross' out of prices incl. VAT per
# rate, 'line' per line, 'none' no VAT), the buyer's order's pattern, the payment reference, the bank, the seller, the
# customer, the lines (a catalogue and a count, or a builder). A catalogue's item: text, unit, lowest and highest
# price in cents, VAT rate and the quantities to choose from, with the maker's code where the page prints one.
Plan = [
    dict(language='nl', country='NL', layout='nl_water_portal', number='73{d7}{c1}', dates='dash', money='eur_before',
         due=14, pages=1, mode='net', order=None, reference='kenmerk', bank='INGB', builder='water',
         seller=dict(name='Waterbedrijf Vecht en Eem N.V.', brand='VechtEem Water', address=['Straatweg 66',
                     '3603 CW Maarssen'], phone='0346 555 200', outage='0800 555 0346', colour='#0e6ba8',
                     host='mijn.vechteemwater.nl'),
         customer=dict(name='Bakkerij Hoogendoorn B.V.', user='R. Hoogendoorn', address=['Stationsweg 14',
                       '3621 LK Breukelen'])),
    dict(language='nl', country='BE', layout='be_foodservice', number='{yy}/0{n5}', dates='slash', money='eur_after',
         due=30, pages=1, mode='net', order=None, reference='structured', bank='737', builder='food',
         seller=dict(name='Van Hecke Foodservice NV', brand='VAN HECKE', brand_small='foodservice',
                     address=['Industrielaan 28', '9800 Deinze'], phone='09 555 48 10',
                     mail='klantendienst@vanheckefoodservice.be', rpr='RPR Gent, afdeling Gent', colour='#9f1239'),
         customer=dict(name='Brasserie De Oude Vaart BV', address=['Vaartstraat 3', '9000 Gent'],
                       site_name='Brasserie De Oude Vaart – keukeningang achterzijde',
                       site=['Lindenlei 18', '9000 Gent'], user='keuken@deoudevaart.be')),
    dict(language='nl', country='NL', layout='nl_office_portal', number='{y}-1{n:05d}', dates='nl',
         money='eur_before', due=14, pages=2, mode='net', order='LH-{yy}{d3}', reference=None, bank='RABO',
         code='KP-{d6}', count=8, always=0,
         seller=dict(name='Kantoorpunt Twente B.V.', brand='kantoorpunt', address=['Havenweg 17', '7553 GR Hengelo'],
                     phone='074 555 12 40', mail='klantenservice@kantoorpunt.nl', colour='#d9480f'),
         customer=dict(name='Fysiotherapie Lindenhof V.O.F.', attention='t.a.v. Marieke Jansen',
                       user='Marieke Jansen', address=['Lindenhofstraat 2', '7512 AB Enschede']),
         items=[('Koffiebonen Arabica, 1 kg', 'zak', 1795, 2195, 9, [4, 6]),
                ('A4 kopieerpapier 80 g/m², doos 5 × 500 vel', 'doos', 2295, 2895, 21, [4, 6, 8, 10]),
                ('Toner compatibel HP 59A zwart, 3.000 pagina\'s', 'st', 6450, 7950, 21, [1, 2, 3]),
                ('Balpen blauw, medium, doos 50 stuks', 'doos', 895, 1295, 21, [1, 2]),
                ('Ordner A4 80 mm, PP, zwart', 'st', 289, 369, 21, [10, 12, 20]),
                ('Thee assortiment, doos 6 × 20 zakjes', 'doos', 895, 1195, 9, [2, 3]),
                ('Koffiemelk cups 7,5 g, doos 240 stuks', 'doos', 1195, 1495, 9, [1, 2]),
                ('Handzeep navulling, can 5 liter', 'can', 1395, 1795, 21, [1, 2]),
                ('Behandeltafelpapier 50 cm × 50 m, 6 rollen', 'pak', 2195, 2795, 21, [2, 3]),
                ('Desinfectiedoekjes oppervlak, emmer 200 stuks', 'emmer', 995, 1395, 21, [3, 4, 6]),
                ('Kartonnen bekers 180 ml, 100 stuks', 'pak', 395, 545, 21, [5, 10])]),
    dict(language='en', country='GB', layout='gb_saas_receipt', number='{hex}-{seq}', dates='en', money='gbp',
         due=None, pages=1, mode='net', order=None, reference=None, builder='saas',
         seller=dict(name='Rotaloop Ltd', brand='Rotaloop', address=['3rd Floor, 41 Leopold Street', 'Sheffield S1 2JG',
                     'United Kingdom'], mail='billing@rotaloop.io', web='rotaloop.io', colour='#0f766e'),
         customer=dict(name='Harbourside Care Homes Ltd', address=['18 Quay Street', 'Bristol BS1 4DB',
                       'United Kingdom'], mail='accounts@harbourside-care.co.uk')),
    dict(language='en', country='IE', layout='ie_marketplace', number='BOS-{y}-{n:05d}', dates='en', money='eur_en',
         due=None, pages=1, mode='line', order='ACC-PO-{d4}', reference=None, code='B0{alnum8}', count=6, always=0,
         shipping=('Delivery – standard, 2 parcels', 1290, 1690),
         seller=dict(name='Burren Outdoor Supplies Ltd', address=['Unit 4, Quin Road Business Park',
                     'Ennis, Co. Clare V95 X2K7'], mail='orders@burrenoutdoor.ie'),
         platform=dict(brand='Kestrel Market', name='Kestrel Market Europe Ltd',
                       address='2 Grand Canal Quay, Dublin 2, D02 A342', colour='#b45309'),
         customer=dict(name='Atlantic Adventure Centre CLG', attention='Attn: Accounts Payable',
                       address=['Strand Road', 'Lahinch, Co. Clare V95 R6F3'],
                       site=['Atlantic Adventure Centre – Stores', 'The Promenade', 'Lahinch, Co. Clare V95 R6F3']),
         items=[('Full wetsuit 5/4 mm, chest zip, adult size M', 'ea', 10500, 13900, 23, [4, 6]),
                ('Full wetsuit 5/4 mm, chest zip, adult size L', 'ea', 10500, 13900, 23, [4, 6]),
                ('Buoyancy aid 50N, ISO 12402-5, adult universal', 'ea', 4800, 6200, 23, [6, 8, 10]),
                ('Water-sports helmet, EN 1385, size M/L', 'ea', 2900, 3900, 23, [6, 8]),
                ('Kayak paddle, 2-piece fibreglass, 220 cm', 'ea', 5900, 7900, 23, [4, 6]),
                ('Dry bag 20 L, roll-top, yellow', 'ea', 1100, 1600, 23, [10, 12]),
                ('Throw line 20 m in bag', 'ea', 2700, 3500, 23, [2, 3]),
                ('First aid kit, watersports, waterproof case', 'ea', 3200, 4200, 23, [2])]),
    dict(language='en', country='US', layout='us_shop_title', number='INV-{y}-{n:05d}', dates='us_long', money='usd',
         due=30, pages=1, mode='none', order='SBA-PO-{d4}', reference=None, code='NLS-{d5}', count=6, always=0,
         shipping=('Shipping & handling', 18500, 26500),
         seller=dict(name='Northfield Lab Supply, Inc.', shop='Northfield Lab Supply',
                     address=['1200 Commerce Drive, Suite 140', 'Madison, WI 53713', 'United States'],
                     phone='(608) 555-0142', mail='orders@northfieldlabsupply.com', bank='Capitol Lakes Bank',
                     bank_address='Madison, Wisconsin', swift='CPLKUS44'),
         customer=dict(name='Shannon BioAssay Ltd', attention='Attn: Dr. Niamh Gallagher, Lab Manager',
                       address=['Block 3, Shannon Free Zone West', 'Shannon, Co. Clare V14 E326', 'Ireland'],
                       site=['Goods inward, Block 3', 'Shannon Free Zone West', 'Shannon, Co. Clare V14 E326',
                             'Ireland']),
         items=[('Filter pipette tips 200 µL, sterile, racked, 10 × 96', 'case', 4850, 5650, 0, [4, 6, 8]),
                ('Centrifuge tubes 50 mL, PP, sterile, 500/cs', 'case', 16200, 18900, 0, [2, 3]),
                ('Nitrile exam gloves, powder-free, size M, 10 × 100', 'case', 5400, 6900, 0, [4, 6]),
                ('pH buffer solution 7.00, NIST traceable, 500 mL', 'bottle', 1850, 2450, 0, [6, 10]),
                ('PTFE magnetic stir bars, assorted, set of 20', 'set', 3950, 4950, 0, [2]),
                ('Cryogenic vials 2.0 mL, external thread, 500/cs', 'case', 11200, 13400, 0, [1, 2]),
                ('Microcentrifuge tubes 1.5 mL, natural, 500/bag', 'bag', 1990, 2590, 0, [6, 8]),
                ('Serological pipettes 10 mL, individually wrapped, 200/cs', 'case', 7400, 8900, 0, [2, 3])]),
    dict(language='de', country='DE', layout='de_order_invoice', number='RE-{y}-0{n5}', dates='dot',
         money='eur_after', due=14, pages=1, mode='net', order='TM-{y}-{d3}', reference=None, blz='49450120',
         code='{d7}', ean='40', count=6, always=0, shipping=('Versandkosten (2 Pakete, DHL)', 1290, 1290),
         seller=dict(name='Werkzeughandel Brandt GmbH', shop_a='Brandt', shop_b='Werkzeug',
                     address=['Gutenbergstraße 21', '32051 Herford'], gf='Heiko Brandt', phone='05221 555 380',
                     colour='#e03131'),
         customer=dict(name='Tischlerei Möller GmbH & Co. KG', attention='z. Hd. Frau Anja Möller',
                       user='Anja Möller', address=['Im Kampe 9', '32120 Hiddenhausen'],
                       site=['Baustelle Neubau Kita Sonnenschein', 'Bünder Straße 140', '32051 Herford']),
         items=[('Akku-Bohrschrauber 18 V, 2 × 4,0 Ah, Ladegerät, Koffer', 'St.', 18900, 23900, 19, [1, 2]),
                ('Bit-Set 32-tlg., Torx/PZ/PH, mit Magnethalter', 'St.', 1290, 1790, 19, [3, 5]),
                ('Spanplattenschrauben 4,0 × 40 mm, Teilgewinde, verzinkt, 1000 St.', 'Pkg.', 1690, 2190, 19,
                 [4, 6, 10]),
                ('Holzleim D3, wasserfest, 750 g', 'Fl.', 790, 1090, 19, [6, 12]),
                ('Schleifscheiben Ø 125 mm, K120, Klett, 50 St.', 'Pkg.', 1490, 1990, 19, [3, 5]),
                ('Schraubzwinge 300 × 120 mm, Temperguss', 'St.', 1590, 2190, 19, [4, 6, 8]),
                ('Kapselgehörschutz SNR 30 dB', 'St.', 1390, 1890, 19, [2, 4]),
                ('Forstnerbohrer-Satz 15–35 mm, 5-tlg.', 'Satz', 2990, 3990, 19, [1, 2])]),
    dict(language='de', country='AT', layout='at_browser_print', number='{y}-0{n5}', dates='dot',
         money='eur_before', due=14, pages=2, mode='net', order=None, reference=None, blz='34000',
         builder='hosting',
         seller=dict(name='Donaunetz Hosting GmbH', brand='Donaunetz', address=['Hafenstraße 47–51', '4020 Linz'],
                     phone='+43 732 555 480', mail='rechnung@donaunetz.at', court='Landesgericht Linz',
                     gf='DI Martin Aigner', colour='#0b7285'),
         customer=dict(name='Huber Installationen GmbH', attention='z. H. Herrn Ing. Peter Huber',
                       address=['Welser Straße 112', '4060 Leonding'], domain='huber-installationen')),
    dict(language='de', country='CH', layout='ch_marketplace', number='ZV-{yy}-{n:05d}', dates='dot', money='chf',
         due=None, pages=1, mode='gross', order=None, reference=None, count=6, always=0,
         seller=dict(name='Zumbrunnen Velotech AG', address=['Thunstrasse 88', '3074 Muri bei Bern'],
                     phone='031 555 72 40', mail='shop@zumbrunnen-velotech.ch'),
         platform=dict(brand='Alpmarkt', name='Alpmarkt AG', address='Hardturmstrasse 161, 8005 Zürich',
                       web='www.alpmarkt.ch', colour='#c92a2a'),
         customer=dict(name='Kurierdienst Flink GmbH', attention='z. Hd. Herr Luca Bernasconi', user='Luca Bernasconi',
                       address=['Effingerstrasse 25', '3008 Bern']),
         items=[('Fahrradschlauch 28" (700×35–43C), Presta 40 mm', 'SV17-700', 7, 9, Decimal('8.1'), [20, 30]),
                ('Faltreifen 700×35C, Pannenschutz, reflektierend', 'R-11159', 39, 49, Decimal('8.1'), [6, 8, 10]),
                ('Scheibenbremsbeläge organisch, Paar', 'BP-B01S', 14, 19, Decimal('8.1'), [10, 12]),
                ('Kette 11-fach, 118 Glieder, mit Kettenschloss', 'CN-HG701', 34, 42, Decimal('8.1'), [4, 6]),
                ('LED-Beleuchtungsset, USB-C, StVZO-konform', 'L-IXON4', 59, 79, Decimal('8.1'), [3, 4]),
                ('Kettenöl für Nässe, 500 ml', 'WL-500', 12, 16, Decimal('8.1'), [4, 6]),
                ('Montageständer, klappbar, bis 30 kg', 'PRS-25', 149, 189, Decimal('8.1'), [1])]),
    dict(language='fr', country='FR', layout='fr_materials', number='FC{yy}{n6}', dates='slash', money='eur_fr',
         due=30, pages=1, mode='net', order='LG-{yy}-{d3}', reference=None, bank='13807', builder='materials',
         seller=dict(name='Roussel Matériaux SAS', brand='ROUSSEL MATÉRIAUX', agency='Agence de Rennes-Est',
                     address=['8 rue du Bordage', 'ZA de la Rigourdière', '35510 Cesson-Sévigné'],
                     agency_address=['8 rue du Bordage, ZA de la Rigourdière', '35510 Cesson-Sévigné'],
                     phone='02 99 55 41 20', mail='rennes-est@roussel-materiaux.fr', web='roussel-materiaux.fr',
                     capital='450 000 €', colour='#c2410c'),
         customer=dict(name='Le Goff Maçonnerie SARL', attention="À l'attention de M. Yann Le Goff",
                       address=['12 rue des Frères Lumière', '35200 Rennes'],
                       site=['Chantier Dupuis', '14 allée des Tilleuls', '35510 Cesson-Sévigné'])),
    dict(language='fr', country='LU', layout='lu_telecom_portal', number='61{d8}', dates='fr', money='eur_after',
         due=20, pages=1, mode='net', order=None, reference='rf', bank='003', builder='telecom',
         seller=dict(name='Lëtznet S.A.', brand_a='Lëtz', brand_b='net', address=['2, rue Emile Bian',
                     'L-1235 Luxembourg'], phone='+352 27 55 10 00', colour='#6d28d9', accent='#a78bfa'),
         customer=dict(name='Fiduciaire Schmit & Wagner S.à r.l.', attention="À l'attention de Mme Carole Wagner",
                       user='Carole Wagner', address=['14, avenue de la Gare', 'L-9233 Diekirch'])),
    dict(language='fr', country='BE', layout='be_order_invoice_fr', number='F{y}-{n:05d}', dates='slash',
         money='eur_after', due=None, pages=1, mode='gross', order=None, reference=None, count=6, always=0,
         seller=dict(name='Torréfaction Delvaux SRL', shop='Delvaux Café', address=['Chaussée de Louvain 512',
                     '5020 Champion'], rpm='RPM Liège, division Namur', phone='081 55 26 40', colour='#7c2d12'),
         customer=dict(name='Maréchal Architectes SRL', attention='Mme Julie Maréchal', user='Julie Maréchal',
                       address=['Rue de Fer 27', '5000 Namur']),
         items=[('Café en grains « Espresso Maison », 1 kg', '', 21, 25, 6, [4, 6, 8]),
                ('Moulin à café électrique à meules coniques', '', 149, 189, 21, [1]),
                ('Café en grains « Colombie Huila », 1 kg', '', 23, 28, 6, [2, 4]),
                ('Café en grains décaféiné « Nuit Calme », 500 g', '', 12, 15, 6, [2, 3]),
                ('Thé vert bio Sencha, 100 sachets', '', 14, 18, 6, [1, 2]),
                ('Tasses espresso en porcelaine, lot de 6', '', 29, 36, 21, [1, 2]),
                ('Détartrant pour machines à café, 1 L', '', 11, 14, 21, [2, 3])]),
]

FoodItems = [  # department, text, packing, lowest and highest price in cents, VAT rate, quantities
    ('Zuivel en eieren', 'Room 35 % vet, UHT', 'fles 1 L', 455, 545, 6, [6, 12]),
    ('Zuivel en eieren', 'Boter ongezouten, 82 % vet', 'blok 1 kg', 985, 1145, 6, [4, 6]),
    ('Zuivel en eieren', 'Eieren scharrel, klasse M', 'tray 180 st.', 4290, 4890, 6, [1, 2]),
    ('Zuivel en eieren', 'Mozzarella fior di latte, blokjes', 'zak 1 kg', 1090, 1290, 6, [2, 3]),
    ('Droge voeding', 'Bloem type 55', 'zak 25 kg', 1690, 1990, 6, [1, 2]),
    ('Droge voeding', 'Tomatenpassata', 'doos 6 × 1 kg', 1190, 1390, 6, [2, 3]),
    ('Droge voeding', 'Arborio risottorijst', 'zak 5 kg', 1390, 1690, 6, [1, 2]),
    ('Droge voeding', 'Frituurolie plantaardig', 'bus 10 L', 2490, 2890, 6, [2, 3]),
    ('Diepvries', 'Frieten 10 mm, voorgebakken', 'doos 4 × 2,5 kg', 1890, 2190, 6, [3, 4, 5]),
    ('Diepvries', 'Kabeljauwhaasje zonder vel, 160–180 g', 'doos 5 kg', 8950, 9950, 6, [1, 2]),
    ('Onderhoud en non-food', 'Vaatwastabletten professioneel', 'emmer 200 st.', 3490, 3990, 21, [1, 2]),
    ('Onderhoud en non-food', 'Keukenrol industrieel, 2-laags', 'pak 6 rollen', 1290, 1590, 21, [2, 3]),
    ('Onderhoud en non-food', 'Nitril handschoenen, maat L', 'doos 100 st.', 690, 890, 21, [4, 6]),
]
MaterialItems = [  # text, unit, lowest and highest list price in cents, quantities
    ('Ciment CEM II/B-LL 32,5 R CE NF, sac 35 kg', 'sac', 890, 1090, [40, 60, 80]),
    ('Bloc béton creux B40 20 × 20 × 50 cm', 'u', 145, 185, [300, 400, 480]),
    ('Sable 0/4 lavé, big bag 1 t', 'u', 6900, 8500, [2, 3]),
    ('Gravier roulé 6/10, big bag 1 t', 'u', 7200, 8900, [1, 2]),
    ('Treillis soudé ST 25 C, panneau 2,40 × 6,00 m', 'u', 3950, 4850, [6, 8, 10]),
    ('Acier HA Ø 10 mm, barre de 6 m', 'u', 790, 990, [20, 30]),
    ('Mortier colle C2 TE gris, sac 25 kg', 'sac', 1390, 1790, [8, 10]),
    ('Planelle béton 5 × 20 × 50 cm', 'u', 105, 145, [60, 80]),
]
Hosting = [  # group, text, unit, the term ('quarter', 'year' or 'once'), lowest and highest price in cents, quantities
    # (or 'boxes': three months of the customer's mailboxes)
    ('Webhosting & Server', 'Webhosting Business L (50 GB, 25 Websites)', 'Monat', 'quarter', 2490, 2490, [3]),
    ('Webhosting & Server', 'Managed vServer M (4 vCPU, 8 GB RAM, 160 GB SSD)', 'Monat', 'quarter', 3900, 3900, [3]),
    ('Webhosting & Server', 'Zusätzlicher SSD-Speicher 100 GB', 'Monat', 'quarter', 600, 600, [3]),
    ('Webhosting & Server', 'Backup-Paket täglich, 30 Tage Aufbewahrung', 'Monat', 'quarter', 990, 990, [3]),
    ('Webhosting & Server', 'Monitoring und Alarmierung per SMS', 'Monat', 'quarter', 490, 490, [3]),
    ('Domains', 'Domain {d}.at, Verlängerung', 'Jahr', 'year', 1800, 1800, [1]),
    ('Domains', 'Domain {d}.com, Verlängerung', 'Jahr', 'year', 1500, 1500, [1]),
    ('Domains', 'Domain {d}.eu, Verlängerung', 'Jahr', 'year', 1200, 1200, [1]),
    ('Domains', 'Domain heizung-leonding.at, Verlängerung', 'Jahr', 'year', 1800, 1800, [1]),
    ('Domains', 'Domain huber-haustechnik.at, Verlängerung', 'Jahr', 'year', 1800, 1800, [1]),
    ('Zertifikate', 'SSL-Zertifikat Wildcard *.{d}.at (DV)', 'Jahr', 'year', 8900, 8900, [1]),
    ('Zertifikate', 'SSL-Zertifikat Standard shop.{d}.at (DV)', 'Jahr', 'year', 2900, 2900, [1]),
    ('E-Mail', 'Exchange-Postfach 50 GB', 'Postfach/Monat', 'quarter', 450, 450, 'boxes'),
    ('E-Mail', 'Spam- und Virenschutz Premium', 'Postfach/Monat', 'quarter', 90, 90, 'boxes'),
    ('E-Mail', 'E-Mail-Archivierung, 7 Jahre (BAO-konform)', 'Monat', 'quarter', 1490, 1490, [3]),
    ('Dienstleistungen', 'Migration alter Mailserver, Technikerstunden', 'Std.', 'once', 9800, 9800, [3.5, 4, 5.5]),
    ('Dienstleistungen', 'DNS-Umzug, SPF, DKIM und DMARC einrichten', 'Pauschale', 'once', 12000, 12000, [1]),
]
Telecom = [  # text, detail, quantity, lowest and highest price in cents
    ('Fibre Pro 1 Gbit/s', 'Abonnement mensuel, {period}', [1], 8900, 8900),
    ('Adresse IP fixe', 'Option de l\'abonnement Fibre Pro', [1], 1000, 1000),
    ('Location routeur Pro Wi-Fi 6', 'N° de série {serial}', [1], 750, 750),
    ('Téléphonie fixe VoIP, 3 canaux', 'Numéro principal +352 80 55 {d2} {d2b}', [1], 2400, 2400),
    ('Forfait mobile Pro 40 Go', 'Lignes +352 621 55{d3}, +352 621 55{d3b} et suivantes, {period}', [4, 5, 6],
     2900, 2900),
    ('Option Roaming Europe+', 'Deux lignes, {period}', [2], 990, 990),
    ('Communications hors forfait', 'Appels vers l\'international et SMS surtaxés, détail en annexe', [1], 312, 3877),
]


def make_line(text, quantity, price, rate, **more):
    amount = (Decimal(str(quantity)) * price).quantize(CENT, ROUND_HALF_UP)
    return dict(text=text, qty=Decimal(str(quantity)), price=price, rate=Decimal(rate), amount=amount, **more)


def alnum(count):
    return ''.join(rng.choice('ABCDEFGHJKLMNPQRSTUVWXYZ0123456789') for _ in range(count))


def ean13(prefix):
    """A GTIN-13 of the country's prefix with its check digit."""
    body = prefix + digits(12 - len(prefix))
    value = body + ean.calc_check_digit(body)
    assert ean.is_valid(value)
    return value


def code_of(pattern):
    return pattern.format(d5=digits(5), d6=digits(6), d7=str(rng.randint(1, 9)) + digits(6), alnum8=alnum(8))


def shop_price(lo, hi):
    """A shop's price incl. VAT between `lo` and `hi` whole units, ending in .90, .50 or .00."""
    return Decimal(rng.randint(lo, hi)) + Decimal(rng.choice(['0.90', '0.50', '0.00']))


def month_after(day):
    """The same day a month later (the last of a shorter month)."""
    year, month = (day.year + 1, 1) if day.month == 12 else (day.year, day.month + 1)
    for last in (day.day, 30, 29, 28):
        try:
            return day.replace(year=year, month=month, day=last)
        except ValueError:
            continue


def month_before(day):
    """The same day a month earlier (the last of a shorter month)."""
    year, month = (day.year - 1, 12) if day.month == 1 else (day.year, day.month - 1)
    for last in (day.day, 30, 29, 28):
        try:
            return day.replace(year=year, month=month, day=last)
        except ValueError:
            continue


def quarter_of(day):
    """The first and last day of the quarter holding `day`."""
    first = datetime.date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)
    last = (first + datetime.timedelta(days=95)).replace(day=1) - datetime.timedelta(days=1)
    return first, last


def lines_for(plan, issued, ctx):
    """The invoice's lines, from its catalogue or its builder; a builder leaves facts for the page in `ctx`."""
    builder = plan.get('builder')
    lines = []
    if builder == 'water':  # the quarter before the one of the invoice: fixed charge per day, use, tax on tap water
        start, end = quarter_of(quarter_of(issued)[0] - datetime.timedelta(days=1))
        days = (end - start).days + 1
        first = rng.randint(3000, 9000)
        used = rng.randint(95, 160)
        ctx.update(period=(start, end), readings=(first, first + used))
        period = f"{date_text(start, 'dash')} t/m {date_text(end, 'dash')}"
        lines = [make_line('Vastrecht aansluiting ≤ 10 m³/uur', days, Decimal('0.2411'), 9, period=period,
                           shown_qty=f'{days} dagen'),
                 make_line('Levering drinkwater', used, Decimal(rng.choice(['1.1875', '1.2140', '1.1960'])), 9,
                           period=period, shown_qty=f'{used} m³'),
                 make_line('Belasting op leidingwater', used, Decimal('0.4430'), 9, period=period,
                           shown_qty=f'{used} m³')]
    elif builder == 'food':  # a delivery's lines by department
        chosen = sorted(rng.sample(range(10), 7)) + sorted(rng.sample(range(10, 13), 2))
        groups = {}
        for index in chosen:
            dept, text, pack, lo, hi, rate, quantities = FoodItems[index]
            groups.setdefault(dept, []).append(make_line(
                text, rng.choice(quantities), price_in(lo, hi), rate, unit=pack, code=digits(6), ean=ean13('54')))
        ctx['groups'] = list(groups.items())
        lines = [line for _, group in ctx['groups'] for line in group]
    elif builder == 'saas':  # seats for the coming month, messages of the past one, an add-on
        end = month_after(issued) - datetime.timedelta(days=1)
        past = issued - datetime.timedelta(days=1)
        past_start = month_before(issued)
        now = f"{date_text(issued, 'en_short')} – {date_text(end, 'en_short')}"
        before = f"{date_text(past_start, 'en_short')} – {date_text(past, 'en_short')}"
        seats, messages = rng.choice([28, 34, 38, 42]), rng.randint(900, 1900)
        ctx.update(period=now, next_billing=date_text(end + datetime.timedelta(days=1), 'en_short'))
        lines = [make_line('Rotaloop Business, per seat', seats, Decimal('6.50'), 20, period=now,
                           shown_qty=str(seats), shown_price='£6.50'),
                 make_line('SMS shift reminders, per message', messages, Decimal('0.045'), 20, period=before,
                           shown_qty=f'{messages:,}', shown_price='£0.045'),
                 make_line('Payroll export add-on', 1, Decimal('19.00'), 20, period=now, shown_qty='1',
                           shown_price='£19.00')]
    elif builder == 'hosting':  # three months' services from the next month, the year's domains and certificates
        start = (issued.replace(day=1) + datetime.timedelta(days=32)).replace(day=1)
        end = month_after(month_after(month_after(start))) - datetime.timedelta(days=1)
        ctx['period'] = f"{date_text(start, 'dot')} – {date_text(end, 'dot')}"
        groups = {}
        domain, boxes = plan['customer']['domain'], rng.choice([9, 11, 12, 14])
        for group, text, unit, term, lo, hi, quantities in Hosting:
            if term == 'quarter':
                when = ctx['period']
            elif term == 'year':
                renew = issued + datetime.timedelta(days=rng.randint(10, 80))
                until = (renew + datetime.timedelta(days=366 if renew.month > 2 and renew.year % 4 == 3 else 365)
                         - datetime.timedelta(days=1))
                when = f"{date_text(renew, 'dot')} – {date_text(until, 'dot')}"
            else:
                when = f"erbracht am {date_text(issued - datetime.timedelta(days=rng.randint(3, 12)), 'dot')}"
            count = 3 * boxes if quantities == 'boxes' else rng.choice(quantities)
            groups.setdefault(group, []).append(make_line(text.format(d=domain), count, price_in(lo, hi), 20,
                                                          unit=unit, term=when))
        ctx['groups'] = list(groups.items())
        lines = [line for _, group in ctx['groups'] for line in group]
    elif builder == 'materials':  # a site delivery with the customer's discounts, and the crane truck
        for index in sorted(rng.sample(range(len(MaterialItems)), 6)):
            text, unit, lo, hi, quantities = MaterialItems[index]
            listed, disc = price_in(lo, hi), rng.choice([0, 5, 8, 12])
            net = (listed * (100 - disc) / 100).quantize(CENT, ROUND_HALF_UP)
            lines.append(make_line(text, rng.choice(quantities), net, 20, unit=unit, list=listed, disc=disc,
                                   code=digits(6), ean=ean13('3')))
        crane = price_in(9500, 12000)
        lines.append(make_line('Livraison camion-grue, zone 2, déchargement sur chantier', 1, crane, 20,
                               unit='forf.', list=crane, disc=0, code='LIV002', ean=''))
    elif builder == 'telecom':  # the month before the invoice
        end = issued.replace(day=1) - datetime.timedelta(days=1)
        start = end.replace(day=1)
        period = f"{date_text(start, 'slash')} – {date_text(end, 'slash')}"
        ctx['period'] = period
        for text, detail, quantities, lo, hi in Telecom:
            lines.append(make_line(text, rng.choice(quantities), price_in(lo, hi), 17, detail=detail.format(
                period=period, serial=f'LZ{digits(10)}', d2=digits(2), d2b=digits(2), d3=digits(3),
                d3b=digits(3))))
    elif plan['mode'] == 'gross':  # a shop's prices incl. VAT
        chosen = sorted(rng.sample(range(len(plan['items'])), plan['count']))
        for index in chosen:
            text, code, lo, hi, rate, quantities = plan['items'][index]
            lines.append(make_line(text, rng.choice(quantities), shop_price(lo, hi), rate, code=code))
    else:
        chosen = sorted(rng.sample(range(len(plan['items'])), plan['count']))
        for index in chosen:
            text, unit, lo, hi, rate, quantities = plan['items'][index]
            lines.append(make_line(text, rng.choice(quantities), price_in(lo, hi), rate, unit=unit,
                                   code=code_of(plan['code']),
                                   ean=ean13(plan['ean']) if plan.get('ean') else ''))
        if plan.get('shipping'):
            text, lo, hi = plan['shipping']
            rate = plan['items'][0][4]
            lines.append(make_line(text, 1, price_in(lo, hi), rate, unit='', code='', ean='', shipping=True))
    return lines


def totals(lines, mode):
    """The VAT per rate `{rate: (base, vat)}`, the net, the VAT and the gross: on the net lines per rate ('net'),
    per line and added up ('line'), out of the lines' prices incl. VAT per rate ('gross'), or none ('none')."""
    if mode in ('net', 'none'):
        return vat_totals([(line['amount'], line['rate']) for line in lines])
    per_rate = {}
    for line in sorted(lines, key=lambda x: -x['rate']):
        base, tax = per_rate.get(line['rate'], (Decimal(0), Decimal(0)))
        if mode == 'line':
            line['line_vat'] = (line['amount'] * line['rate'] / 100).quantize(CENT, ROUND_HALF_UP)
            per_rate[line['rate']] = (base + line['amount'], tax + line['line_vat'])
        else:
            per_rate[line['rate']] = (base + line['amount'], tax)
    if mode == 'gross':
        for rate, (gross, _) in per_rate.items():
            tax = (gross * rate / (100 + rate)).quantize(CENT, ROUND_HALF_UP)
            per_rate[rate] = (gross - tax, tax)
    net = sum(base for base, _ in per_rate.values())
    tax = sum(tax for _, tax in per_rate.values())
    return per_rate, net, tax, net + tax


# --- The decoys: what the browser and the portal print around the invoice -------------------------------------------

def stamp(moment, style):
    """The date and time of printing as Chromium writes it in the page's header, by the browser's locale."""
    if style == 'en_us':
        hour = moment.hour % 12 or 12
        return f"{moment.month}/{moment.day}/{moment:%y}, {hour}:{moment:%M} {'AM' if moment.hour < 12 else 'PM'}"
    return moment.strftime({'nl': '%d-%m-%Y %H:%M', 'de': '%d.%m.%y, %H:%M', 'fr': '%d/%m/%Y %H:%M'}[style])


def later(issued, lo, hi):
    """A moment `lo` to `hi` days after the invoice's date, in office hours."""
    day = issued + datetime.timedelta(days=rng.randint(lo, hi))
    return datetime.datetime(day.year, day.month, day.day, rng.randint(8, 17), rng.randint(0, 59))


def extras_for(layout, plan, issued, number, ctx, show):
    """The numbers, dates, names and addresses the page prints around the invoice: the print's date and time, the
    page's title and address, the order, the delivery, the customer's and the portal's ids."""
    s, c = plan['seller'], plan['customer']
    d = {}
    if layout == 'nl_water_portal':
        (start, end), (first, last) = ctx['period'], ctx['readings']
        client = '40' + digits(6)
        quarter = (start.month - 1) // 3 + 1
        d.update(client=client, contract=f'2204-{client[2:]}-01', user=c['user'], ean='871687' + digits(11),
                 meter=f"{rng.choice(['14', '16', '19'])}M{digits(7)}", site=', '.join(c['address']),
                 period_name=f'{quarter}e kwartaal {start.year}',
                 period_text=f"{date_text(start, 'dash')} t/m {date_text(end, 'dash')}",
                 read_start=(date_text(start, 'dash'), first, 'Opgenomen door u'),
                 read_end=(date_text(end, 'dash'), last, 'Slimme meter'),
                 printed_at=stamp(later(issued, 6, 24), 'nl'),
                 title=f"Factuur {number} | Mijn {s['brand']}",
                 url=f"https://{s['host']}/zakelijk/facturen/{rng.randint(4000000, 4999999)}?weergave=print")
        d['ean'] += ean.calc_check_digit(d['ean'])
    elif layout == 'be_foodservice':
        made_on = later(issued, 9, 30)
        d.update(client=f'2{digits(5)}', web_order=f"W{issued:%y}{digits(7)}", delivery_note=f'LB{digits(8)}',
                 made_on=f"{date_text(made_on.date(), 'slash')} om {made_on:%H:%M}", user=c['user'],
                 ordered=show(issued - datetime.timedelta(days=2)), delivered=show(issued - datetime.timedelta(days=1)),
                 window='tussen 06:00 en 09:00', route=f'R{rng.randint(10, 29)}', driver='Dirk V.',
                 colli=rng.randint(9, 16), groups=ctx['groups'])
    elif layout == 'nl_office_portal':
        ordered = issued - datetime.timedelta(days=rng.randint(1, 4))
        d.update(client=f'3{digits(5)}', order_no=f'{issued.year}-2{digits(5)}', ordered=show(ordered),
                 user=c['user'], year=issued.year + (1 if issued.month == 12 and issued.day > 20 else 0),
                 printed_at=stamp(later(issued, 18, 40), 'nl'), title=f"Factuur {number} - Kantoorpunt",
                 url=f"https://www.kantoorpunt.nl/mijn-account/facturen/{rng.randint(800000, 899999)}?print=1")
    elif layout == 'gb_saas_receipt':
        d.update(receipt=f'{digits(4)}-{digits(4)}', paid_on=show(issued), customer_id=f'cus_{alnum(14)}',
                 subscription=f'sub_{alnum(18)}', plan='Rotaloop Business (monthly)', period=ctx['period'],
                 next_billing=ctx['next_billing'])
    elif layout == 'ie_marketplace':
        ordered = issued - datetime.timedelta(days=1)
        d.update(order_no=f'40{rng.randint(2, 8)}-{digits(7)}-{digits(7)}', ordered=show(ordered),
                 delivered=show(issued + datetime.timedelta(days=2)), fulfiller='Kestrel Market Logistics',
                 card=digits(4))
    elif layout == 'us_shop_title':
        order_no = str(rng.randint(70000, 79999))
        tracking = digits(12)
        d.update(order_no=order_no, ordered=show(issued - datetime.timedelta(days=3)),
                 shipped=show(issued - datetime.timedelta(days=1)),
                 tracking=f'{tracking[:4]} {tracking[4:8]} {tracking[8:]}', boxes=rng.choice([2, 3]),
                 printed_at=stamp(later(issued, 12, 30), 'en_us'), title=f"{s['shop']} – Invoice {number}",
                 url=f"https://www.northfieldlabsupply.com/account/orders/{order_no}/invoice?print=1")
    elif layout == 'de_order_invoice':
        order_no = f'100{digits(6)}'
        shipped = issued - datetime.timedelta(days=1)
        d.update(order_no=order_no, ordered=show(issued - datetime.timedelta(days=3)),
                 ordered_time=f'{rng.randint(8, 17):02d}:{rng.randint(0, 59):02d}', shipped=show(shipped),
                 expected=show(shipped + datetime.timedelta(days=1)), tracking=f'00340434{digits(12)}', parcels=2,
                 client=f'1{digits(7)}', user=c['user'], printed_at=stamp(later(issued, 5, 20), 'de'),
                 title=f"Bestellung {order_no} – Mein Konto | Brandt Werkzeug",
                 url=f"https://www.brandt-werkzeug.de/mein-konto/bestellung/detail/{rng.randint(600000, 699999)}"
                     "?druckansicht=1")
    elif layout == 'at_browser_print':
        d.update(client=f'{rng.randint(20000, 49999)}', period=ctx['period'], groups=ctx['groups'],
                 printed_at=stamp(later(issued, 4, 15), 'de'), title=f"Rechnung {number} – {s['brand']} Kundencenter",
                 url=f"https://kundencenter.donaunetz.at/rechnungen/{rng.randint(880000, 889999)}?print=1")
    elif layout == 'ch_marketplace':
        d.update(order_no=digits(8), ordered=show(issued - datetime.timedelta(days=2)),
                 delivered=show(issued + datetime.timedelta(days=1)), client=digits(7),
                 fulfiller='Alpmarkt Logistik AG', user=c['user'])
    elif layout == 'fr_materials':
        edited = later(issued, 7, 25)
        d.update(client=f'00{digits(5)}', delivered=show(issued - datetime.timedelta(days=1)),
                 edited=f"{date_text(edited.date(), 'slash')} à {edited:%H:%M}", user='y.legoff@legoff-maconnerie.fr',
                 mode='Camion-grue, déchargement sur chantier', delivery_note=f'BL{digits(7)}',
                 web_order=f'CW-{digits(6)}', site_ref='Chantier Dupuis – extension')
    elif layout == 'lu_telecom_portal':
        d.update(client='30' + digits(8), contract=f'C-{digits(3)}-{digits(5)}', period=ctx['period'],
                 user=c['user'], printed_at=stamp(later(issued, 3, 18), 'fr'),
                 title=f"Facture {number} – Espace client Lëtznet Pro",
                 url=f"https://espaceclient.letznet.lu/pro/factures/{rng.randint(6600000, 6699999)}?print=1")
    elif layout == 'be_order_invoice_fr':
        order_no = str(rng.randint(110000, 129999))
        d.update(order_no=order_no, ordered=show(issued - datetime.timedelta(days=2)),
                 ordered_time=f'{rng.randint(8, 17)}h{rng.randint(0, 59):02d}',
                 shipped=show(issued - datetime.timedelta(days=1)), tracking=f'3232{digits(20)}',
                 client=f'C{digits(5)}', user=c['user'], printed_at=stamp(later(issued, 6, 21), 'fr'),
                 title=f"Commande n° {order_no} – Mon compte – {s['shop']}",
                 url=f"https://www.delvaux-cafe.be/fr/mon-compte/commandes/{order_no}?imprimer=1")
    return d


# --- The invoices ----------------------------------------------------------------------------------------------------

# How often the invoice's number stands on the page, by situation (a browser's title and a page head count per page).
NumberCount = {'nl_water_portal': 3, 'be_foodservice': 1, 'nl_office_portal': 5, 'gb_saas_receipt': 2,
               'ie_marketplace': 1, 'us_shop_title': 4, 'de_order_invoice': 2, 'at_browser_print': 5,
               'ch_marketplace': 1, 'fr_materials': 3, 'lu_telecom_portal': 3, 'be_order_invoice_fr': 1}
# The decoys each situation prints, by their names in the page's facts.
Decoys = {'nl_water_portal': ['client', 'contract', 'ean', 'meter', 'period_text', 'user'],
          'be_foodservice': ['client', 'web_order', 'delivery_note', 'made_on', 'ordered', 'delivered'],
          'nl_office_portal': ['client', 'order_no', 'ordered', 'user'],
          'gb_saas_receipt': ['receipt', 'customer_id', 'subscription', 'period', 'next_billing'],
          'ie_marketplace': ['order_no', 'ordered', 'delivered', 'fulfiller'],
          'us_shop_title': ['order_no', 'ordered', 'shipped', 'tracking'],
          'de_order_invoice': ['order_no', 'ordered', 'shipped', 'tracking', 'client'],
          'at_browser_print': ['client', 'period'],
          'ch_marketplace': ['order_no', 'ordered', 'delivered', 'client', 'fulfiller'],
          'fr_materials': ['client', 'delivered', 'edited', 'delivery_note', 'web_order', 'site_ref'],
          'lu_telecom_portal': ['client', 'contract', 'period'],
          'be_order_invoice_fr': ['order_no', 'ordered', 'shipped', 'tracking', 'client']}
# The words of the portal's chrome each situation prints.
Chrome = {'nl_water_portal': ['Ingelogd als', 'Uitloggen', 'Download PDF', 'Facturen'],
          'nl_office_portal': ['Ingelogd als', 'Mijn account', 'Bestellingen', 'Facturen', 'Uitloggen',
                               'Download PDF', 'Wij gebruiken cookies', 'Home › Mijn account › Facturen'],
          'gb_saas_receipt': ['Paid by card •••• 4242', 'Amount paid', 'Receipt number', 'Next billing date'],
          'ie_marketplace': ['fulfilled by', 'This invoice is issued by the seller'],
          'us_shop_title': ['Download PDF', 'Sign out'],
          'de_order_invoice': ['Bestellt am', 'Versendet am', 'Sendungsnummer', 'Abmelden'],
          'at_browser_print': ['Als PDF speichern', 'Jetzt bezahlen'],
          'ch_marketplace': ['Verkauf durch', 'Versand durch', 'Bezahlt mit TWINT', 'Offener Betrag'],
          'fr_materials': ['Adresse de livraison', 'Date de livraison', "Édité depuis l'Espace Pro"],
          'lu_telecom_portal': ['Numéro client', 'Numéro de facture', 'Numéro de contrat', 'Référence de paiement',
                                'Déconnexion', 'Télécharger le PDF'],
          'be_order_invoice_fr': ['Commande passée le', 'Expédiée le', 'Payée par Bancontact', 'Mon compte'],
          'be_foodservice': ['Afleveradres', 'Leverdatum', 'Klantnr.', 'EAN', 'Document aangemaakt op']}
Currency = {'GB': 'GBP', 'US': 'USD', 'CH': 'CHF'}

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    fields = dict(y=issued.year, yy=f'{issued:%y}', n=n, n5=10000 + n * 37, n6=f'{20000 + n * 13:06d}',
                  d3=digits(3), d4=digits(4), d7=digits(7), d8=digits(8), c1=n % 10, hex=f'{rng.getrandbits(32):08X}',
                  seq=f'{n % 40 + 2:04d}')
    number = plan['number'].format(**fields)

    def show(day):
        return date_text(day, plan['dates'])

    # The seller and the customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    platform = dict(plan['platform']) if plan.get('platform') else None
    seller_vat = buyer_vat = kvk = iban = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'] if plan['due'] else None)
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':  # paid by card: no account
        seller_vat, iban = made.british_seller(s, None, company=(9000000, 14999999))
        buyer_vat = made.vat_number('GB')
        c['vat_printed'] = vat_printed(buyer_vat, 'gb')
    elif country == 'IE':  # paid by card: no account
        seller_vat, iban = made.irish_seller(s, None, cro=(500000, 749999))
        platform['vat_printed'] = made.irish_vat('A')
        platform['cro'] = str(rng.randint(300000, 499999))
        buyer_vat = c['vat_printed'] = made.irish_vat()
    elif country == 'US':
        s['ein'] = made.valid(lambda: f'39-{digits(7)}', us_ein.is_valid)
        body = '0759' + digits(4)
        s['routing'] = body + us_rtn.calc_check_digit(body)
        s['account'] = digits(10)
        buyer_vat = c['vat_printed'] = made.irish_vat('A')
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['register'] = f'Amtsgericht Bad Oeynhausen HRB {rng.randint(10000, 19999)}'
        iban = made.german_iban(plan['blz'])
        buyer_vat = c['vat_printed'] = made.vat_number('DE')
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['blz'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'CH':
        s['vat_printed'] = made.swiss_uid()
        seller_vat = f"{s['vat_printed']} MWST"
        platform['vat_printed'] = made.swiss_uid()
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        s['rcs'] = f"RCS Rennes {s['siren_printed']}"
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat, iban = made.luxembourg_seller(s, plan['bank'], ('B{}', 150000, 290000))
        buyer_vat = c['vat_printed'] = made.lu_vat()

    ctx = {'show': show}
    lines = lines_for(plan, issued, ctx)
    per_rate, net, tax, gross = totals(lines, plan['mode'])
    assert net == sum(line['amount'] for line in lines) or plan['mode'] == 'gross'
    assert gross > 0 and len(per_rate) == len({line['rate'] for line in lines})
    if plan['mode'] == 'gross':
        assert gross == sum(line['amount'] for line in lines)

    due_day = issued + datetime.timedelta(days=plan['due']) if plan['due'] else None
    order = plan['order'].format(y=issued.year, yy=f'{issued:%y}', d3=digits(3), d4=digits(4)) \
        if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan['reference'])
    if plan['reference'] == 'rf':
        reference, reference_printed = creditor_reference(number)
    d = extras_for(layout, plan, issued, number, ctx, show)
    if layout == 'us_shop_title':
        d['subtotal'] = sum(line['amount'] for line in lines if not line.get('shipping'))
        d['shipping'] = sum(line['amount'] for line in lines if line.get('shipping'))
    facts = dict(seller=s, customer=c, platform=platform, d=d, number=number, date=show(issued),
                 due=show(due_day) if due_day else None, order=order, lines=lines,
                 goods=[line for line in lines if not line.get('shipping')], per_rate=per_rate, net=net, tax=tax,
                 gross=gross, iban=iban, money=MONEY[plan['money']], reference_printed=reference_printed)

    base = f'portal-prints-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(tax), money(gross)]
    expected += [value for value in (facts['due'], order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits (the Swiss UIDs with their dots).
    if country == 'CH':
        assert ch_uid.is_valid(s['vat_printed']) and ch_uid.is_valid(platform['vat_printed'])
        assert f"UID {seller_vat}" in flat and f"UID {platform['vat_printed']} MWST" in flat
    check_numbers(flat, [seller_vat if country != 'CH' else None, buyer_vat], iban, base)
    if not due_day:  # paid at the order: neither a due date nor an account
        assert not re.search(r'Due date|Fällig|Zahlbar|Échéance|échéance|Vervaldatum', flat), base
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and len(kvk) == 8
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and (not iban or be_iban.is_valid(iban))
        assert not reference or int(reference[:10]) % 97 == int(reference[10:]) % 97
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and gb_vat.is_valid(buyer_vat) and s['company_no'] in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and ie_vat.is_valid(platform['vat_printed'])
        assert platform['vat_printed'] in flat and s['cro'] in flat
    elif country == 'US':
        assert us_ein.is_valid(s['ein']) and us_rtn.is_valid(s['routing']) and ie_vat.is_valid(buyer_vat)
        assert s['ein'] in flat and s['routing'] in flat and tax == 0
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat) and de_vat.is_valid(buyer_vat) and s['register'] in flat
    elif country in ('AT', 'FR', 'LU'):
        check_seller(country, s, seller_vat, buyer_vat, flat)
        assert country != 'LU' or (iso11649.is_valid(reference) and reference_printed in flat)
    for line in lines:
        if line.get('ean'):
            assert ean.is_valid(line['ean']) and line['ean'] in flat, (base, line['ean'])
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    # The number where its situation puts it, and the decoys around it.
    count = occurrences(flat, number, joiners='/-')
    assert count == NumberCount[layout], (base, number, count)
    for key in Decoys[layout]:
        value = str(d[key])
        assert flat_of(value) in flat and value != number, (base, key, value)
    for word in Chrome[layout]:
        assert word in flat, (base, word)
    if 'printed_at' in d:  # the browser's header and foot on every page
        for page_text in printed.split('\f')[:pages]:
            page_flat = flat_of(page_text)
            for value in (d['printed_at'], d['title'], d['url']):
                assert value in page_flat, (base, value)
        assert flat.count(f"1/{pages}") >= 1 and re.search(r'\?(print|weergave|druckansicht|imprimer)=', d['url'])
    if layout == 'us_shop_title':
        assert f"{s['shop']} – Invoice {number}" in flat and f"Invoice {number}" in flat
    elif layout == 'lu_telecom_portal':
        assert len(d['client']) == len(number) == 10

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines over two pages'
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency=Currency.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'number ×{count}',
          d.get('printed_at', ''))
