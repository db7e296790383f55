"""Prints made-up invoices that companies receive from public and semi-public bodies of the Netherlands, Flanders, the
United Kingdom, Ireland, the United States, Germany, Austria, France and Luxembourg (a municipality, a water board, a
city, a council, a university, a state agency, a chamber of crafts, a market town, a community of communes, a
hospital, a commune) as HTML pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set
for finding the seller, the number, the date and the amounts of invoices whose issuer's name carries no legal form and
whose page carries many official reference numbers, dates and names that are not the invoice's. The bodies bear the
names of real places and kinds of body; their invoices, numbers, people, addresses and accounts are made up.

The situations, one per invoice as its main theme:
- `nl_gemeente_markt`: a Dutch municipality charging a market trader for a quarter's market pitch, stall,
  electricity, storage and cleaning: the coat of arms with "Gemeente" over the town's name, "Afdeling Vergunningen ·
  Team Markten en Evenementen" in bold, "Factuurnummer" among "Debiteurnummer", "Zaaknummer", "Ons kenmerk" and "Uw
  kenmerk", the permit's decision date, the betalingskenmerk; VAT 21% on some lines, "vrijgesteld" and "niet belast"
  on others; signed for the mayor and aldermen by the market master.
- `nl_waterschap_bestuursdwang`: a Dutch water board recovering the costs of enforcement (a dam removed from a ditch)
  over two pages: the number only in the title "Factuur …", a grid of "Datum", "Debiteurnummer", "Zaaknummer", "Ons
  kenmerk", "Vervaldatum"; the decision, the hearing and the works' dates; no VAT (a public-law task); the OIN; signed
  by the dijkgraaf; "Bezwaar" and the payment conditions on page 2.
- `be_stad_evenement`: a Flemish city charging an events company for a festival or a winter village: the city's
  lower-case word mark, "Dienst Evenementen" in bold, "Factuurnummer" among "Klantnummer", "Dossiernummer",
  "Vergunning" and "Uw bestelbon"; the event's days and the college's decision date; retributions "niet onderworpen
  aan btw" and rentals at 21%; the structured communication; paid to the city's "Financiële dienst"; signed by the
  general director and the mayor.
- `gb_council_venue`: an English city council's invoice for a conference at its civic hall: "Invoice number" beside
  "Customer number", "Purchase order", "Our reference", a cost centre and an account code on each line, VAT codes S
  and E; the venues team in bold as the contact; terms "30 days" with no date; "Remit to: Finance Shared Services";
  sort code and account only; a remittance slip.
- `ie_university_lab`: an Irish university's analytical laboratory invoicing tests and a training workshop: the
  university's bilingual word mark, the laboratory and its institute in bold, "Invoice No." among "Customer Account",
  "Your PO No.", "Quotation", "Project Code"; samples received and report dates; VAT at 23% and an exempt training
  line; "Please remit to: Finance Office – Accounts Receivable"; a remittance advice.
- `us_state_inspection`: an American state department's division of weights and measures billing device inspection
  fees: the division in bold capitals under the department, ruled grids of labels over values ("INVOICE NO.",
  "CUSTOMER ID", "LICENSE NO.", "INSPECTION REPORT NO.", "P.O. NO.", "FUND/ALI"), inspection dates, no tax, "Make
  checks payable to: Treasurer, State of Ohio", the director's name, a stub to return.
- `de_stadt_sondernutzung`: a German city's invoice (and fee decision) for the special use of a street by a
  builder's scaffold, fence and skip over two pages: the "Tiefbauamt" in bold, "Kassenzeichen" boxed and bold to be
  quoted, "Rechnungsnummer" small among "Aktenzeichen", "Personenkonto", "Ihr Zeichen"; "Bescheid vom", the period
  of use; "nicht steuerbar"; the payee "Stadtkasse …" beside the IBAN; "Rechtsbehelfsbelehrung" on page 2.
- `de_hwk_lehrgang`: a German chamber of crafts invoicing a member's apprentices' courses: its training centre in
  bold, "Rechnungsnummer" among "Kunden-Nr.", "Betriebs-Nr.", "Lehrgangs-Nr." and "Ihre Bestellung"; the course
  week, the apprentices by name; tax codes A to D (19%, 7%, exempt under § 4 Nr. 21 UStG, a sovereign fee not taxable);
  the president and the chief executive, the Gläubiger-ID in the foot.
- `at_gemeinde_saal`: an Austrian market town renting its hall to a company for an event: the town in capitals
  centred under its arms, the event centre in bold, "Rechnungsnummer" among "Personenkonto", "GZ" and "Veranstaltung
  Nr."; the event's day, the council board's decision date; 20% USt and administrative charges not taxable; the payee
  "Gemeindekasse" beside the IBAN; signed by the mayor; a date in "Jänner".
- `fr_asap_redevance`: a French community of communes' "Avis des sommes à payer" for the special waste charge: the
  collectivity at the left, the "Service de gestion comptable" (the public accountant, payee) at the right, the
  number only in a grid of "Exercice", "N° de bordereau", "N° de titre", the date of issue and the date of
  "prise en charge", the council's deliberation, the half-year; "Non soumis à la TVA"; PayFiP, a transfer to the SGC,
  cheques "à l'ordre du Trésor public"; a tear-off slip.
- `fr_ch_blanchisserie`: a French public hospital's invoice for laundry and first-aid training sold to a nursing
  home company: the laundry service in bold, "N° de facture" beside "N° de titre", "N° de bordereau", "Exercice",
  "N° de tiers", "Code UF" and "Votre bon de commande"; the month served, the training's days; TVA 20% and a training
  line "exonérée"; the SIRET, the FINESS number; paid to the "Service de gestion comptable" at the Banque de France.
- `lu_commune_salle`: a Luxembourg commune renting its festival hall, a technician and electricity to an events
  firm: "Service Culture, Sports et Loisirs" in bold, "Facture n°" among "N° client", "Dossier", the event's day
  and the college's decision; hall rental exempt (art. 44 LTVA), the technician at 17%, electricity at 8%; the payee
  "Recette communale" beside the IBAN, an RF creditor reference; terms "30 jours" with no date; signed by the mayor and
  the communal secretary.

What they carry. The Netherlands: "Factuurnummer", "Factuurdatum", "Vervaldatum", "Debiteurnummer", "Zaaknummer",
"Ons kenmerk", "Uw kenmerk"; a municipality's btw-nummer "NL00…B01" (its RSIN valid by the eleven-test), its KvK
number, a water board's OIN (twenty digits, the RSIN within); the betalingskenmerk (sixteen digits, its first the
check digit); IBANs at BNG Bank and NWB Bank; "vrijgesteld" (art. 11 Wet OB) and "niet belast"; amounts as "€
1.234,56"; dates as "14 maart 2026" and "14-03-2026". Flanders: "Factuurnummer", "Vervaldag", "Klantnummer"; a
city's enterprise number "BTW BE 0207.…" (97 less the first eight digits' remainder by 97), Belfius, the
"gestructureerde mededeling"; VAT 21% and "niet onderworpen"; amounts as "1.234,56 EUR"; dates as "14/03/2026". The
United Kingdom: "Invoice number", "Customer number", "Purchase order", cost centres and account codes, VAT codes S and
E, "VAT Registration No. GB 123 4567 89" (mod 97), sort code and account number, no IBAN; amounts as "£1,234.56";
dates as "14/03/2026". Ireland: "Invoice No.", "Customer Account"; "VAT No. IE 1234567T" (its check letter); VAT at
23% and an exempt line; "IE.. BOFI 90…"; amounts as "€1,234.56"; dates as "14 Mar 2026". The United States: a FEIN
(its prefix valid), an ABA routing number (its check digit), no IBAN and no tax; amounts as "$1,234.56"; dates as
"03/14/2026". Germany: "Rechnungsnummer", "Kassenzeichen", "Aktenzeichen", "Personenkonto", "Kunden-Nr.",
"Betriebs-Nr."; "USt-IdNr. DE 123 456 789" (ISO 7064 mod 11, 10), the "Gläubiger-ID DE..ZZZ0…" (ISO 7064 mod 97);
VAT at 19% and 7%, "steuerfrei nach § 4 Nr. 21 UStG", "nicht steuerbar"; IBANs at Stadtsparkasse Augsburg and
Sparkasse Bayreuth; amounts as "1.234,56 €" and "1.234,56 EUR"; dates as "14.03.2026". Austria: "Rechnungsnummer",
"Personenkonto", "GZ"; "UID-Nr. ATU…" (Luhn); VAT at 20% and "nicht steuerbar"; HYPO NOE "AT.. 5300 0…"; amounts as
"€ 1.234,56"; dates as "14. Jänner 2026". France: "N° de titre", "N° de bordereau", "Exercice", "N° de facture",
"N° de tiers"; an EPCI's and a public hospital's SIREN and SIRET (valid by Luhn), the hospital's "TVA FR.." (its key
from the SIREN), a FINESS number; "Non soumis à la TVA", TVA 20% and "exonérée (art. 261-4-4° a du CGI)"; the
Banque de France's "FR76 3000 1…" (the RIB key valid); amounts as "1 234,56 €"; dates as "14/03/2026". Luxembourg:
"Facture n°", "N° client"; "TVA LU12345678" (its remainder by 89); VAT at 17% and 8%, "exonéré (art. 44 LTVA)"; an
RF creditor reference (ISO 11649); Spuerkeess "LU.. 001…"; amounts as "1.234,56 €"; dates as "14 mars 2026".

The truth's RelationName is the public body that issues the invoice, exactly as the invoice names itself ("Gemeente
Deventer", "Stadt Augsburg"), never its department, office, training centre or laboratory, the official who signs,
the treasury, cash office or shared-service centre it remits to, the bank, nor the customer. Number is the number the
invoice labels as its own (or prints in its title or its grid), never a Kassenzeichen, debtor, customer, case, file,
decision, permit, licence, cost-centre, account, budget-line, title-register or reference number. Date is the
invoice's date, not the decision's, the hearing's, the event's, the period's or the public accountant's. Amounts are
as printed: the net, the VAT (each rate's rounded once; 0 on the invoices without VAT, whose net is their gross), the
gross to be paid. DueDate only where a date is printed; PurchaseOrderNumber only the buyer's own order number;
PaymentReference the betalingskenmerk, the structured communication or the RF reference, compact.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/public_bodies_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import calendar
import datetime
import os
import re
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, NBSP, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, margin_box, multi_box, occurrences, page_box, pairs, print_html, qty, rate_text, spaced,
    unit_price, vat_totals, write_truth, amount_de as de, amount_en as en,
)
from made_up import MadeUp, creditor_reference, french_vat, kenmerk_check, vat_printed
from stdnum import iso11649, luhn
from stdnum.at import uid as at_uid
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.de import vat as de_vat
from stdnum.fr import siren as fr_siren
from stdnum.fr import siret as fr_siret
from stdnum.fr import tva as fr_tva
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.lu import tva as lu_tva
from stdnum.nl import bsn as nl_bsn
from stdnum.nl import btw as nl_btw
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261214, dutch_banks=['BNGH', 'NWAB'])
rng, digits, price_in = made.rng, made.digits, made.price_in
CENT = Decimal('0.01')


# --- How the pages write amounts, and the marks ----------------------------------------------------------------------

MONEY = dict(MONEY, usd=lambda value: ('-' if value < 0 else '') + '$' + en(abs(value)),
             eur_code_after=lambda value: f'{de(value)} EUR')


def shield(first, second, size=46):
    """A municipality's coat of arms as a plain shield: two fields, a bar and three discs, and a crown (no real
    arms)."""
    return (f"<svg width='{size}' height='{round(size * 1.2)}' viewBox='0 0 40 48' style='vertical-align:middle'>"
            f"<path d='M8 4 L12 0 L16 4 L20 0 L24 4 L28 0 L32 4 L32 7 L8 7 Z' fill='#c9a227'/>"
            f"<path d='M3 9 H37 V26 C37 37 29 43 20 47 C11 43 3 37 3 26 Z' fill='{first}'/>"
            f"<path d='M20 9 H37 V26 C37 37 29 43 20 47 Z' fill='{second}'/>"
            f"<rect x='3' y='22' width='34' height='5' fill='white'/>"
            f"<circle cx='12' cy='16' r='3' fill='white'/><circle cx='28' cy='16' r='3' fill='white'/>"
            f"<circle cx='20' cy='36' r='3' fill='white'/></svg>")


def waves(colour, size=40):
    """A water board's mark: three waves in a circle."""
    paths = ''.join(f"<path d='M6 {y} C11 {y - 4} 15 {y - 4} 20 {y} C25 {y + 4} 29 {y + 4} 34 {y}' stroke='white' "
                    f"stroke-width='2.6' fill='none'/>" for y in (14, 21, 28))
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<circle cx='20' cy='20' r='19' fill='{colour}'/>{paths}</svg>")


def seal(colour, size=58):
    """A state seal drawn as rings, a star and a sun, without words."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 60 60' style='vertical-align:middle'>"
            f"<circle cx='30' cy='30' r='29' fill='none' stroke='{colour}' stroke-width='2'/>"
            f"<circle cx='30' cy='30' r='23' fill='none' stroke='{colour}' stroke-width='1'/>"
            f"<circle cx='30' cy='34' r='8' fill='{colour}' opacity='0.35'/>"
            f"<path d='M14 42 H46' stroke='{colour}' stroke-width='1.5'/>"
            f"<polygon points='30,12 32,18 38,18 33,22 35,28 30,24 25,28 27,22 22,18 28,18' fill='{colour}'/></svg>")


def tools_mark(colour, size=40):
    """A chamber of crafts' mark: a square with a hammer and a square rule (no real emblem)."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<rect x='1' y='1' width='38' height='38' rx='4' fill='{colour}'/>"
            f"<path d='M10 30 L24 16' stroke='white' stroke-width='3.5'/><rect x='21' y='9' width='12' height='6' "
            f"transform='rotate(45 27 12)' fill='white'/><path d='M8 8 V32 H14' stroke='white' stroke-width='2.5' "
            "fill='none'/></svg>")


def cross_h(colour, size=38):
    """A hospital's mark: a rounded square with a cross and a wave."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<rect x='1' y='1' width='38' height='38' rx='9' fill='{colour}'/>"
            "<path d='M16 8 H24 V16 H32 V24 H24 V32 H16 V24 H8 V16 H16 Z' fill='white'/>"
            f"<path d='M4 33 C12 28 20 38 36 31' stroke='{colour}' stroke-width='0' fill='none'/></svg>")


def leaf_mark(colour, size=42):
    """A community of communes' mark: three leaves on a curve."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<path d='M4 34 C14 30 26 30 36 34' stroke='{colour}' stroke-width='2.2' fill='none'/>"
            f"<path d='M12 30 C6 22 8 14 12 10 C16 14 18 22 12 30 Z' fill='{colour}'/>"
            f"<path d='M20 29 C14 19 16 9 20 4 C24 9 26 19 20 29 Z' fill='{colour}' opacity='0.75'/>"
            f"<path d='M28 30 C22 22 24 14 28 10 C32 14 34 22 28 30 Z' fill='{colour}' opacity='0.5'/></svg>")


def tax_word(line, words):
    """The VAT column of a line: its rate, or the word for an exempt line or one outside the tax."""
    if line['cat'] == 'S':
        return f"{rate_text(line['rate'], words.get('comma', True))}{words.get('pct', '%')}"
    return words[line['cat']]


# --- The pages: the Netherlands and Flanders -------------------------------------------------------------------------

def page_nl_gemeente_markt(f):
    """A Dutch municipality's invoice as a letter: the coat of arms with "Gemeente" over the town's name in two
    lines, "Afdeling Vergunningen" and "Team Markten en Evenementen" in bold beside it; a return address without the
    name over the window; a label–value list at the right ("Factuurdatum", "Factuurnummer", "Debiteurnummer",
    "Zaaknummer", "Ons kenmerk", "Uw kenmerk", "Behandeld door"); "Onderwerp"; the permit's decision in the
    letter; a table with a btw column of "21%", "vrijgesteld" and "niet belast"; the VAT specification; the payment
    with the betalingskenmerk; signed for the mayor and aldermen by the market master; "Team Debiteuren" for
    questions; the municipality, KvK, btw-nummer and BNG Bank in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {s['visit']} · Postbus {s['postbus']} · Telefoon 14 0570",
        f"KvK {s['kvk']} · btw-nummer {s['vat_printed']} · BNG Bank · IBAN {spaced(f['iban'])} · BIC BNGHNL2G"],
        size='6.6pt', colour='#555')
    css = base_css('13mm 18mm 22mm 22mm', boxes, size='9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.gem {{ display: inline-block; vertical-align: middle; font-family: 'DejaVu Serif', serif; font-size: 10pt;
  line-height: 1.15; margin-left: 2mm; color: {s['colour']}; }}
.gem b {{ font-size: 15pt; letter-spacing: 0.5px; }}
.dept {{ font-size: 13pt; font-weight: bold; line-height: 1.3; text-align: right; }}
.dept span {{ font-size: 10pt; }}
.ret {{ font-size: 6.8pt; color: #555; margin-top: 14mm; border-bottom: 0.4px solid #999; display: inline-block; }}
.window {{ margin-top: 2mm; line-height: 1.45; font-size: 9.6pt; }}
.meta td {{ padding: 0.45mm 0 0.45mm 5mm; white-space: nowrap; font-size: 8.2pt; }}
.meta td:first-child {{ color: #666; padding-left: 0; }}
.subject {{ margin-top: 9mm; font-weight: bold; }}
p {{ line-height: 1.5; margin: 2.5mm 0; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7.8pt; border-bottom: 1px solid #333; padding: 1.2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.5mm 0.9mm 12mm; }}
.totals tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; font-size: 10pt; }}
.pay {{ background: #eef3f8; padding: 2.5mm 4mm; margin-top: 4mm; line-height: 1.55; }}
.sign {{ margin-top: 5mm; line-height: 1.45; }}
.ask {{ font-size: 7.6pt; color: #444; margin-top: 5mm; border-top: 0.4px solid #bbb; padding-top: 1.5mm; }}
"""
    meta = [('Factuurdatum', f['date']), ('Factuurnummer', e(f['number'])), ('Debiteurnummer', d['debtor']),
            ('Zaaknummer', d['case']), ('Ons kenmerk', d['ours']), ('Uw kenmerk', e(d['yours'])),
            ('Behandeld door', e(d['clerk'])), ('Telefoon', '14 0570')]
    words = {'E': 'vrijgesteld', 'O': 'niet belast'}
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{tax_word(x, words)}</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    cats = f['cats']
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{shield(s['colour'], '#b91c1c')}<span class="gem">Gemeente<br><b>{e(s['town'])}</b></span></td>
<td class="dept">Afdeling Vergunningen<br><span>Team Markten en Evenementen</span></td></tr></table>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top">
<div class="ret">Retouradres: Postbus {s['postbus']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top;padding-top:12mm">{pairs(meta)}</td></tr></table>
<div class="subject">Onderwerp: marktgeld en voorzieningen weekmarkt, {d['quarter']}</div>
<p>Geachte heer {e(c['surname'])},</p>
<p>Op grond van de aan u verleende vaste standplaatsvergunning voor de zaterdagmarkt (besluit van {d['decision']},
vergunningnummer {d['permit']}) brengen wij u voor {d['quarter']} ({d['days']} marktdagen, van {d['first']} tot en
met {d['last']}) de volgende bedragen in rekening.</p>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Aantal</th><th class=num>Tarief</th>
<th class=num>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">
<tr><td>Totaal exclusief btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p class="small">Vrijgesteld van btw ({money(cats['E'])}): verhuur van een onroerende zaak, art. 11 lid 1 onderdeel b
Wet OB 1968. Niet belast ({money(cats['O'])}): marktgeld en reinigingsbijdrage op grond van de Marktverordening
{s['town']} 2024; de gemeente treedt hierbij op als overheid.</p>
<div class="pay">Wij verzoeken u het totaalbedrag binnen 30 dagen na de factuurdatum, uiterlijk op {f['due']}, over
te maken op IBAN {spaced(f['iban'])} ten name van {e(s['name'])}, onder vermelding van betalingskenmerk
<b>{f['reference_printed']}</b>.</div>
<div class="sign">Met vriendelijke groet,<br>burgemeester en wethouders van {e(s['town'])},<br>namens dezen,<br><br>
<b>{e(d['signer'])}</b><br>marktmeester, Afdeling Vergunningen</div>
<div class="ask">Vragen over deze factuur? Neem contact op met Team Debiteuren, telefoon 14 0570 (keuze 4) of
debiteuren@{s['mail_domain']}. Vermeld altijd uw debiteurnummer {d['debtor']}.</div>"""
    return document('nl', css, body)


def page_nl_waterschap_bestuursdwang(f):
    """A Dutch water board's invoice over two pages: the wave mark and the board's name at the top right, the
    sending department in bold at the left ("Afdeling Vergunningverlening en Handhaving"); the customer in the
    window; the title "Factuur …" alone holding the number; a ruled grid of labels over values ("Datum",
    "Debiteurnummer", "Zaaknummer", "Ons kenmerk", "Vervaldatum"); the decision, the hearing and the works' dates in
    the letter; the costs table with "niet belast", the total; the payment "onder vermelding van het factuurnummer"
    without repeating it; signed by the dijkgraaf for the executive board; the OIN and NWB Bank in the foot; page 2
    with "Bezwaar", the payment conditions and the debtor number in its head."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {s['visit']} · Postbus {s['postbus']} · telefoon {s['phone']}",
        f"OIN {s['oin']} · NWB Bank · IBAN {spaced(f['iban'])} · BIC NWABNL2G"], size='6.5pt')
        + page_box('bottom-right', 'pagina ', ' van ')
        + margin_box('top-right', f"Debiteurnummer {d['debtor']}", size='6.8pt'))
    css = base_css('16mm 18mm 22mm 22mm', boxes, size='8.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.from {{ font-weight: bold; font-size: 11pt; color: {s['colour']}; line-height: 1.35; white-space: nowrap; }}
.from span {{ font-weight: normal; font-size: 8pt; color: #444; }}
.brand {{ text-align: right; }}
.brand .name {{ font-size: 12pt; font-weight: bold; color: {s['colour']}; vertical-align: middle;
  padding-left: 2mm; white-space: nowrap; }}
.window {{ margin-top: 12mm; line-height: 1.45; font-size: 9.5pt; }}
h1 {{ font-size: 17pt; font-weight: normal; color: {s['colour']}; margin: 11mm 0 3mm; }}
.grid {{ width: 100%; }}
.grid td {{ border-top: 1.2px solid {s['colour']}; padding: 1mm 2mm 1.2mm 0; vertical-align: top; }}
.grid .l {{ font-size: 6.8pt; color: #666; text-transform: uppercase; letter-spacing: 0.3px; }}
p {{ line-height: 1.5; margin: 2.4mm 0; }}
.costs {{ width: 100%; margin-top: 3mm; }}
.costs th {{ text-align: left; font-size: 7.6pt; color: #444; border-bottom: 1px solid #444; padding: 1mm 1.5mm; }}
.costs th.num {{ text-align: right; }}
.costs td {{ padding: 1.2mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.costs tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; border-bottom: none; font-size: 9.8pt; }}
.sign {{ margin-top: 5mm; line-height: 1.45; }}
.p2 {{ page-break-before: always; }}
h2 {{ font-size: 10.5pt; color: {s['colour']}; margin: 5mm 0 1.5mm; }}
"""
    grid = [('Datum', f['date']), ('Debiteurnummer', d['debtor']), ('Zaaknummer', d['case']),
            ('Ons kenmerk', d['ours']), ('Vervaldatum', f['due'])]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td>{x['unit']}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=nw>niet belast</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>"
        for x in f['lines'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td class="from">Afdeling Vergunningverlening en Handhaving<br><span>Team Toezicht Watersystemen ·
{e(d['inspector'])}</span></td>
<td class="brand">{waves(s['colour'])}<span class="name">{e(s['name'])}</span></td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>Factuur {e(f['number'])}</h1>
<table class="grid"><tr>{''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in grid)}</tr>
</table>
<p style="margin-top:5mm"><b>Betreft:</b> kosten toepassing bestuursdwang, {e(d['site'])}</p>
<p>Geachte heer {e(c['surname'])},</p>
<p>Bij besluit van {d['decision']} (kenmerk {d['decision_ref']}) heeft het dagelijks bestuur u een last onder
bestuursdwang opgelegd: de zonder watervergunning aangelegde dam met duiker in de watergang {e(d['ditch'])} moest
vóór {d['deadline']} zijn verwijderd. Voorafgaand aan dit besluit hebt u op {d['hearing']} uw zienswijze mondeling
toegelicht. Omdat de last
niet tijdig is uitgevoerd, heeft het waterschap de dam op {d['works']} laten verwijderen. De kosten daarvan komen
op grond van artikel 5:25 van de Algemene wet bestuursrecht voor uw rekening.</p>
<table class="costs"><thead><tr><th>Kostenpost</th><th class=num>Aantal</th><th>Eenheid</th><th class=num>Tarief</th>
<th>Btw</th><th class=num>Bedrag</th></tr></thead><tbody>{rows}
<tr class="total"><td colspan=5>Totaal te betalen</td><td class=num>{money(f['gross'])}</td></tr></tbody></table>
<p class="small">Over deze kosten is geen btw verschuldigd: het waterschap handelt hier als overheid
(publiekrechtelijke taak).</p>
<p>Wij verzoeken u het bedrag van {money(f['gross'])} uiterlijk op {f['due']} over te maken op IBAN
{spaced(f['iban'])} ten name van {e(s['name'])}, onder vermelding van het factuurnummer en uw debiteurnummer.</p>
<div class="sign">Hoogachtend,<br>het dagelijks bestuur van {e(s['name'])},<br>namens deze,<br><br>
<b>{e(d['signer'])}</b><br>dijkgraaf</div>
<div class="p2">
<h2>Bezwaar</h2>
<p>Bent u het niet eens met de hoogte van deze kosten? Dan kunt u binnen zes weken na de dagtekening van deze
factuur een bezwaarschrift indienen bij het dagelijks bestuur, Postbus {s['postbus']}. Vermeld daarin uw naam en
adres, de datum, het zaaknummer {d['case']}, waarom u het niet eens bent, en onderteken het. Het indienen van een
bezwaarschrift schort de betalingsverplichting niet op. Wilt u dat, vraag dan een voorlopige voorziening aan bij de
voorzieningenrechter van de rechtbank {e(d['court'])}.</p>
<h2>Betaling en invordering</h2>
<p>Betaalt u niet op tijd, dan sturen wij u een aanmaning en kunnen wij de kosten, vermeerderd met de wettelijke
rente en de kosten van invordering, invorderen bij dwangbevel (artikel 5:26 Awb). Een betalingsregeling is mogelijk;
neem daarvoor vóór de vervaldatum contact op met Team Financiën – Debiteurenadministratie, telefoon
{s['phone']}.</p>
<h2>Privacy</h2>
<p>Wij gebruiken uw gegevens alleen voor de afhandeling van deze zaak en de invordering. Meer informatie vindt u in
onze privacyverklaring.</p></div>"""
    return document('nl', css, body)


def page_be_stad_evenement(f):
    """A Flemish city's invoice: the city's lower-case word mark with "stad" over it at the left, "Dienst
    Evenementen" large and bold beside it, the customer in the right-hand window; "FACTUUR" over a two-column block
    of labels and values ("Factuurnummer", "Factuurdatum", "Vervaldag", "Klantnummer", "Dossiernummer", "Vergunning
    IOD", "Uw bestelbon"); the festival's days and the college's decision; lines with a btw code "0% NO" (niet
    onderworpen) or "21%"; a btw summary by code; payment to the city's "Financiële dienst" with the structured
    communication; signed by the general director and the mayor; the enterprise number and Belfius in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · ondernemingsnummer / btw {s['vat_printed']}",
        f"Belfius Bank · IBAN {spaced(f['iban'])} · BIC GKCCBEBB · www.{s['mail_domain']}"], size='6.5pt',
        align='center', colour='#555')
    css = base_css('13mm 17mm 21mm 19mm', boxes, size='8.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.mark {{ font-size: 23pt; font-weight: bold; letter-spacing: -0.5px; color: {s['colour']}; line-height: 0.95; }}
.mark small {{ display: block; font-size: 8pt; font-weight: normal; letter-spacing: 2px; color: #444; }}
.dienst {{ font-size: 14pt; font-weight: bold; padding-left: 8mm; border-left: 3px solid {s['colour']};
  line-height: 1.25; }}
.dienst span {{ display: block; font-size: 8pt; font-weight: normal; color: #444; }}
.window {{ margin: 10mm 0 0 55%; line-height: 1.45; font-size: 9.4pt; }}
h1 {{ font-size: 15pt; letter-spacing: 2px; margin: 9mm 0 2mm; color: {s['colour']}; }}
.meta {{ width: 100%; }}
.meta td {{ padding: 0.7mm 2mm 0.7mm 0; }}
.meta td.l {{ color: #666; width: 20%; white-space: nowrap; }}
p {{ line-height: 1.5; margin: 2.5mm 0; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ background: {s['colour']}; color: white; text-align: left; font-size: 7.6pt; padding: 1.3mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 1.6mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.sumtab {{ margin-top: 3mm; }}
.sumtab td, .sumtab th {{ padding: 0.8mm 2.5mm; font-size: 7.8pt; text-align: right; }}
.sumtab th {{ border-bottom: 0.8px solid #888; font-weight: normal; color: #555; }}
.totals {{ margin: 2mm 0 0 auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.6mm 0.9mm 12mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.2px solid #222; }}
.pay {{ margin-top: 4mm; border: 1px solid {s['colour']}; padding: 2.5mm 4mm; line-height: 1.6; }}
.comm {{ font-weight: bold; font-size: 10.5pt; letter-spacing: 0.4px; }}
.sign {{ width: 100%; margin-top: 6mm; }}
.sign td {{ width: 50%; line-height: 1.4; vertical-align: top; }}
"""
    meta = [('Factuurnummer', e(f['number']), 'Klantnummer', d['client']),
            ('Factuurdatum', f['date'], 'Dossiernummer', d['file']),
            ('Vervaldag', f['due'], 'Vergunning IOD', d['permit']),
            ('Ons kenmerk', d['ours'], 'Uw bestelbon', e(f['order']))]
    grid = ''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                   for a, b, x, y in meta)
    words = {'O': '0% NO', 'comma': True, 'pct': '%'}
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td class=num>{unit_price(x['price'], 2)}"
        f"</td><td class=num>{tax_word(x, words)}</td><td class=num>{money(x['amount'])}</td></tr>"
        for x in f['lines'])
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:30%"><div class="mark"><small>stad</small>{e(s['town'].lower())}</div></td>
<td><div class="dienst">Dienst Evenementen<span>Team Publieke Ruimte en Feesten · {e(d['clerk'])} ·
{s['phone']}</span></div></td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>BTW {c['vat_printed']}</div>
<h1>FACTUUR</h1>
<table class="meta">{grid}</table>
<p><b>Betreft:</b> {e(d['event'])}, {d['event_days']} – vergunning voor de inname van het openbaar domein volgens het
collegebesluit van {d['decision']}.</p>
<table class="lines"><thead><tr><th>Omschrijving</th><th class=num>Hoeveelheid</th><th class=num>Eenheidsprijs</th>
<th class=num>Btw</th><th class=num>Bedrag (EUR)</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%"><tr><td style="vertical-align:top">
<table class="sumtab"><tr><th>Btw-code</th><th>Maatstaf</th><th>Btw</th></tr>
<tr><td>21%</td><td>{money(base)}</td><td>{money(tax)}</td></tr>
<tr><td>0% NO</td><td>{money(f['cats']['O'])}</td><td>{money(Decimal(0))}</td></tr></table>
<div class="small" style="margin-top:1mm">NO = niet onderworpen aan btw: retributies op grond van het
retributiereglement<br>op de inname van het openbaar domein (de stad handelt als overheid).</div></td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay">Gelieve {money(f['gross'])} te betalen vóór {f['due']} op rekening {spaced(f['iban'])} (BIC
GKCCBEBB) van {e(s['name'])} – Financiële dienst, Debiteurenbeheer,<br>met de gestructureerde mededeling
<span class="comm">{f['reference_printed']}</span></div>
<table class="sign"><tr><td>Namens het college van burgemeester en schepenen,<br><br>{e(d['director'])}<br>
algemeen directeur</td><td>{e(d['mayor'])}<br>burgemeester</td></tr></table>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom, Ireland and the United States ---------------------------------------------------

def page_gb_council_venue(f):
    """An English city council's invoice as its finance system prints it: the crest and the council's name at the
    left, "INVOICE" and the VAT registration at the right; a ruled box of labels beside values ("Invoice number",
    "Invoice date", "Customer number", "Purchase order", "Our reference"); "Invoice to" the customer; the venues team
    in bold as the department to ask; the event; lines with a cost centre, an account code and a VAT code (S or E);
    a VAT analysis; "Payment terms: 30 days from the date of invoice" with no date; how to pay by BACS to "Finance
    Shared Services Income" (sort code and account, no IBAN) or by cheque, "Remit to: Finance Shared Services"; a
    remittance slip under a dashed line."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['post']} · VAT Registration No. {s['vat_printed']}"],
                      size='6.6pt', align='center')
    css = base_css('12mm 15mm 16mm 15mm', boxes, size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.council {{ font-size: 13pt; font-weight: bold; color: {s['colour']}; vertical-align: middle; padding-left: 2mm; }}
.title {{ text-align: right; font-size: 20pt; font-weight: bold; letter-spacing: 1px; }}
.title div {{ font-size: 7.6pt; font-weight: normal; letter-spacing: 0; }}
.box {{ border-collapse: collapse; margin-left: auto; }}
.box td {{ border: 0.8px solid #777; padding: 1mm 2.5mm; white-space: nowrap; }}
.box td:first-child {{ background: #eef1f5; font-weight: bold; font-size: 7.8pt; }}
.to {{ line-height: 1.45; font-size: 9.2pt; }}
.label {{ font-size: 7.4pt; color: #555; font-weight: bold; text-transform: uppercase; }}
.enq {{ border-left: 3px solid {s['colour']}; padding: 1mm 3mm; margin-top: 5mm; line-height: 1.45; }}
.enq b {{ font-size: 10.5pt; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ background: #eef1f5; border-top: 1px solid #555; border-bottom: 1px solid #555; text-align: left;
  font-size: 7.4pt; padding: 1.2mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.2mm 1.5mm; border-bottom: 0.4px solid #bbb; vertical-align: top; }}
.vat td, .vat th {{ padding: 0.6mm 2.5mm; font-size: 7.6pt; }}
.vat th {{ border-bottom: 0.8px solid #777; text-align: right; }}
.vat td {{ text-align: right; }}
.totals {{ margin-left: auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.5mm 0.9mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.4px solid #111;
  border-bottom: 1.4px solid #111; }}
.pay {{ margin-top: 4mm; line-height: 1.5; }}
.slip {{ margin-top: 6mm; border-top: 1.2px dashed #444; padding-top: 2mm; }}
.slip table td {{ padding: 0.8mm 6mm 0.8mm 0; }}
"""
    box = [('Invoice number', e(f['number'])), ('Invoice date', f['date']), ('Customer number', d['client']),
           ('Purchase order', e(f['order'])), ('Our reference', d['booking'])]
    codes = {'S': 'S', 'E': 'E'}
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td>{x['cost_centre']}</td><td>{x['account']}</td>"
        f"<td class=num>{x['shown_qty']}</td><td class=num>{money(x['price'])}</td><td class=num>{codes[x['cat']]}"
        f"</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{shield(s['colour'], '#0f3d2e', 40)}<span class="council">{e(s['name'])}</span><br>
<span class="small">{e(s['post'])}</span></td>
<td class="title">INVOICE<div>VAT Registration No. {s['vat_printed']}</div></td></tr></table>
<table style="width:100%;margin-top:5mm"><tr>
<td style="vertical-align:top;width:50%"><div class="label">Invoice to</div><div class="to">{e(c['name'])}<br>
{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top">{pairs(box, 'box')}</td></tr></table>
<div class="enq">Enquiries about this invoice:<br><b>Civic Hall Venues &amp; Events</b> · {e(d['clerk'])} ·
{s['phone']} · venues@{s['mail_domain']}</div>
<p style="margin:4mm 0 0">{e(d['event'])}, {d['event_day']}, booking confirmed {d['confirmed']}.</p>
<table class="lines"><thead><tr><th>Description</th><th>Cost centre</th><th>Account code</th><th class=num>Qty</th>
<th class=num>Unit price</th><th class=num>VAT code</th><th class=num>Net amount</th></tr></thead>
<tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:3mm"><tr><td style="vertical-align:top">
<table class="vat"><tr><th>VAT code</th><th>Rate</th><th>Net</th><th>VAT</th></tr>
<tr><td>S</td><td>{rate_text(rate, False)}%</td><td>{money(base)}</td><td>{money(tax)}</td></tr>
<tr><td>E</td><td>exempt</td><td>{money(f['cats']['E'])}</td><td>{money(Decimal(0))}</td></tr></table></td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Total net</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Total VAT</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Invoice total</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay"><b>Payment terms: 30 days from the date of invoice.</b><br>
Pay by BACS to National Westminster Bank plc, sort code {s['sort_code']}, account number {s['account']}, account
name: Finance Shared Services Income, quoting your customer number and the invoice number. Cheques payable to
{e(s['name'])}. Remit to: Finance Shared Services, Income Team, {e(s['remit'])}.</div>
<div class="slip"><b>REMITTANCE SLIP</b> – please detach and return with your payment to Finance Shared Services,
Income Team, {e(s['remit'])}<br>
<table><tr><td>Customer name</td><td>{e(c['name'])}</td><td>Customer number</td><td>{d['client']}</td></tr>
<tr><td>Invoice number</td><td>{e(f['number'])}</td><td>Amount due</td><td>{money(f['gross'])}</td></tr>
<tr><td>Amount paid</td><td>£ ____________</td><td>Date paid</td><td>____ / ____ / ________</td></tr>
</table></div>"""
    return document('en', css, body)


def page_ie_university_lab(f):
    """An Irish university's laboratory invoice: the university's name in a serif with its Irish name in italics
    under it at the left, "INVOICE" at the right; the laboratory and its institute in bold in a grey band; "Bill
    to" with the customer's VAT number, and a label–value list ("Invoice No.", "Invoice Date", "Due Date", "Customer
    Account", "Your PO No.", "Quotation", "Project Code"); the job with the samples' arrival and the report's date;
    lines with "23%" or "Exempt"; a VAT analysis; "Please remit to: Finance Office – Accounts Receivable" with the
    account name and the Bank of Ireland IBAN; a remittance advice; the VAT number in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['post']} · VAT No. {s['vat_printed']} · "
                                        f"finance@{s['mail_domain']}"], size='6.5pt', align='center')
    css = base_css('14mm 16mm 18mm 16mm', boxes, size='8.7pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.uni {{ font-family: 'DejaVu Serif', serif; font-size: 16pt; color: {s['colour']}; }}
.uni i {{ display: block; font-size: 9pt; color: #555; margin-top: 0.5mm; }}
.title {{ text-align: right; font-size: 22pt; color: #333; letter-spacing: 3px; }}
.band {{ background: #eceff3; margin-top: 4mm; padding: 2mm 4mm; }}
.band b {{ font-size: 11.5pt; }}
.band span {{ font-size: 8pt; color: #444; }}
.parties {{ width: 100%; margin-top: 5mm; }}
.parties td {{ vertical-align: top; line-height: 1.45; }}
.label {{ font-size: 7.4pt; color: {s['colour']}; font-weight: bold; text-transform: uppercase; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #555; padding-left: 0; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ border-bottom: 1.4px solid {s['colour']}; text-align: left; font-size: 7.6pt; padding: 1.2mm 1.6mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.3mm 1.6mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.vat td, .vat th {{ padding: 0.6mm 2.5mm; font-size: 7.6pt; text-align: right; }}
.vat th {{ border-bottom: 0.8px solid #777; font-weight: normal; color: #555; }}
.totals {{ margin-left: auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.6mm 0.9mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.2px solid #111; }}
.remit {{ margin-top: 4mm; line-height: 1.55; }}
.advice {{ margin-top: 6mm; border: 1px solid #999; padding: 2mm 3mm; }}
.advice td {{ padding: 0.6mm 6mm 0.6mm 0; }}
"""
    meta = [('Invoice No.', e(f['number'])), ('Invoice Date', f['date']), ('Due Date', f['due']),
            ('Customer Account', d['client']), ('Your PO No.', e(f['order'])), ('Quotation', d['quote']),
            ('Project Code', d['project'])]
    rows = ''.join(
        f"<tr><td class=nw>{x['code']}</td><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{tax_word(x, {'E': 'Exempt', 'comma': False})}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    body = f"""
<table style="width:100%"><tr><td><div class="uni">{e(s['name'])}<i>{e(s['irish'])}</i></div></td>
<td class="title">INVOICE</td></tr></table>
<div class="band"><b>Materials Characterisation Laboratory</b><br><span>Institute for Advanced Materials ·
{e(d['manager'])}, Laboratory Manager · {s['phone']}</span></div>
<table class="parties"><tr><td style="width:52%"><div class="label">Bill to</div>{e(c['name'])}<br>
{e(c['attention'])}<br>{address(c['address'])}<br>VAT No. {c['vat_printed']}</td>
<td>{pairs(meta)}</td></tr></table>
<p style="margin:4mm 0 0">Job {d['job']}: samples received {d['received']}, test report issued {d['reported']}.</p>
<table class="lines"><thead><tr><th>Item</th><th>Description</th><th class=num>Qty</th><th class=num>Unit Price</th>
<th class=num>VAT</th><th class=num>Amount</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:3mm"><tr><td style="vertical-align:top">
<table class="vat"><tr><th>VAT rate</th><th>Goods/services</th><th>VAT</th></tr>
<tr><td>{rate_text(rate, False)}%</td><td>{money(base)}</td><td>{money(tax)}</td></tr>
<tr><td>Exempt</td><td>{money(f['cats']['E'])}</td><td>{money(Decimal(0))}</td></tr></table>
<div class="small" style="margin-top:1mm">Training: exempt from VAT as education (Sch. 1 VAT Consolidation Act 2010).
</div></td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Total excl. VAT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total due (EUR)</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="remit"><b>Please remit to:</b> Finance Office – Accounts Receivable, {e(s['post'])}.<br>
EFT: Bank of Ireland, account name UL Income Account, IBAN {spaced(f['iban'])}, BIC BOFIIE2D. Please quote the
invoice number with your payment. Terms: 30 days.</div>
<div class="advice"><b>REMITTANCE ADVICE</b> – return to Finance Office – Accounts Receivable, or e-mail
ar@{s['mail_domain']}<br>
<table><tr><td>Invoice No.</td><td>{e(f['number'])}</td><td>Customer Account</td><td>{d['client']}</td></tr>
<tr><td>Customer</td><td>{e(c['name'])}</td><td>Amount due</td><td>{money(f['gross'])}</td></tr></table></div>"""
    return document('en', css, body)


def page_us_state_inspection(f):
    """An American state department's invoice on a government form: the seal at the left, the department's name in
    a serif and its division in bold capitals larger under it, the director's name at the right; "INVOICE" over two
    ruled grids of labels over values ("INVOICE NO.", "INVOICE DATE", "DUE DATE", "CUSTOMER ID"; "LICENSE NO.",
    "INSPECTION REPORT NO.", "P.O. NO.", "FUND/ALI"); "BILL TO" beside "LOCATION INSPECTED"; lines with the date of
    inspection, device type, quantity and fee; "TOTAL AMOUNT DUE"; no tax; "Make checks payable to: Treasurer, State
    of Ohio"; ACH details with an ABA routing number; a stub under a dashed line; the FEIN in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [f"{s['name']} · {s['post']} · FEIN {s['ein']} · {s['phone']}",
                                        'An Equal Opportunity Employer and Provider of ADA Services'],
                      size='6.4pt', align='center')
    css = base_css('12mm 14mm 16mm 14mm', boxes, font="'DejaVu Serif', serif", size='8.5pt', paper='Letter') + f"""
.top td {{ vertical-align: middle; }}
.dept {{ font-size: 12pt; }}
.div {{ font-family: 'DejaVu Sans', sans-serif; font-size: 14.5pt; font-weight: bold; letter-spacing: 0.6px;
  color: {s['colour']}; }}
.who {{ text-align: right; font-size: 7.8pt; line-height: 1.4; }}
h1 {{ font-family: 'DejaVu Sans', sans-serif; font-size: 15pt; letter-spacing: 4px; text-align: center;
  margin: 4mm 0 2mm; }}
.grid {{ width: 100%; margin-bottom: 2mm; }}
.grid td {{ border: 0.9px solid #333; padding: 0.8mm 2mm 1.2mm; width: 25%; font-family: 'DejaVu Sans Mono',
  monospace; font-size: 8.8pt; }}
.grid .l {{ font-family: 'DejaVu Sans', sans-serif; font-size: 6.2pt; font-weight: bold; }}
.addr td {{ vertical-align: top; width: 50%; line-height: 1.4; padding-top: 2mm; }}
.lab {{ font-family: 'DejaVu Sans', sans-serif; font-size: 6.8pt; font-weight: bold; }}
.lines {{ margin-top: 4mm; }}
.lines th {{ font-family: 'DejaVu Sans', sans-serif; font-size: 6.8pt; border: 0.9px solid #333; background: #e8e8e8;
  padding: 1mm 1.5mm; text-align: left; }}
.lines th.num {{ text-align: right; }}
.lines td {{ border-left: 0.9px solid #333; border-right: 0.9px solid #333; padding: 1mm 1.5mm; }}
.lines tr.last td {{ border-bottom: 0.9px solid #333; }}
.lines tr.total td {{ border: 0.9px solid #333; font-weight: bold; font-family: 'DejaVu Sans', sans-serif; }}
.pay {{ margin-top: 4mm; line-height: 1.5; }}
.stub {{ margin-top: 7mm; border-top: 1.2px dashed #333; padding-top: 2mm; }}
.stub .grid td {{ font-size: 9pt; }}
"""
    grid1 = [('INVOICE NO.', e(f['number'])), ('INVOICE DATE', f['date']), ('DUE DATE', f['due']),
             ('CUSTOMER ID', d['client'])]
    grid2 = [('LICENSE NO.', d['license']), ('INSPECTION REPORT NO.', d['report']), ('P.O. NO.', e(f['order'])),
             ('FUND/ALI', d['fund'])]

    def grid(cells):
        return ("<table class='grid'><tr>" + ''.join(f"<td><div class='l'>{label}</div>{value}</td>"
                                                     for label, value in cells) + '</tr></table>')
    rows = ''.join(
        f"<tr{' class=last' if i == len(f['lines']) - 1 else ''}><td>{x['inspected']}</td><td>{e(x['text'])}</td>"
        f"<td class=num>{x['shown_qty']}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for i, x in enumerate(f['lines']))
    stub = [('CUSTOMER ID', d['client']), ('INVOICE NO.', e(f['number'])), ('AMOUNT DUE', money(f['gross'])),
            ('AMOUNT ENCLOSED', '$')]
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:17mm">{seal(s['colour'])}</td>
<td><div class="dept">{e(s['name'])}</div><div class="div">DIVISION OF WEIGHTS AND MEASURES</div>
<div class="small">{e(s['post'])}</div></td>
<td class="who">{e(d['governor'])}, Governor<br>{e(d['director'])}, Director<br>{e(d['chief'])}, Division Chief</td>
</tr></table>
<h1>INVOICE</h1>
{grid(grid1)}{grid(grid2)}
<table class="addr" style="width:100%"><tr><td><span class="lab">BILL TO</span><br>{e(c['name'])}<br>
{e(c['attention'])}<br>{address(c['address'])}</td>
<td><span class="lab">LOCATION INSPECTED</span><br>{e(d['site_name'])}<br>{address(d['site'])}</td></tr></table>
<table class="lines" style="width:100%"><thead><tr><th>DATE INSPECTED</th><th>DEVICE TYPE / SERVICE</th>
<th class=num>QTY</th><th class=num>FEE EACH</th><th class=num>AMOUNT</th></tr></thead><tbody>{rows}
<tr class="total"><td colspan=4>TOTAL AMOUNT DUE</td><td class=num>{money(f['gross'])}</td></tr></tbody></table>
<p class="small">Annual device inspection and licensing fees are set by rule of the {e(s['name'])}; no sales tax
applies to these governmental fees. Fees not paid by the due date are subject to a late penalty and certification
to the Attorney General for collection.</p>
<div class="pay"><b>Make checks payable to: Treasurer, State of Ohio.</b> Write the invoice number on your check and
mail it with the stub below to: Fiscal Office – Receivables, {e(s['post'])}.<br>
ACH/EFT: Huntington National Bank, ABA routing number {s['routing']}, account number {s['account']}, account name
Treasurer of State – Agency Receipts. Questions: {e(d['clerk'])}, {s['phone']}.</div>
<div class="stub"><b>PLEASE DETACH AND RETURN THIS PORTION WITH YOUR PAYMENT</b>{grid(stub)}
{e(c['name'])} · {address(c['address'][-1:])}</div>"""
    return document('en', css, body)


# --- The pages: Germany and Austria ----------------------------------------------------------------------------------

def page_de_stadt_sondernutzung(f):
    """A German city's invoice and fee decision in the DIN 5008 letter layout over two pages: the arms and the city's
    name at the top right, the "Tiefbauamt" in bold large under it; the sender's line over the window; an
    information block ("Ihr Zeichen", "Ihre Nachricht vom", "Aktenzeichen", "Ansprechpartnerin", "Zimmer",
    "Telefon", "Datum"); "Rechnung" with "Gebührenbescheid über Sondernutzungsgebühren"; the Kassenzeichen boxed in
    bold "bitte bei jeder Zahlung angeben", the Rechnungsnummer small among the Personenkonto and the budget line;
    the permit's "Bescheid vom" and the period of use; "nicht steuerbar"; the due date with "innerhalb eines
    Monats"; the payee "Stadtkasse …" beside the IBAN; "i. A." and the clerk; page 2 with the Rechtsbehelfsbelehrung
    and the notes on late-payment surcharges; the page number in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · Tiefbauamt · {s['visit']}",
        f"Telefon {s['phone']} · Parteiverkehr Mo–Fr 8.00–12.00 Uhr, Do 14.00–17.30 Uhr"], size='6.4pt')
        + multi_box('bottom-right', [f"Stadtkasse {s['town']} · Stadtsparkasse {s['town']}",
                                     f"IBAN {spaced(f['iban'])} · BIC AUGSDE77XXX"], size='6.4pt', align='right')
        + page_box('top-right', 'Seite ', ' von '))
    css = base_css('14mm 20mm 22mm 25mm', boxes, size='9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.head {{ text-align: right; }}
.city {{ font-family: 'DejaVu Serif', serif; font-size: 13pt; color: {s['colour']}; vertical-align: middle;
  padding-left: 2mm; }}
.amt {{ font-size: 15pt; font-weight: bold; margin-top: 2mm; }}
.amt span {{ display: block; font-size: 8.2pt; font-weight: normal; color: #444; }}
.sender {{ font-size: 6.6pt; border-bottom: 0.4px solid #888; display: inline-block; margin-top: 6mm; }}
.window {{ margin-top: 2mm; line-height: 1.4; font-size: 9.6pt; height: 27mm; }}
.info td {{ padding: 0.35mm 0 0.35mm 3mm; font-size: 7.8pt; white-space: nowrap; }}
.info td:first-child {{ color: #555; padding-left: 0; }}
h1 {{ font-size: 13pt; margin: 6mm 0 0; }}
h1 span {{ display: block; font-size: 9.5pt; font-weight: normal; }}
.kz {{ border: 1.6px solid #111; padding: 2mm 3mm; margin-top: 3mm; font-size: 11pt; }}
.kz b {{ font-size: 12.5pt; letter-spacing: 0.6px; }}
.kz span {{ font-size: 7.6pt; }}
.refs {{ font-size: 7.6pt; color: #333; margin-top: 1.5mm; }}
p {{ line-height: 1.45; margin: 2.3mm 0; }}
.fees {{ width: 100%; margin-top: 2mm; }}
.fees th {{ text-align: left; font-size: 7.6pt; border-bottom: 1px solid #111; padding: 1mm 1.5mm; }}
.fees th.num {{ text-align: right; }}
.fees td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #bbb; vertical-align: top; }}
.fees tr.sum td {{ border-bottom: none; }}
.fees tr.total td {{ font-weight: bold; border-top: 1.2px solid #111; border-bottom: none; }}
.bank {{ margin-top: 3mm; line-height: 1.5; }}
.p2 {{ page-break-before: always; }}
h2 {{ font-size: 10pt; margin: 6mm 0 1.5mm; }}
"""
    info = [('Ihr Zeichen', e(d['yours'])), ('Ihre Nachricht vom', d['letter']), ('Aktenzeichen', d['file']),
            ('Ansprechpartnerin', e(d['clerk'])), ('Zimmer', d['room']), ('Telefon', d['extension']),
            ('Datum', f['date'])]
    rows = ''.join(
        f"<tr><td>{i + 1}</td><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td class=nw>{x['unit']}</td>"
        f"<td class=num>{unit_price(x['price'], 2)} €</td><td class=num>{money(x['amount'])}</td></tr>"
        for i, x in enumerate(f['lines']))
    body = f"""
<div class="head">{shield(s['colour'], '#f2f2f2', 34)}<span class="city">{e(s['name'])}</span>
<div class="amt">Tiefbauamt<span>Abteilung Straßenverkehrsrecht und Sondernutzungen</span></div></div>
<table style="width:100%"><tr><td style="width:58%;vertical-align:top">
<div class="sender">{e(s['name'])} · Tiefbauamt · {e(s['post'])}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top;padding-top:5mm">{pairs(info, 'info')}</td></tr></table>
<h1>Rechnung<span>Gebührenbescheid über Sondernutzungsgebühren</span></h1>
<div class="kz">Kassenzeichen <b>{d['kassenzeichen']}</b> <span>– bitte bei jeder Zahlung angeben</span></div>
<div class="refs">Rechnungsnummer {e(f['number'])} · Personenkonto {d['account']} · Haushaltsstelle
{d['budget']}</div>
<p>Sehr geehrte Damen und Herren,</p>
<p>mit Bescheid vom {d['decision']} haben wir Ihnen die Erlaubnis zur Sondernutzung der öffentlichen
Verkehrsfläche vor dem Anwesen {e(d['site'])} erteilt ({e(d['what'])}). Die Sondernutzung dauerte vom {d['start']}
bis zum {d['end']} ({d['weeks']} angefangene Wochen). Nach der Sondernutzungsgebührensatzung der {e(s['name'])}
setzen wir folgende Gebühren fest:</p>
<table class="fees"><thead><tr><th>Pos.</th><th>Gebührentatbestand</th><th class=num>Menge</th><th>Einheit</th>
<th class=num>Satz</th><th class=num>Betrag</th></tr></thead><tbody>{rows}
<tr class="sum"><td></td><td colspan=4>Umsatzsteuer: nicht steuerbar (hoheitliche Tätigkeit)</td>
<td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td></td><td colspan=4>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></tbody></table>
<p>Der Betrag ist innerhalb eines Monats nach Bekanntgabe dieses Bescheids fällig, spätestens am
<b>{f['due']}</b>.</p>
<div class="bank">Bitte überweisen Sie den Betrag unter Angabe des Kassenzeichens an:<br>
Empfänger: Stadtkasse {e(s['town'])} · Stadtsparkasse {e(s['town'])} · IBAN {spaced(f['iban'])} · BIC AUGSDE77XXX
</div>
<p style="margin-top:5mm">Mit freundlichen Grüßen<br>i. A.<br><br>{e(d['clerk'])}<br>Verwaltungsangestellte</p>
<div class="p2">
<h2>Rechtsbehelfsbelehrung</h2>
<p>Gegen diesen Bescheid können Sie innerhalb eines Monats nach seiner Bekanntgabe entweder Widerspruch einlegen
oder unmittelbar Klage erheben. Der Widerspruch ist bei der {e(s['name'])}, Tiefbauamt, {e(s['post'])},
schriftlich oder zur Niederschrift einzulegen. Die Klage ist beim Bayerischen Verwaltungsgericht in
{e(s['town'])} schriftlich, zur Niederschrift des Urkundsbeamten der Geschäftsstelle oder elektronisch in einer
für den Schriftformersatz zugelassenen Form zu erheben. Die Klage muss den Kläger, den Beklagten (Freistaat Bayern
bzw. {e(s['name'])}) und den Gegenstand des Klagebegehrens bezeichnen.</p>
<h2>Hinweise</h2>
<p>Widerspruch und Klage haben keine aufschiebende Wirkung (§ 80 Abs. 2 Satz 1 Nr. 1 VwGO); die Gebühr ist daher
auch bei Einlegung eines Rechtsbehelfs zum Fälligkeitstermin zu zahlen. Wird die Gebühr nicht rechtzeitig
entrichtet, ist für jeden angefangenen Monat der Säumnis ein Säumniszuschlag von 1 % des rückständigen, auf 50 Euro
nach unten abgerundeten Betrags zu entrichten (Art. 13 Abs. 1 Nr. 5 Buchst. b KAG i. V. m. § 240 AO). Rückstände
werden nach dem Bayerischen Verwaltungszustellungs- und Vollstreckungsgesetz beigetrieben.</p>
<p>Informationen zur Verarbeitung Ihrer personenbezogenen Daten erhalten Sie beim Tiefbauamt oder auf der
Internetseite der {e(s['name'])} unter „Datenschutz“.</p></div>"""
    return document('de', css, body)


def page_de_hwk_lehrgang(f):
    """A German chamber of crafts' invoice: its mark and its name in a serif at the left, its training centre in bold
    at the right ("Bildungszentrum …", "Überbetriebliche Lehrlingsunterweisung"); the sender's line over the window;
    a label–value list ("Rechnungsnummer", "Rechnungsdatum", "Kunden-Nr.", "Betriebs-Nr.", "Lehrgangs-Nr.", "Ihre
    Bestellung", "Bearbeitet von"); the course week and the apprentices by name; lines with a tax code A to D; the
    codes' legend with their bases; "Nettobetrag", "Umsatzsteuer", "Rechnungsbetrag"; "zahlbar bis …"; a foot in
    three columns with the chamber, its president and chief executive, the VAT number, the Gläubiger-ID and the
    Sparkasse."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [s['name'], 'Körperschaft des öffentlichen Rechts', s['visit']],
                       size='6.2pt')
             + multi_box('bottom-center', [f"Präsident: {d['president']}", f"Hauptgeschäftsführer: {d['ceo']}",
                                           f"Telefon {s['phone']}"], size='6.2pt')
             + multi_box('bottom-right', [f"USt-IdNr. {s['vat_printed']} · Gläubiger-ID {s['creditor_id']}",
                                          'Sparkasse Bayreuth · BIC BYLADEM1SBT', f"IBAN {spaced(f['iban'])}"],
                         size='6.2pt'))
    css = base_css('13mm 17mm 24mm 22mm', boxes, size='8.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.hwk {{ font-family: 'DejaVu Serif', serif; font-size: 12.5pt; color: {s['colour']}; vertical-align: middle;
  padding-left: 2mm; display: inline-block; line-height: 1.2; }}
.bz {{ text-align: right; font-size: 13pt; font-weight: bold; line-height: 1.3; }}
.bz span {{ display: block; font-size: 8pt; font-weight: normal; color: #444; }}
.sender {{ font-size: 6.6pt; border-bottom: 0.4px solid #888; display: inline-block; margin-top: 9mm; }}
.window {{ margin-top: 2mm; line-height: 1.4; font-size: 9.5pt; }}
.meta td {{ padding: 0.4mm 0 0.4mm 4mm; font-size: 8pt; white-space: nowrap; }}
.meta td:first-child {{ color: #555; padding-left: 0; }}
h1 {{ font-size: 14pt; margin: 8mm 0 2mm; color: {s['colour']}; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ margin-top: 2mm; }}
.lines th {{ text-align: left; font-size: 7.5pt; background: #f1ece4; padding: 1.2mm 1.5mm;
  border-bottom: 1px solid {s['colour']}; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.2mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.codes td {{ padding: 0.5mm 3mm 0.5mm 0; font-size: 7.6pt; }}
.totals {{ margin-left: auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.5mm 0.9mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #111; }}
"""
    meta = [('Rechnungsnummer', e(f['number'])), ('Rechnungsdatum', f['date']), ('Kunden-Nr.', d['client']),
            ('Betriebs-Nr.', d['member']), ('Lehrgangs-Nr.', d['course_no']), ('Ihre Bestellung', e(f['order'])),
            ('Bearbeitet von', e(d['clerk']))]
    code_of = {Decimal(19): 'A', Decimal(7): 'B'}

    def code(x):
        return code_of[x['rate']] if x['cat'] == 'S' else {'E': 'C', 'O': 'D'}[x['cat']]
    rows = ''.join(
        f"<tr><td>{i + 1}</td><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{code(x)}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>"
        for i, x in enumerate(f['lines']))
    per = f['per_rate']
    legend = (f"<tr><td>A</td><td>19 % USt auf {money(per[Decimal(19)][0])}</td><td class=num>"
              f"{money(per[Decimal(19)][1])}</td></tr>"
              f"<tr><td>B</td><td>7 % USt auf {money(per[Decimal(7)][0])} (Beherbergung)</td><td class=num>"
              f"{money(per[Decimal(7)][1])}</td></tr>"
              f"<tr><td>C</td><td>steuerfrei nach § 4 Nr. 21 UStG: {money(f['cats']['E'])}</td><td></td></tr>"
              f"<tr><td>D</td><td>nicht steuerbar, Gebühr nach der Gebührenordnung: {money(f['cats']['O'])}</td>"
              "<td></td></tr>")
    people = ', '.join(d['apprentices'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{tools_mark(s['colour'])}<span class="hwk">{e(s['name'])}</span></td>
<td class="bz">Bildungszentrum {e(s['centre'])}<span>Überbetriebliche Lehrlingsunterweisung (ÜLU)</span></td>
</tr></table>
<table style="width:100%"><tr><td style="width:57%;vertical-align:top">
<div class="sender">{e(s['name'])} · {e(s['post'])}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td style="vertical-align:top;padding-top:8mm">{pairs(meta)}</td></tr></table>
<h1>Rechnung</h1>
<p>für die Teilnahme Ihrer Auszubildenden am Lehrgang {e(d['course'])} vom {d['start']} bis {d['end']}
(Teilnehmer: {e(people)}) sowie die Prüfungsgebühren berechnen wir Ihnen:</p>
<table class="lines" style="width:100%"><thead><tr><th>Pos.</th><th>Leistung</th><th class=num>Menge</th>
<th class=num>Einzelpreis</th><th class=num>USt</th><th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody>
</table>
<table style="width:100%;margin-top:3mm"><tr><td style="vertical-align:top"><table class="codes">{legend}</table>
</td><td style="vertical-align:top"><table class="totals">
<tr><td>Nettobetrag</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Umsatzsteuer</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Rechnungsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<p style="margin-top:4mm">Bitte überweisen Sie den Rechnungsbetrag ohne Abzug bis zum <b>{f['due']}</b> unter
Angabe der Rechnungsnummer auf unser Konto bei der Sparkasse Bayreuth (IBAN {spaced(f['iban'])}). Die Gebühren für
die Gesellenprüfung setzt die {e(s['name'])} nach ihrer Gebührenordnung fest.</p>
<p>Mit freundlichen Grüßen<br>Ihr Bildungszentrum {e(s['centre'])}</p>"""
    return document('de', css, body)


def page_at_gemeinde_saal(f):
    """An Austrian market town's invoice: its arms centred over the town's name in spaced capitals and "Bezirk …,
    Niederösterreich"; the event centre in bold in a framed box at the right with its contact; the sender's line
    over the window; a label–value list ("Rechnungsnummer", "Rechnungsdatum", "Personenkonto", "GZ", "Veranstaltung
    Nr.", "Fällig am"); "RECHNUNG"; the event's day and the council board's tariff decision; lines with "20 %" or
    "n. st."; the taxable and not taxable sums, "Summe netto", "20 % USt", "Gesamtbetrag"; the payee
    "Gemeindekasse …" beside the IBAN; "Der Bürgermeister:" and his name; the town, its UID and GKZ in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · Telefon {s['phone']} · Gemeindekennziffer {s['gkz']}",
        f"UID-Nr. {s['vat_printed']} · HYPO NOE Landesbank · IBAN {spaced(f['iban'])} · BIC HYPNATWW"],
        size='6.5pt', align='center')
    css = base_css('12mm 18mm 21mm 20mm', boxes, size='8.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.crest {{ text-align: center; }}
.crest .n {{ font-size: 13pt; letter-spacing: 3px; font-weight: bold; color: {s['colour']}; margin-top: 1mm; }}
.crest .b {{ font-size: 7.6pt; color: #555; letter-spacing: 1px; }}
.sender {{ font-size: 6.6pt; border-bottom: 0.4px solid #888; display: inline-block; margin-top: 6mm; }}
.window {{ margin-top: 2mm; line-height: 1.4; font-size: 9.5pt; }}
.vz {{ border: 1.4px solid {s['colour']}; padding: 2mm 3mm; margin-top: 6mm; line-height: 1.45; }}
.vz b {{ font-size: 11.5pt; }}
.meta {{ margin-top: 3mm; }}
.meta td {{ padding: 0.4mm 0 0.4mm 4mm; font-size: 8.2pt; white-space: nowrap; }}
.meta td:first-child {{ color: #555; padding-left: 0; }}
h1 {{ font-size: 14pt; letter-spacing: 2px; margin: 6mm 0 2mm; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ width: 100%; margin-top: 2mm; }}
.lines th {{ text-align: left; font-size: 7.6pt; border-top: 1px solid #111; border-bottom: 1px solid #111;
  padding: 1.1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.totals {{ margin-left: auto; margin-top: 2mm; }}
.totals td {{ white-space: nowrap; padding: 0.8mm 1.5mm 0.8mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.2pt; border-top: 1.2px solid #111;
  border-bottom: 3px double #111; }}
"""
    meta = [('Rechnungsnummer', e(f['number'])), ('Rechnungsdatum', f['date']), ('Personenkonto', d['account']),
            ('GZ', d['gz']), ('Veranstaltung Nr.', d['event_no']), ('Fällig am', f['due'])]
    rows = ''.join(
        f"<tr><td>{i + 1}</td><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{tax_word(x, {'O': 'n. st.', 'pct': ' %'})}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for i, x in enumerate(f['lines']))
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    body = f"""
<div class="crest">{shield(s['colour'], '#e5c04a', 36)}<div class="n">{e(s['name'].upper())}</div>
<div class="b">Bezirk Mödling · Niederösterreich</div></div>
<table style="width:100%"><tr><td style="width:55%;vertical-align:top">
<div class="sender">{e(s['name'])}, {e(s['post'])}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
UID-Nr. {c['vat_printed']}</div></td>
<td style="vertical-align:top"><div class="vz"><b>Veranstaltungszentrum {e(d['hall'])}</b><br>
Saalverwaltung · {e(d['clerk'])}<br>Tel. {d['extension']}</div>{pairs(meta)}</td></tr></table>
<h1>RECHNUNG</h1>
<p><b>Betreff:</b> {e(d['event'])} am {d['event_day']} im Festsaal, Veranstaltungszentrum {e(d['hall'])}</p>
<p>Sehr geehrte Damen und Herren, gemäß der Tarifordnung für das Veranstaltungszentrum (Beschluss des
Gemeindevorstandes vom {d['decision']}) erlauben wir uns, Ihnen Folgendes in Rechnung zu stellen:</p>
<table class="lines"><thead><tr><th>Pos.</th><th>Bezeichnung</th><th class=num>Menge</th><th class=num>Einzelpreis</th>
<th class=num>USt</th><th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="totals">
<tr><td>Entgelte, steuerpflichtig</td><td class=num>{money(base)}</td></tr>
<tr><td>Abgaben, nicht steuerbar (n. st.)</td><td class=num>{money(f['cats']['O'])}</td></tr>
<tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt von {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Gesamtbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p style="margin-top:4mm">Wir ersuchen um Überweisung des Gesamtbetrages bis {f['due']} auf das Konto der
Gemeindekasse {e(s['town'])}, HYPO NOE Landesbank, IBAN {spaced(f['iban'])}, BIC HYPNATWW, unter Angabe von
Rechnungsnummer und Personenkonto.</p>
<p style="margin-top:5mm">Der Bürgermeister:<br><br>{e(d['mayor'])}</p>"""
    return document('de', css, body)


# --- The pages: France and Luxembourg --------------------------------------------------------------------------------

def page_fr_asap_redevance(f):
    """A French community of communes' "Avis des sommes à payer": the collectivity with its mark, address and SIRET
    at the left, the public accountant ("Service de gestion comptable de …", "Comptable public") framed and in bold at
    the right; the title and its legal line; a ruled grid of labels over values ("Exercice", "N° de bordereau",
    "N° de titre", "Date d'émission", "Date de prise en charge", "N° de tiers") holding the number alone; the debtor;
    the object with the council's deliberation and the half-year; lines "Non soumis"; the total; "Date limite de
    paiement"; PayFiP with its own collectivity id and reference, a transfer to the SGC at the Banque de France,
    cheques "à l'ordre du Trésor public", cash at a tobacconist; the means of appeal; a tear-off slip with the grid
    again."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    css = base_css('11mm 14mm 12mm 14mm', size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.coll {{ font-size: 10pt; font-weight: bold; color: {s['colour']}; line-height: 1.25; white-space: nowrap; }}
.coll span {{ display: block; font-size: 7.6pt; font-weight: normal; color: #333; }}
.sgc {{ border: 1.4px solid #1e3a8a; padding: 2mm 3mm; line-height: 1.35; }}
.sgc b {{ font-size: 10.5pt; color: #1e3a8a; white-space: nowrap; }}
h1 {{ text-align: center; font-size: 15pt; letter-spacing: 1px; margin: 5mm 0 0; }}
.legal {{ text-align: center; font-size: 6.8pt; color: #444; margin-bottom: 3mm; }}
.grid {{ width: 100%; }}
.grid td {{ border: 0.9px solid #444; padding: 0.8mm 1.8mm 1.2mm; text-align: center; }}
.grid .l {{ font-size: 6.4pt; color: #444; }}
.debtor {{ margin: 4mm 0 0 52%; line-height: 1.4; font-size: 9.4pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ width: 100%; margin-top: 2mm; }}
.lines th {{ background: #e5e7eb; font-size: 7.4pt; text-align: left; padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #bbb; }}
.lines tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #111; border-bottom: none; }}
.limit {{ margin-top: 2mm; font-size: 9.5pt; }}
.modes {{ border: 0.8px solid #888; padding: 2mm 3mm; margin-top: 3mm; line-height: 1.5; }}
.modes b {{ color: #1e3a8a; }}
.recours {{ font-size: 6.6pt; color: #444; margin-top: 2.5mm; line-height: 1.4; }}
.talon {{ margin-top: 4mm; border-top: 1.2px dashed #333; padding-top: 2mm; }}
"""
    grid = [('Exercice', d['year']), ('N° de bordereau', d['bordereau']), ('N° de titre', e(f['number'])),
            ("Date d'émission", f['date']), ('Date de prise en charge', d['taken']), ('N° de tiers', d['tiers'])]
    cells = ''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in grid)
    talon = [('Exercice', d['year']), ('Bordereau', d['bordereau']), ('Titre', e(f['number'])),
             ('Montant', money(f['gross'])), ('Référence PayFiP', d['payfip'])]
    talon_cells = ''.join(f"<td><div class='l'>{label}</div>{value}</td>" for label, value in talon)
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=nw>Non soumis</td><td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    body = f"""
<table class="top" style="width:100%"><tr>
<td style="width:52%">{leaf_mark(s['colour'])}<div class="coll" style="display:inline-block;vertical-align:middle;
margin-left:2mm">{e(s['name'])}<span>{e(s['visit'])}<br>SIRET {s['siret_printed']}</span></div></td>
<td><div class="sgc">Comptable public chargé du recouvrement :<br><b>Service de gestion comptable de
{e(s['sgc_town'])}</b><br>{e(s['sgc_address'])}<br>Tél. {s['sgc_phone']}<br>sgc.{s['sgc_mail']}@dgfip.finances.gouv.fr
</div></td></tr></table>
<h1>AVIS DES SOMMES À PAYER</h1>
<div class="legal">Titre exécutoire émis et rendu exécutoire en application de l'article L. 252 A du livre des
procédures fiscales et de l'article L. 1617-5 du code général des collectivités territoriales</div>
<table class="grid"><tr>{cells}</tr></table>
<div class="debtor">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<p><b>Objet :</b> redevance spéciale pour l'enlèvement des déchets non ménagers, {d['half']} – tarifs fixés par la
délibération <span class=nw>n° {d['delib']}</span> du conseil communautaire du {d['decision']}.</p>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Quantité</th><th class=num>Prix unitaire</th>
<th>TVA</th><th class=num>Montant</th></tr></thead><tbody>{rows}
<tr class="total"><td colspan=4>Montant total à payer</td><td class=num>{money(f['gross'])}</td></tr></tbody>
</table>
<div class="small">Non soumis à la TVA (article 256 B du code général des impôts).</div>
<div class="limit">Date limite de paiement : <b>{f['due']}</b></div>
<div class="modes"><b>Comment payer ?</b><br>
• Par internet : sur www.payfip.gouv.fr, identifiant collectivité {d['payfip_id']}, référence {d['payfip']}.<br>
• Par virement : IBAN {spaced(f['iban'])} – BIC BDFEFRPPCCT – titulaire : SGC {e(s['sgc_town'].upper())}, en
rappelant l'exercice, le bordereau et le titre.<br>
• Par chèque à l'ordre du Trésor public, adressé au Service de gestion comptable avec le talon ci-dessous.<br>
• En espèces (jusqu'à 300 €) ou par carte bancaire chez un buraliste agréé « paiement de proximité ».</div>
<div class="recours">Voies et délais de recours : dans le délai de deux mois suivant la réception du présent avis,
vous pouvez contester la somme mentionnée en saisissant directement le tribunal judiciaire ou le tribunal
administratif compétent selon la nature de la créance (article L. 1617-5 du CGCT). Ordonnateur : le président de la
communauté de communes, par délégation {e(d['signer'])}, vice-président chargé des finances.</div>
<div class="talon"><b>TALON À JOINDRE À VOTRE RÈGLEMENT</b> – ne pas plier, ne pas agrafer<br>
<table class="grid" style="margin-top:1.5mm"><tr>{talon_cells}</tr></table>
Débiteur : {e(c['name'])} · Créancier : {e(s['name'])}</div>"""
    return document('fr', css, body)


def page_fr_ch_blanchisserie(f):
    """A French public hospital's invoice: the hospital's mark and name at the left, its laundry in bold large at the
    right ("Blanchisserie centrale", "Pôle Logistique – Fonction linge"); the customer with its VAT number in the
    window; "FACTURE" over a label–value list ("N° de facture", "Date de facture", "Date limite de paiement", "Votre
    bon de commande"); a grey line of accounting references ("Exercice", "N° de bordereau", "N° de titre", "N° de
    tiers", "Code UF"); the month served and the training's days; lines "20 %" or "Exo."; the VAT summary; "Total
    HT", "TVA", "Net à payer"; payment to the "Service de gestion comptable … – Trésorerie hospitalière" at the Banque
    de France or "à l'ordre du Trésor public"; the late-payment terms; signed for the director; SIRET, FINESS and the
    VAT number in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · Établissement public de santé · {s['visit']}",
        f"SIRET {s['siret_printed']} · FINESS {s['finess']} · N° TVA intracommunautaire {s['vat_printed']}"],
        size='6.4pt', align='center')
    css = base_css('12mm 15mm 20mm 15mm', boxes, size='8.6pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.ch {{ display: inline-block; vertical-align: middle; margin-left: 2mm; font-size: 10.5pt; color: {s['colour']};
  line-height: 1.25; }}
.ch span {{ display: block; font-size: 7.4pt; color: #444; }}
.bl {{ text-align: right; font-size: 15pt; font-weight: bold; line-height: 1.25; }}
.bl span {{ display: block; font-size: 8pt; font-weight: normal; color: #444; }}
.window {{ margin: 8mm 0 0 52%; line-height: 1.4; font-size: 9.4pt; }}
h1 {{ font-size: 15pt; letter-spacing: 2px; margin: 6mm 0 1mm; color: {s['colour']}; }}
.meta td {{ padding: 0.5mm 5mm 0.5mm 0; white-space: nowrap; }}
.meta td:nth-child(odd) {{ color: #555; }}
.acct {{ background: #eef2f4; padding: 1.3mm 2.5mm; margin-top: 2mm; font-size: 7.6pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ width: 100%; margin-top: 2mm; }}
.lines th {{ border-bottom: 1.2px solid {s['colour']}; font-size: 7.4pt; text-align: left; padding: 1.1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.vat td, .vat th {{ padding: 0.6mm 2.5mm; font-size: 7.6pt; text-align: right; }}
.vat th {{ border-bottom: 0.8px solid #777; font-weight: normal; color: #555; }}
.totals {{ margin-left: auto; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.5mm 0.9mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10.4pt; border-top: 1.2px solid #111; }}
.pay {{ margin-top: 3mm; border-left: 3px solid {s['colour']}; padding: 1mm 3mm; line-height: 1.5; }}
.sign {{ margin: 4mm 0 0 55%; line-height: 1.4; }}
"""
    meta = [('N° de facture', e(f['number']), 'Date de facture', f['date']),
            ('Votre bon de commande', e(f['order']), 'Date limite de paiement', f['due'])]
    grid = ''.join(f"<tr><td>{a}</td><td>{b}</td><td>{x}</td><td>{y}</td></tr>" for a, b, x, y in meta)
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td>{x['unit']}</td>"
        f"<td class=num>{money(x['price'])}</td><td class=num>{tax_word(x, {'E': 'Exo.', 'pct': ' %'})}</td>"
        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = [(r, v) for r, v in f['per_rate'].items() if r]
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{cross_h(s['colour'])}<div class="ch">{e(s['name'])}<span>{e(s['visit'])}</span></div></td>
<td class="bl">Blanchisserie centrale<span>Pôle Logistique – Fonction linge · {e(d['clerk'])} · {s['phone']}</span>
</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
N° TVA {c['vat_printed']}</div>
<h1>FACTURE</h1>
<table class="meta">{grid}</table>
<div class="acct">Références comptables – Exercice {d['year']} · N° de bordereau {d['bordereau']} · N° de titre
{d['titre']} · N° de tiers {d['tiers']} · Code UF {d['uf']}</div>
<p>Prestations de blanchisserie du mois de {d['month']} selon la convention du {d['convention']}, et formation
AFGSU de niveau 1 dispensée par le CESU les {d['training']}.</p>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Quantité</th><th>Unité</th><th class=num>PU HT</th>
<th class=num>TVA</th><th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:3mm"><tr><td style="vertical-align:top">
<table class="vat"><tr><th>Taux</th><th>Base HT</th><th>TVA</th></tr>
<tr><td>{rate_text(rate)} %</td><td>{money(base)}</td><td>{money(tax)}</td></tr>
<tr><td>Exo.</td><td>{money(f['cats']['E'])}</td><td>{money(Decimal(0))}</td></tr></table>
<div class="small" style="margin-top:1mm">Exo. : formation professionnelle continue exonérée de TVA
(art. 261-4-4° a du CGI).</div></td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Net à payer</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<div class="pay">À régler avant le {f['due']} auprès du comptable public : <b>Service de gestion comptable de
{e(s['sgc_town'])} – Trésorerie hospitalière</b>, par virement sur IBAN {spaced(f['iban'])} (BIC BDFEFRPPCCT) ou
par chèque à l'ordre du Trésor public, en rappelant le n° de facture et le n° de titre.<br>
<span class="small">Tout retard de paiement entraîne des intérêts moratoires au taux légal et une indemnité
forfaitaire pour frais de recouvrement de 40 € (art. L. 441-10 du code de commerce). Pas d'escompte pour paiement
anticipé.</span></div>
<div class="sign">Pour le directeur et par délégation,<br>la directrice des affaires financières,<br><br>
{e(d['signer'])}</div>"""
    return document('fr', css, body)


def page_lu_commune_salle(f):
    """A Luxembourg commune's invoice as a letter: its arms and "Administration communale de …" at the left, "Service
    Culture, Sports et Loisirs" in bold large at the right with its contact; "…, le …" as the only date; the
    customer with its VAT number; "Facture n° …" over a label–value list ("N° client", "Dossier", "Manifestation");
    the object with the college's decision; lines with "17 %", "8 %" or "exonéré"; the VAT summary; "Total HTVA",
    "TVA", "Total TTC"; payable within 30 days (no date) to the "Recette communale de …" at Spuerkeess with an RF
    reference; signed by the communal secretary and the mayor for the college; the commune and its VAT number in
    the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · Tél. {s['phone']} · TVA {s['vat_printed']}",
        f"Recette communale · Spuerkeess · IBAN {spaced(f['iban'])} · BIC BCEELULL"], size='6.5pt', align='center')
    css = base_css('13mm 17mm 21mm 19mm', boxes, font="'DejaVu Serif', serif", size='8.8pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.ac {{ display: inline-block; vertical-align: middle; margin-left: 2mm; font-size: 11pt; line-height: 1.25;
  color: {s['colour']}; }}
.ac span {{ display: block; font-size: 7.4pt; color: #444; }}
.svc {{ text-align: right; font-family: 'DejaVu Sans', sans-serif; font-size: 13pt; font-weight: bold;
  white-space: nowrap;
  line-height: 1.25; }}
.svc span {{ display: block; font-size: 7.8pt; font-weight: normal; color: #444; }}
.place {{ text-align: right; margin-top: 8mm; }}
.window {{ margin: 4mm 0 0 52%; line-height: 1.4; font-size: 9.4pt; }}
h1 {{ font-size: 13pt; margin: 8mm 0 1mm; }}
.meta td {{ padding: 0.4mm 5mm 0.4mm 0; font-size: 8.2pt; }}
.meta td:first-child {{ color: #555; }}
p {{ line-height: 1.45; margin: 2.2mm 0; }}
.lines {{ width: 100%; margin-top: 2mm; font-family: 'DejaVu Sans', sans-serif; font-size: 8.2pt; }}
.lines th {{ border-top: 1px solid #111; border-bottom: 1px solid #111; font-size: 7.4pt; text-align: left;
  padding: 1mm 1.5mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.vat td, .vat th {{ padding: 0.6mm 2.5mm; font-size: 7.6pt; text-align: right; font-family: 'DejaVu Sans',
  sans-serif; }}
.vat th {{ border-bottom: 0.8px solid #777; font-weight: normal; }}
.totals {{ margin-left: auto; font-family: 'DejaVu Sans', sans-serif; }}
.totals td {{ white-space: nowrap; padding: 0.9mm 1.5mm 0.9mm 10mm; }}
.totals tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #111; }}
.sign {{ width: 100%; margin-top: 7mm; }}
.sign td {{ width: 50%; vertical-align: top; line-height: 1.4; }}
"""
    meta = [('N° client', d['client']), ('Dossier', d['file']), ('Manifestation', f"{e(d['event'])}, {d['event_day']}")]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{x['shown_qty']}</td><td class=num>{money(x['price'])}</td>"
        f"<td class=num>{tax_word(x, {'E': 'exonéré', 'pct': ' %'})}</td><td class=num>{money(x['amount'])}</td></tr>"
        for x in f['lines'])
    vat_rows = ''.join(f"<tr><td>{rate_text(r)} %</td><td>{money(b)}</td><td>{money(t)}</td></tr>"
                       for r, (b, t) in f['per_rate'].items() if r)
    body = f"""
<table class="top" style="width:100%"><tr>
<td>{shield(s['colour'], '#e11d48', 38)}<div class="ac">{e(s['name'])}<span>{e(s['visit'])}</span></div></td>
<td class="svc">Service Culture, Sports et Loisirs<span>{e(d['clerk'])} · Tél. {d['extension']} ·
{d['mail']}</span></td></tr></table>
<div class="place">{e(s['town'])}, le {f['date']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div>
<h1>Facture n° {e(f['number'])}</h1>
<table class="meta">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in meta)}</table>
<p><b>Objet :</b> mise à disposition de la salle des fêtes et de ses équipements – décision du collège des
bourgmestre et échevins du {d['decision']}.</p>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Quantité</th><th class=num>Prix unitaire</th>
<th class=num>TVA</th><th class=num>Montant HTVA</th></tr></thead><tbody>{rows}</tbody></table>
<table style="width:100%;margin-top:3mm"><tr><td style="vertical-align:top">
<table class="vat"><tr><th>Taux</th><th>Base</th><th>TVA</th></tr>{vat_rows}
<tr><td>exonéré</td><td>{money(f['cats']['E'])}</td><td>{money(Decimal(0))}</td></tr></table>
<div class="small" style="margin-top:1mm;font-family:'DejaVu Sans',sans-serif">Location de la salle exonérée
(art. 44 de la loi modifiée du 12 février 1979 concernant la TVA).</div></td>
<td style="vertical-align:top"><table class="totals">
<tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA</td><td class=num>{money(f['tax'])}</td></tr>
<tr class="total"><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table></td></tr></table>
<p style="margin-top:4mm">Le montant est payable dans les 30 jours de la date de la présente au compte de la Recette
communale de {e(s['town'])} auprès de la Spuerkeess, IBAN {spaced(f['iban'])}, BIC BCEELULL, avec la référence
<b>{f['reference_printed']}</b>.</p>
<table class="sign"><tr><td>Par le collège des bourgmestre et échevins,<br>le secrétaire communal,<br><br>
{e(d['secretary'])}</td><td>le bourgmestre,<br><br><br>{e(d['mayor'])}</td></tr></table>"""
    return document('fr', css, body)


Pages = {'nl_gemeente_markt': page_nl_gemeente_markt,
         'nl_waterschap_bestuursdwang': page_nl_waterschap_bestuursdwang,
         'be_stad_evenement': page_be_stad_evenement, 'gb_council_venue': page_gb_council_venue,
         'ie_university_lab': page_ie_university_lab, 'us_state_inspection': page_us_state_inspection,
         'de_stadt_sondernutzung': page_de_stadt_sondernutzung, 'de_hwk_lehrgang': page_de_hwk_lehrgang,
         'at_gemeinde_saal': page_at_gemeinde_saal, 'fr_asap_redevance': page_fr_asap_redevance,
         'fr_ch_blanchisserie': page_fr_ch_blanchisserie, 'lu_commune_salle': page_lu_commune_salle}


Layouts = {
    'nl_gemeente_markt': 'Dutch municipality\'s invoice to a market trader as a letter: a coat of arms with "Gemeente" '
                         'over "Deventer" in two lines, "Afdeling Vergunningen / Team Markten en Evenementen" bold at '
                         'the right; return address without the name; label–value list with "Factuurnummer" among '
                         '"Debiteurnummer", "Zaaknummer", "Ons kenmerk", "Uw kenmerk"; the permit\'s decision date and '
                         'the quarter\'s market days in the letter; btw column "21%", "vrijgesteld", "niet belast"; '
                         'betalingskenmerk; signed for burgemeester en wethouders by the market master; "Team '
                         'Debiteuren"; KvK, btw-nummer and BNG Bank in the foot. RelationName: the municipality, not '
                         'its department, team or market master',
    'nl_waterschap_bestuursdwang': 'Dutch water board\'s invoice for the costs of enforcement (bestuursdwang) over two '
                                   'pages: department "Afdeling Vergunningverlening en Handhaving" bold at the left, '
                                   'wave mark and the board\'s name at the right; the number only in the title '
                                   '"Factuur …"; grid "Datum", "Debiteurnummer", "Zaaknummer", "Ons kenmerk", '
                                   '"Vervaldatum"; the decision, the hearing, the deadline and the works\' dates in '
                                   'the letter; all costs "niet belast" (no VAT); signed by the dijkgraaf; OIN and NWB '
                                   'Bank in the foot, the debtor number at the top right of each page; "Bezwaar" and '
                                   'the payment conditions on page 2',
    'be_stad_evenement': 'Flemish city\'s invoice to an events company: the lower-case word mark "stad / mechelen", '
                         '"Dienst Evenementen" bold with a rule; the customer with its BTW number in the window; '
                         '"FACTUUR" over a two-column label block with "Factuurnummer", "Klantnummer", '
                         '"Dossiernummer", "Vergunning IOD", "Ons kenmerk", "Uw bestelbon"; festival days and the '
                         'college\'s decision; retributions "0% NO" (niet onderworpen) and rentals at 21%; btw codes '
                         'summary; structured communication, payee "Stad Mechelen – Financiële dienst"; signed by the '
                         'general director and the mayor; enterprise number and Belfius in the foot',
    'gb_council_venue': 'English city council\'s conference invoice as printed by its finance system: crest and '
                        'council name, "INVOICE" with the VAT registration; ruled box "Invoice number", "Invoice '
                        'date", "Customer number", "Purchase order", "Our reference"; enquiries to "Civic Hall '
                        'Venues & '
                        'Events" in bold; lines with cost centre, account code and VAT code S or E; VAT analysis; '
                        '"Payment terms: 30 days from the date of invoice" (no due date printed); BACS to "Finance '
                        'Shared Services Income" by sort code and account (no IBAN); "Remit to: Finance Shared '
                        'Services"; remittance slip',
    'ie_university_lab': 'Irish university\'s laboratory invoice: "University of Limerick" in a serif with its Irish '
                         'name "Ollscoil Luimnigh" under it; "Materials Characterisation Laboratory" and its institute '
                         'in bold in a grey band; label–value list "Invoice No.", "Invoice Date", "Due Date", '
                         '"Customer Account", "Your PO No.", "Quotation", "Project Code"; job with the samples\' and '
                         'the report\'s dates; tests at 23% and an exempt training line; VAT analysis; "Please remit '
                         'to: Finance Office – Accounts Receivable", account name "UL Income Account", Bank of Ireland '
                         'IBAN; remittance advice',
    'us_state_inspection': 'American state department\'s device inspection fee invoice (Letter, serif): seal, '
                           '"Ohio Department of Agriculture" and "DIVISION OF WEIGHTS AND MEASURES" bold and larger; '
                           'governor, director and division chief at the right; two ruled grids of labels over values '
                           '("INVOICE NO.", "INVOICE DATE", "DUE DATE", "CUSTOMER ID"; "LICENSE NO.", "INSPECTION '
                           'REPORT NO.", "P.O. NO.", "FUND/ALI"); "BILL TO" and "LOCATION INSPECTED"; inspection dates '
                           'per line; no tax; "Make checks payable to: Treasurer, State of Ohio"; ACH routing and '
                           'account (no IBAN); FEIN in the foot; stub to return',
    'de_stadt_sondernutzung': 'German city\'s invoice and fee decision for the special use of a street (scaffold, '
                              'fence, skip), DIN 5008, two pages: arms and "Stadt Augsburg", "Tiefbauamt" bold and '
                              'larger; information block with "Aktenzeichen", "Ihr Zeichen", "Ihre Nachricht vom", '
                              '"Datum"; "Rechnung / Gebührenbescheid über Sondernutzungsgebühren"; the Kassenzeichen '
                              'boxed and bold ("bitte bei jeder Zahlung angeben"), "Rechnungsnummer" small among '
                              '"Personenkonto" and "Haushaltsstelle"; "mit Bescheid vom …", the period of use; '
                              '"nicht steuerbar"; due "innerhalb eines Monats …, spätestens am …"; "Empfänger: '
                              'Stadtkasse Augsburg" beside the IBAN; "i. A."; Rechtsbehelfsbelehrung and notes on '
                              'page 2; no VAT number',
    'de_hwk_lehrgang': 'German chamber of crafts\' invoice for apprentices\' courses: tools mark and "Handwerkskammer '
                       'für Oberfranken" in a serif, "Bildungszentrum Bayreuth" bold at the right; label–value list '
                       '"Rechnungsnummer", "Rechnungsdatum", "Kunden-Nr.", "Betriebs-Nr.", "Lehrgangs-Nr.", "Ihre '
                       'Bestellung"; course week and apprentices by name; tax codes A 19 %, B 7 %, C steuerfrei § 4 '
                       'Nr. 21 UStG, D nicht steuerbar; "Nettobetrag", "Umsatzsteuer", "Rechnungsbetrag"; foot of '
                       'three columns with "Körperschaft des öffentlichen Rechts", president, chief executive, '
                       'USt-IdNr., Gläubiger-ID and Sparkasse Bayreuth',
    'at_gemeinde_saal': 'Austrian market town\'s hall rental invoice: arms centred over "MARKTGEMEINDE WIENER '
                        'NEUDORF" in spaced capitals; "Veranstaltungszentrum Bürgerhaus" bold in a frame; label–value '
                        'list "Rechnungsnummer", "Rechnungsdatum", "Personenkonto", "GZ", "Veranstaltung Nr.", "Fällig '
                        'am"; the event\'s day and the council board\'s tariff decision; lines at "20 %" or "n. st."; '
                        'taxable and not taxable sums, "Summe netto", "zzgl. 20 % USt", "Gesamtbetrag"; payee '
                        '"Gemeindekasse Wiener Neudorf" beside the IBAN; "Der Bürgermeister:"; UID and GKZ in the foot',
    'fr_asap_redevance': 'French community of communes\' "Avis des sommes à payer" (a titre de recette): the '
                         'collectivity with its SIRET at the left, "Service de gestion comptable de Landivisiau" as '
                         '"Comptable public" framed and bold at the right; the number only in the grid "Exercice", "N° '
                         'de bordereau", "N° de titre", "Date d\'émission", "Date de prise en charge", "N° de tiers"; '
                         'the deliberation\'s date and the half-year; "Non soumis à la TVA" (no VAT, no VAT number); '
                         '"Date limite de paiement"; PayFiP identifiers, transfer to "SGC LANDIVISIAU", cheques '
                         '"à l\'ordre du Trésor public"; means of appeal; tear-off slip with the grid again',
    'fr_ch_blanchisserie': 'French public hospital\'s invoice for laundry and first-aid training to a nursing home '
                           'company: mark and "Centre hospitalier de Vannes" at the left, "Blanchisserie centrale" '
                           'bold and larger at the right; "FACTURE" over "N° de facture", "Date de facture", "Votre '
                           'bon de commande", "Date limite de paiement"; a grey line "Exercice", "N° de bordereau", '
                           '"N° de titre", "N° de tiers", "Code UF"; the month served, the convention and the '
                           'training days; TVA 20 % and "Exo." (art. 261-4-4° a CGI); payment to "Service de '
                           'gestion comptable de Vannes – Trésorerie hospitalière" at the Banque de France or to the '
                           '"Trésor public"; signed for the director; SIRET, FINESS and TVA in the foot',
    'lu_commune_salle': 'Luxembourg commune\'s hall rental invoice as a letter (serif): arms and "Administration '
                        'communale de Mamer", "Service Culture, Sports et Loisirs" bold and larger at the right; the '
                        'date only as "Mamer, le …"; customer with its VAT number; "Facture n° …" over "N° client", '
                        '"Dossier", "Manifestation"; the college\'s decision; hall rental exonéré (art. 44), '
                        'technician and equipment at 17 %, electricity at 8 %; "Total HTVA", "TVA", "Total TTC"; '
                        'payable within 30 days (no due date printed) to the "Recette communale de Mamer" with an '
                        'RF reference; signed by the communal secretary and the mayor',
}


# --- The bodies, their customers and what they charge ----------------------------------------------------------------

# Each invoice: language, country, layout, the number's pattern, date style, money style, due days (None: no date
# printed), the buyer's order pattern, the payment reference, the pages, the bank, the seller, the customer, the
# builder of its lines and the names around them.
Plan = [
    dict(language='nl', country='NL', layout='nl_gemeente_markt', number='{y}{n6}', dates='dash', money='eur_before',
         due=30, order=None, reference='kenmerk', pages=1, bank='BNGH', builder='market',
         seller=dict(name='Gemeente Deventer', town='Deventer', postbus='5000, 7400 GC Deventer',
                     visit='Stadskantoor, Brink 61, 7411 BW Deventer', mail_domain='deventer.nl', colour='#1f3a93'),
         customer=dict(name='Kaashandel Van der Meulen B.V.', attention='t.a.v. de heer R. van der Meulen',
                       surname='Van der Meulen', address=['Industrieweg 18', '7418 AB Deventer']),
         people=dict(clerk='J. Koster', signer='H.A. Wolters')),
    dict(language='nl', country='NL', layout='nl_waterschap_bestuursdwang', number='72{yy}{n6}', dates='nl',
         money='eur_before', due=42, order=None, reference=None, pages=2, bank='NWAB', builder='enforcement',
         seller=dict(name='Waterschap Rivierenland', postbus='599, 4000 AN Tiel', visit='Rijnstraat 52, 4001 KS Tiel',
                     phone='0344 55 12 40', colour='#0e6ba8'),
         customer=dict(name='Grondverzet Van Ooijen B.V.', attention='t.a.v. de heer P.J. van Ooijen',
                       surname='Van Ooijen', address=['Zandstraat 7', '4011 EP Zoelen']),
         people=dict(inspector='ing. M. Brouwer', signer='ir. C.J.M. van der Heijden'),
         site='perceel kadastraal bekend Zoelen, sectie C, nummer 1184', ditch='Zoelense Wetering (WL-3117)',
         court='Gelderland'),
    dict(language='nl', country='BE', layout='be_stad_evenement', number='{y}/VF/{n5}', dates='slash',
         money='eur_code_after', due=30, order='FF-{y}-{d3}', reference='structured', pages=1, bank='068',
         builder='festival',
         seller=dict(name='Stad Mechelen', town='Mechelen', visit='Grote Markt 21, 2800 Mechelen',
                     phone='015 55 31 20', mail_domain='mechelen.be', colour='#c2185b'),
         customer=dict(name='Feestfabriek Events BV', attention='t.a.v. mevrouw Lien Peeters',
                       address=['Brusselsesteenweg 310', '2800 Mechelen']),
         people=dict(clerk='Kathleen Wouters', director='Dirk Vermeulen', mayor='Annelies Goossens'),
         event=('Winterdorp Veemarkt', 'Zomerfestival Vijverpark')),
    dict(language='en', country='GB', layout='gb_council_venue', number='7{d7}', dates='slash', money='gbp', due=None,
         order='4500{d6}', reference=None, pages=1, bank=('NWBK', '60'), builder='venue',
         seller=dict(name='Leeds City Council', post='Civic Hall, Leeds LS1 1JF', remit='PO Box 872, Leeds LS1 9QN',
                     phone='0113 378 4120', mail_domain='leeds.gov.uk', colour='#1b4d3e'),
         customer=dict(name='Aire Valley Precision Engineering Ltd', attention='Accounts Payable',
                       address=['Unit 7, Kirkstall Industrial Park', 'Leeds LS5 3BQ']),
         people=dict(clerk='Sophie Hargreaves'), event="Supplier Day 'Engineering the North'"),
    dict(language='en', country='IE', layout='ie_university_lab', number='1{d7}', dates='en_short', money='eur_en',
         due=30, order='4500{d6}', reference=None, pages=1, bank=('BOFI', '90'), builder='lab',
         seller=dict(name='University of Limerick', irish='Ollscoil Luimnigh', post='Castletroy, Limerick V94 K2R6',
                     phone='+353 61 55 4120', mail_domain='ul.ie', colour='#00573f'),
         customer=dict(name='Shannon Polymer Compounds Ltd', attention='Attn: Dr Niamh Walsh, Quality Manager',
                       address=['Shannon Free Zone West', 'Shannon, Co. Clare V14 P2X8']),
         people=dict(manager='Dr Ciarán Ó Briain')),
    dict(language='en', country='US', layout='us_state_inspection', number='WM{yy}-{n5}', dates='us', money='usd',
         due=30, order='BGF-{d4}', reference=None, pages=1, bank=None, builder='devices',
         seller=dict(name='Ohio Department of Agriculture', post='1400 Harrison Drive, Reynoldsburg, OH 43068',
                     phone='(614) 555-0147', colour='#8b1a1a'),
         customer=dict(name='Buckeye Grain & Feed, LLC', attention='Attn: Accounts Payable',
                       address=['2210 County Road 15', 'Marysville, OH 43040']),
         people=dict(governor='Margaret L. Hensley', director='Thomas R. Avery', chief='Dana K. Whitfield',
                     clerk='Receivables Unit')),
    dict(language='de', country='DE', layout='de_stadt_sondernutzung', number='{y}/660/{n5}', dates='dot',
         money='eur_after', due=30, order=None, reference=None, pages=2, bank='72050000', builder='street',
         seller=dict(name='Stadt Augsburg', town='Augsburg', post='Postfach 11 19 60, 86044 Augsburg',
                     visit='Annastraße 16, 86150 Augsburg', phone='0821 55 46 10', colour='#0b6e4f'),
         customer=dict(name='Hauser Bau GmbH', attention='Herrn Bauleiter Tobias Brandl',
                       address=['Gewerbestraße 22', '86405 Meitingen']),
         people=dict(clerk='Carina Huber'), site='Maximilianstraße 40, 86150 Augsburg'),
    dict(language='de', country='DE', layout='de_hwk_lehrgang', number='R{yy}-{n6}', dates='dot', money='eur_after',
         due=14, order='B-{y}-{d3}', reference=None, pages=1, bank='77350110', builder='ulu',
         seller=dict(name='Handwerkskammer für Oberfranken', centre='Bayreuth',
                     post='Postfach 10 05 60, 95405 Bayreuth', visit='Kerschensteinerstraße 7, 95448 Bayreuth',
                     phone='0921 55 07-0', colour='#7a1f1f'),
         customer=dict(name='Elektro Schneider GmbH & Co. KG', attention='z. Hd. Frau Sabine Schneider',
                       address=['Bahnhofstraße 41', '95028 Hof']),
         people=dict(clerk='Andreas Pöhlmann', president='Matthias Graßler', ceo='Dr. Ute Köstler'),
         apprentices=['Leon Hofmann', 'Mia Sörgel', 'Jonas Dietz'],
         course='ELEK-G1 „Elektrotechnische Grundlagen“'),
    dict(language='de', country='AT', layout='at_gemeinde_saal', number='{y}/RE/{n5}', dates='at',
         money='eur_before', due=14, order=None, reference=None, pages=1, bank='53000', builder='hall', month=1,
         seller=dict(name='Marktgemeinde Wiener Neudorf', town='Wiener Neudorf',
                     post='Hauptstraße 28, 2351 Wiener Neudorf', visit='Hauptstraße 28, 2351 Wiener Neudorf',
                     phone='02236 555 40', colour='#1e4d8c'),
         customer=dict(name='Pharmaserv Austria GmbH', attention='z. H. Frau Mag. Eva Leitgeb',
                       address=['IZ NÖ-Süd, Straße 7, Objekt 58', '2355 Wiener Neudorf']),
         people=dict(clerk='Martina Zöchling', mayor='Ing. Herbert Kainz'), hall='Bürgerhaus',
         event='Firmenfeier 25 Jahre Pharmaserv Austria'),
    dict(language='fr', country='FR', layout='fr_asap_redevance', number='{n4}', dates='slash', money='eur_fr',
         due=30, order=None, reference=None, pages=1, bank='30001', builder='waste',
         seller=dict(name='Communauté de communes du Pays de Landivisiau',
                     visit='Zone de Kerven, 8 rue des Glycines, 29400 Landivisiau', sgc_town='Landivisiau',
                     sgc_address='4 rue du Général de Gaulle, 29400 Landivisiau', sgc_phone='02 98 55 21 40',
                     sgc_mail='landivisiau', colour='#2e7d32'),
         customer=dict(name='Distri Léon SAS', attention='Service comptabilité fournisseurs',
                       address=['ZA de Kerven, 12 route de Morlaix', '29400 Landivisiau']),
         people=dict(signer='Yannick Le Bras')),
    dict(language='fr', country='FR', layout='fr_ch_blanchisserie', number='F{yy}-{n6}', dates='slash',
         money='eur_fr', due=30, order='BC-{y}-{d4}', reference=None, pages=1, bank='30001', builder='laundry',
         seller=dict(name='Centre hospitalier de Vannes', visit="12 rue de l'Hôpital, 56017 Vannes Cedex",
                     sgc_town='Vannes', phone='02 97 55 40 40', colour='#00707a'),
         customer=dict(name='Résidence Les Hortensias SAS', attention='EHPAD Les Hortensias – service comptabilité',
                       address=['8 allée des Camélias', '56890 Saint-Avé']),
         people=dict(clerk='Gwenaëlle Le Floch', signer='Isabelle Morvan')),
    dict(language='fr', country='LU', layout='lu_commune_salle', number='{y}/{n5}', dates='fr', money='eur_after',
         due=None, order=None, reference='rf', pages=1, bank='001', builder='salle',
         seller=dict(name='Administration communale de Mamer', town='Mamer',
                     visit='Maison communale, 1 rue du Marché, L-8252 Mamer', phone='55 31 41-1', colour='#8e1b3a'),
         customer=dict(name='Moselle Events S.à r.l.', attention='Madame Carole Weber',
                       address=["12, rue de l'Industrie", 'L-8399 Windhof']),
         people=dict(clerk='Laurent Schmit', secretary='Marc Hoffmann', mayor='Claudine Reuter'),
         event='Gala annuel Moselle Events'),
]


def make_line(text, quantity, price, rate, cat, **more):
    quantity = Decimal(str(quantity))
    amount = (quantity * price).quantize(CENT, ROUND_HALF_UP)
    more.setdefault('shown_qty', qty(quantity))
    return dict(text=text, qty=quantity, price=price, rate=Decimal(rate), cat=cat, amount=amount, **more)


def saturdays(first, last):
    """The Saturdays from `first` to `last`."""
    day = first + datetime.timedelta(days=(5 - first.weekday()) % 7)
    days = []
    while day <= last:
        days.append(day)
        day += datetime.timedelta(days=7)
    return days


def quarter_of(day):
    first = datetime.date(day.year, 3 * ((day.month - 1) // 3) + 1, 1)
    last_month = first.month + 2
    return first, datetime.date(day.year, last_month, calendar.monthrange(day.year, last_month)[1])


def lines_for(plan, issued, ctx):
    """The invoice's lines by its builder; a builder leaves facts for the page in `ctx`."""
    builder, lines = plan['builder'], []
    if builder == 'market':  # the quarter's Saturdays, billed in its first weeks
        first, last = quarter_of(issued)
        days = saturdays(first, last)
        meters = rng.choice([6, 8, 10, 12])
        ctx.update(days=len(days), first_day=days[0], last_day=days[-1],
                   quarter=f"{['1e', '2e', '3e', '4e'][(first.month - 1) // 3]} kwartaal {first.year}")
        n = len(days)
        lines = [
            make_line(f'Marktgeld vaste standplaats zaterdagmarkt, {meters} strekkende meter, per m¹ per marktdag',
                      meters * n, price_in(185, 240), 0, 'O', shown_qty=f'{meters * n} m¹'),
            make_line(f'Huur marktkraam {meters} m¹ incl. zeil en ophanging, per marktdag', n,
                      price_in(1400, 1800), 21, 'S'),
            make_line('Stroomaansluiting 230 V / 16 A, per marktdag', n, price_in(450, 650), 21, 'S'),
            make_line('Huur opslagruimte marktwagen, loods Bergweide, per maand', 3, price_in(8500, 12000), 0, 'E'),
            make_line('Reinigingsbijdrage marktafval, per marktdag', n, price_in(210, 340), 0, 'O')]
    elif builder == 'enforcement':
        lines = [
            make_line('Inzet aannemer: verwijderen dam en duiker, herstel talud (vaste prijs volgens opdracht)', 1,
                      price_in(185000, 340000), 0, 'O', unit='post'),
            make_line('Inzet hydraulische kraan met machinist', rng.choice([6, 7, 8]), price_in(9500, 12500), 0, 'O',
                      unit='uur'),
            make_line('Afvoer en verwerking grond en puin', rng.randint(14, 32), price_in(1850, 2700), 0, 'O',
                      unit='ton'),
            make_line('Inzet toezichthouder waterschap', rng.choice([4, 5, 6, 7]), price_in(7800, 9200), 0, 'O',
                      unit='uur'),
            make_line('Administratieve kosten bestuursdwang (forfaitair)', 1, price_in(14500, 19500), 0, 'O',
                      unit='post')]
    elif builder == 'festival':
        area, days = rng.choice([1800, 2400, 3200]), 3
        lines = [
            make_line(f'Retributie inname openbaar domein evenemententerrein, {area} m² × {days} dagen '
                      '(per m² per dag)',
                      area * days, price_in(25, 40), 0, 'O', shown_qty=f'{area * days:,}'.replace(',', '.')),
            make_line('Retributie afsluiting straten en plaatsing signalisatie (forfait)', 1, price_in(18000, 26000),
                      0, 'O'),
            make_line('Huur nadarhekken, per stuk voor de duur van het evenement', rng.choice([80, 120, 150]),
                      price_in(350, 500), 21, 'S'),
            make_line('Huur podiumelementen 2 × 1 m, per stuk', rng.choice([18, 24, 30]), price_in(1800, 2400), 21,
                      'S'),
            make_line('Elektriciteitsverbruik stadskast 63 A (kWh)', rng.randint(480, 900), price_in(31, 38), 21,
                      'S'),
            make_line('Levering, plaatsing en lediging afvalcontainers 1.100 l', rng.choice([6, 8, 10]),
                      price_in(3800, 5200), 21, 'S')]
    elif builder == 'venue':
        delegates = rng.randint(45, 90)
        lines = [
            make_line('Hire of Banqueting Suite, full day 08:00–18:00', 1, price_in(65000, 85000), 0, 'E',
                      cost_centre='CV4102', account='R90110'),
            make_line('Hire of Syndicate Room 2, half day', 1, price_in(14000, 18000), 0, 'E', cost_centre='CV4102',
                      account='R90110'),
            make_line('Caretaker and security cover outside opening hours, per hour', rng.choice([3, 4]),
                      price_in(2800, 3400), 0, 'E', cost_centre='CV4105', account='R90140'),
            make_line('Refreshments on arrival and mid-afternoon, per delegate', delegates, price_in(520, 640), 20,
                      'S', cost_centre='CV4310', account='R91020'),
            make_line('Working lunch buffet, per delegate', delegates, price_in(1150, 1400), 20, 'S',
                      cost_centre='CV4310', account='R91020'),
            make_line('AV package: projector, screen, PA and two radio microphones', 1, price_in(9500, 14000), 20,
                      'S', cost_centre='CV4105', account='R90150')]
    elif builder == 'lab':
        tests = [('XRD-P', 'X-ray powder diffraction, phase identification, per sample', 9500, 13000, [4, 5, 6, 8]),
                 ('SEM-EDX', 'SEM imaging with EDX analysis, per hour', 15000, 19000, [2, 2.5, 3, 4]),
                 ('DSC', 'Differential scanning calorimetry, per sample', 7000, 9000, [6, 8, 10]),
                 ('TGA', 'Thermogravimetric analysis, per sample', 6500, 8500, [4, 6, 8]),
                 ('PREP', 'Sample preparation (cutting, polishing, coating), per sample', 1500, 2500, [6, 8, 10, 12]),
                 ('REP', 'Technical report and results meeting, per hour', 11000, 14000, [2, 3])]
        for index in sorted(rng.sample(range(len(tests)), 4)):
            code, text, lo, hi, quantities = tests[index]
            count = Decimal(str(rng.choice(quantities)))
            lines.append(make_line(text, count, price_in(lo, hi), 23, 'S', code=code, shown_qty=qty(count, False)))
        lines.append(make_line("Training workshop 'Polymer characterisation for industry', per participant",
                               rng.choice([2, 3, 4]), price_in(29500, 35000), 0, 'E', code='TRN'))
    elif builder == 'devices':
        devices = [('Vehicle scale, over 30,000 lb capacity', 15000, 19000, [1, 2]),
                   ('Hopper scale, bulk weighing', 9500, 12500, [1, 2]),
                   ('Platform scale, 1,001 to 30,000 lb', 4500, 6000, [2, 3, 4]),
                   ('Counter scale, 1,000 lb or less', 1800, 2600, [2, 3, 4, 5]),
                   ('Grain moisture meter', 3500, 4500, [1, 2]),
                   ('Reinspection of rejected device', 4000, 5500, [1])]
        days = sorted({issued - datetime.timedelta(days=rng.randint(6, 24)) for _ in range(2)})
        ctx['inspected'] = days
        for index in [0] + sorted(rng.sample(range(1, len(devices)), 4)):
            text, lo, hi, quantities = devices[index]
            day = days[-1] if index == 5 else rng.choice(days)
            lines.append(make_line(text, rng.choice(quantities), price_in(lo, hi), 0, 'O',
                                   inspected=date_text(day, 'us')))
    elif builder == 'street':
        weeks, area, fence, skip = rng.randint(6, 12), rng.choice([38, 45, 52, 60]), rng.choice([24, 30, 36]), \
            rng.randint(12, 28)
        ctx['weeks'] = weeks
        lines = [
            make_line('Arbeitsgerüst auf dem Gehweg, je m² und angefangene Woche', area * weeks, price_in(90, 130), 0,
                      'O', unit='m² × Wo.'),
            make_line('Bauzaun, je laufenden Meter und angefangene Woche', fence * weeks, price_in(45, 70), 0, 'O',
                      unit='m × Wo.'),
            make_line('Bauschuttmulde bis 10 m³, je Kalendertag', skip, price_in(450, 650), 0, 'O', unit='Tag'),
            make_line('Verwaltungsgebühr für die Erteilung der Sondernutzungserlaubnis', 1, price_in(4500, 12000), 0,
                      'O', unit='pauschal')]
    elif builder == 'ulu':
        people = len(plan['apprentices'])
        lines = [
            make_line('Lehrgangsgebühr ÜLU, 1 Woche, je Teilnehmer', people, price_in(38000, 46000), 0, 'E'),
            make_line('Internatsunterbringung Einzelzimmer, je Übernachtung', people * 4, price_in(2800, 3400), 7,
                      'S'),
            make_line('Verpflegung (Frühstück und Mittagessen), je Tag', people * 5, price_in(1100, 1400), 19, 'S'),
            make_line('Lehrgangs- und Verbrauchsmaterial, je Teilnehmer', people, price_in(3500, 5500), 19, 'S'),
            make_line('Prüfungsgebühr Gesellenprüfung Teil 1, Elektroniker/-in', rng.choice([1, 2]),
                      price_in(14500, 19000), 0, 'O')]
    elif builder == 'hall':
        lines = [
            make_line('Saalmiete Festsaal, ganztägig (8.00–24.00 Uhr)', 1, price_in(78000, 98000), 20, 'S'),
            make_line('Foyer und Garderobe', 1, price_in(15000, 22000), 20, 'S'),
            make_line('Bühnenaufbau und Bestuhlung in Reihen (300 Plätze)', 1, price_in(24000, 32000), 20, 'S'),
            make_line('Haustechniker für Licht und Ton, je Stunde', rng.randint(8, 12), price_in(3800, 4600), 20,
                      'S'),
            make_line('Endreinigung pauschal', 1, price_in(18000, 26000), 20, 'S'),
            make_line('Verwaltungsabgabe, Anzeige nach dem NÖ Veranstaltungsgesetz', 1, price_in(1430, 2180), 0, 'O'),
            make_line('Kommissionsgebühr Brandschutzbeschau, je halbe Stunde und Amtsorgan', rng.choice([2, 3, 4]),
                      price_in(1380, 1620), 0, 'O')]
    elif builder == 'waste':
        lifts = 26
        lines = [
            make_line('Redevance spéciale – bac 770 L ordures ménagères résiduelles, par levée', lifts,
                      price_in(1800, 2400), 0, 'O'),
            make_line('Redevance spéciale – bac 770 L emballages recyclables, par levée', lifts, price_in(900, 1300),
                      0, 'O'),
            make_line('Collecte des cartons en balles, par collecte', rng.choice([6, 8, 12]), price_in(2500, 3500),
                      0, 'O'),
            make_line('Location et maintenance des bacs roulants, par bac et par semestre', rng.choice([3, 4, 5]),
                      price_in(2400, 3200), 0, 'O')]
    elif builder == 'laundry':
        kilos = rng.randint(2400, 3600)
        lines = [
            make_line('Traitement du linge plat (draps, taies, alèses)', kilos, price_in(145, 185), 20, 'S',
                      unit='kg', shown_qty=f'{kilos:,}'.replace(',', NBSP)),
            make_line('Location-entretien de tenues professionnelles', rng.randint(140, 220), price_in(210, 260), 20,
                      'S', unit='tenue/sem.'),
            make_line('Traitement du linge des résidents (sacs nominatifs)', rng.randint(60, 120), price_in(500, 700),
                      20, 'S', unit='sac'),
            make_line('Livraison et enlèvement, tournée hebdomadaire', rng.choice([4, 5]), price_in(3500, 4500), 20,
                      'S', unit='tournée'),
            make_line('Formation AFGSU niveau 1 (2 jours) – CESU, par stagiaire', rng.randint(3, 6),
                      price_in(22000, 28000), 0, 'E', unit='stagiaire')]
    elif builder == 'salle':
        lines = [
            make_line('Location de la grande salle des fêtes, journée', 1, price_in(65000, 85000), 0, 'E'),
            make_line('Location du foyer et de la cuisine équipée', 1, price_in(18000, 24000), 0, 'E'),
            make_line('Technicien de scène communal (heures)', rng.randint(6, 10), price_in(4200, 5200), 17, 'S'),
            make_line("Mise à disposition du matériel de sonorisation et d'éclairage", 1, price_in(12000, 18000), 17,
                      'S'),
            make_line('Nettoyage final de la salle', 1, price_in(15000, 22000), 17, 'S'),
            make_line("Consommation d'électricité selon relevé (kWh)", rng.randint(300, 700), price_in(21, 26), 8,
                      'S')]
    return lines


# --- The numbers, dates and names around the invoice -----------------------------------------------------------------

def creditor_id(national):
    """A German SEPA creditor identifier ("Gläubiger-ID"): "DE", two check digits by ISO 7064 mod 97 over the
    national part and "DE00" (the business code "ZZZ" left out), "ZZZ" and the eleven-character national part."""
    check = 98 - int(''.join(str(int(ch, 36)) for ch in national + 'DE00')) % 97
    return f'DE{check:02d}ZZZ{national}'


def creditor_id_valid(value):
    return int(''.join(str(int(ch, 36)) for ch in value[7:] + value[:4])) % 97 == 1


assert creditor_id('09999999999') == 'DE98ZZZ09999999999'  # the Bundesbank's example


def days(count):
    return datetime.timedelta(days=count)


def extras_for(plan, issued, number, ctx, show):
    """The numbers, dates and names the page prints around the invoice's own: debtor, customer, case, file, permit,
    decision, licence, report, cost centre, budget line, title-register numbers; the decisions', hearings', events'
    and periods' dates; the departments' people."""
    layout, d = plan['layout'], dict(plan.get('people', {}))
    if layout == 'nl_gemeente_markt':
        decision = issued - days(rng.randint(200, 420))
        d.update(debtor=f'10{digits(5)}', case=f'Z/{issued:%y}/{digits(6)}', ours=f'D{issued:%y}.{digits(6)}',
                 yours='RM/markt', decision=date_text(decision, 'nl'), permit=f'MV-{decision.year}-{digits(4)}',
                 quarter=ctx['quarter'], days=ctx['days'], first=date_text(ctx['first_day'], 'nl'),
                 last=date_text(ctx['last_day'], 'nl'))
    elif layout == 'nl_waterschap_bestuursdwang':
        works = issued - days(rng.randint(18, 30))
        deadline = works - days(rng.randint(5, 12))
        decision = deadline - days(28)
        hearing = decision - days(rng.randint(10, 20))
        d.update(debtor=f'30{digits(7)}', case=f'Z{issued.year}-{digits(6)}', ours=f'U{issued:%y}.{digits(6)}',
                 decision_ref=f'U{decision:%y}.{digits(6)}', decision=show(decision), hearing=show(hearing),
                 deadline=show(deadline), works=show(works), site=plan['site'], ditch=plan['ditch'],
                 court=plan['court'])
    elif layout == 'be_stad_evenement':
        first = issued - days(rng.randint(12, 25))
        decision = first - days(rng.randint(40, 70))
        d.update(client=f'KL{digits(6)}', file=f'EVT/{first.year}/{digits(4)}', permit=f'IOD-{first.year}-{digits(4)}',
                 ours=f'FIN/{issued:%y}/{digits(5)}', event=plan['event'][4 <= first.month <= 9],
                 event_days=f'{show(first)} – {show(first + days(2))}', decision=show(decision))
    elif layout == 'gb_council_venue':
        event_day = issued - days(rng.randint(3, 10))
        d.update(client=str(rng.randint(1000000, 1999999)), booking=f'CHV/{issued:%y}/{digits(4)}',
                 event=plan['event'], event_day=date_text(event_day, 'en'),
                 confirmed=show(event_day - days(rng.randint(30, 60))))
    elif layout == 'ie_university_lab':
        d.update(client=f'C{digits(6)}', quote=f'Q{issued:%y}-{digits(3)}', project=f'MCL-{digits(5)}',
                 job=f'MCL{issued:%y}-{digits(4)}', received=show(issued - days(rng.randint(15, 25))),
                 reported=show(issued - days(rng.randint(2, 6))))
    elif layout == 'us_state_inspection':
        d.update(client=digits(7), license=f'LIC-{digits(6)}', report=f'IR{issued:%y}-{digits(5)}',
                 fund=f"{rng.choice(['5GH0', '5L20', '4900'])}-{rng.choice(['700606', '700608', '700612'])}",
                 site_name='Buckeye Grain & Feed – Elevator No. 2',
                 site=['18350 State Route 4', 'Marysville, OH 43040'])
    elif layout == 'de_stadt_sondernutzung':
        weeks = ctx['weeks']
        end = issued - days(rng.randint(5, 15))
        start = end - days((weeks - 1) * 7 + rng.randint(0, 6))
        decision = start - days(rng.randint(7, 20))
        d.update(kassenzeichen=f'6.6600.{digits(6)}.{digits(1)}', file=f'660-SN/{decision.year}/{digits(4)}',
                 account=digits(7), budget='6300.1100', yours='BV Maximilianstr. 40 / Br',
                 letter=show(decision - days(rng.randint(10, 25))), room=f'{rng.randint(1, 4)}.{digits(2)}',
                 extension=f'0821 55 46-{digits(3)}', decision=show(decision), start=show(start), end=show(end),
                 weeks=weeks, site=plan['site'], what='Arbeitsgerüst, Bauzaun und Bauschuttmulde auf dem Gehweg')
    elif layout == 'de_hwk_lehrgang':
        start = issued - days(rng.randint(10, 20))
        start -= days(start.weekday())
        d.update(client=digits(6), member=digits(7), course_no=f'ÜLU-{start:%y}-{digits(3)}', start=show(start),
                 end=show(start + days(4)), apprentices=plan['apprentices'], course=plan['course'])
    elif layout == 'at_gemeinde_saal':
        event_day = issued - days(rng.randint(5, 12))
        decision = datetime.date(issued.year - 1, rng.randint(3, 10), rng.randint(1, 28))
        d.update(account=digits(5), gz=f'{digits(3)}-{rng.randint(1, 9)}/{event_day.year}',
                 event_no=f'VZ-{event_day:%y}-{digits(3)}', extension=f"{plan['seller']['phone']}-{digits(2)}",
                 hall=plan['hall'], event=plan['event'], event_day=show(event_day), decision=show(decision))
    elif layout == 'fr_asap_redevance':
        decision = datetime.date(issued.year - 1, 12, rng.randint(5, 18))
        bordereau = str(rng.randint(12, 98))
        half = f'2e semestre {issued.year - 1}' if issued.month <= 6 else f'1er semestre {issued.year}'
        d.update(year=str(issued.year), bordereau=bordereau, tiers=f'000{digits(5)}',
                 taken=show(issued + days(rng.randint(2, 6))), decision=show(decision),
                 delib=f'{decision.year}-{digits(3)}', half=half, payfip_id='0' + digits(5),
                 payfip=f'{issued.year}-{int(bordereau):05d}-{int(number):08d}')
    elif layout == 'fr_ch_blanchisserie':
        before = issued.replace(day=1) - days(1)
        first = before.replace(day=rng.randint(3, 20))
        d.update(year=str(issued.year), bordereau=str(rng.randint(100, 399)), titre=str(rng.randint(2000, 6999)),
                 tiers=digits(7), uf=str(rng.randint(7000, 7999)),
                 month=f"{date_text(before, 'fr').split(' ', 1)[1]}",
                 convention=show(datetime.date(issued.year - 2, rng.randint(1, 12), rng.randint(1, 28))),
                 training=f'{show(first)} et {show(first + days(1))}')
    elif layout == 'lu_commune_salle':
        event_day = issued - days(rng.randint(5, 14))
        d.update(client=digits(6), file=f'SAL-{event_day.year}-{digits(3)}', event=plan['event'],
                 event_day=show(event_day), decision=show(event_day - days(rng.randint(30, 60))),
                 extension=f'55 31 41-{digits(3)}', mail='culture@mamer.lu')
    return d


# The decoys each situation prints: fixed words and, by their names, the page's facts.
Decoys = {
    'nl_gemeente_markt': (['Afdeling Vergunningen', 'Team Markten en Evenementen', 'Team Debiteuren',
                           'burgemeester en wethouders van Deventer', 'marktmeester', 'BNG Bank'],
                          ['signer', 'clerk', 'debtor', 'case', 'ours', 'permit', 'decision', 'first', 'last']),
    'nl_waterschap_bestuursdwang': (['Afdeling Vergunningverlening en Handhaving', 'Team Toezicht Watersystemen',
                                     'dijkgraaf', 'Team Financiën – Debiteurenadministratie', 'NWB Bank', 'Bezwaar'],
                                    ['signer', 'inspector', 'debtor', 'case', 'ours', 'decision_ref', 'decision',
                                     'hearing', 'deadline', 'works']),
    'be_stad_evenement': (['Dienst Evenementen', 'Financiële dienst, Debiteurenbeheer', 'algemeen directeur',
                           'burgemeester', 'Belfius Bank'],
                          ['director', 'mayor', 'clerk', 'client', 'file', 'permit', 'ours', 'decision']),
    'gb_council_venue': (['Civic Hall Venues & Events', 'Finance Shared Services Income',
                          'Remit to: Finance Shared Services', 'National Westminster Bank plc', 'REMITTANCE SLIP',
                          'CV4102', 'R90110', 'Payment terms: 30 days from the date of invoice.'],
                         ['clerk', 'client', 'booking', 'event_day', 'confirmed']),
    'ie_university_lab': (['Materials Characterisation Laboratory', 'Institute for Advanced Materials',
                           'Ollscoil Luimnigh', 'Finance Office – Accounts Receivable', 'UL Income Account',
                           'Bank of Ireland', 'REMITTANCE ADVICE'],
                          ['manager', 'client', 'quote', 'project', 'job', 'received', 'reported']),
    'us_state_inspection': (['DIVISION OF WEIGHTS AND MEASURES', 'Make checks payable to: Treasurer, State of Ohio',
                             'Treasurer of State – Agency Receipts', 'Huntington National Bank',
                             'RETURN THIS PORTION WITH YOUR PAYMENT'],
                            ['governor', 'director', 'chief', 'client', 'license', 'report', 'fund', 'site_name']),
    'de_stadt_sondernutzung': (['Tiefbauamt', 'Empfänger: Stadtkasse Augsburg', 'Stadtsparkasse Augsburg',
                                'bitte bei jeder Zahlung angeben', 'Rechtsbehelfsbelehrung', 'i. A.',
                                'nicht steuerbar'],
                               ['kassenzeichen', 'file', 'account', 'budget', 'yours', 'letter', 'clerk', 'decision',
                                'start', 'end']),
    'de_hwk_lehrgang': (['Bildungszentrum Bayreuth', 'Körperschaft des öffentlichen Rechts', 'Präsident:',
                         'Hauptgeschäftsführer:', 'Sparkasse Bayreuth', 'steuerfrei nach § 4 Nr. 21 UStG',
                         'nicht steuerbar'],
                        ['president', 'ceo', 'clerk', 'client', 'member', 'course_no', 'start', 'end']),
    'at_gemeinde_saal': (['MARKTGEMEINDE WIENER NEUDORF', 'Veranstaltungszentrum Bürgerhaus',
                          'Gemeindekasse Wiener Neudorf', 'Der Bürgermeister:', 'HYPO NOE Landesbank',
                          'nicht steuerbar'],
                         ['mayor', 'clerk', 'account', 'gz', 'event_no', 'event_day', 'decision']),
    'fr_asap_redevance': (['Service de gestion comptable de Landivisiau', 'Comptable public',
                           "à l'ordre du Trésor public", 'SGC LANDIVISIAU', 'Non soumis à la TVA',
                           'AVIS DES SOMMES À PAYER'],
                          ['signer', 'bordereau', 'tiers', 'taken', 'decision', 'delib', 'payfip_id', 'payfip']),
    'fr_ch_blanchisserie': (['Blanchisserie centrale', 'Service de gestion comptable de Vannes',
                             'Trésorerie hospitalière', "à l'ordre du Trésor public", 'directrice des affaires',
                             'Exo.'],
                            ['signer', 'clerk', 'bordereau', 'titre', 'tiers', 'uf', 'convention', 'training']),
    'lu_commune_salle': (['Service Culture, Sports et Loisirs', 'Recette communale de Mamer', 'Spuerkeess',
                          'le bourgmestre', 'le secrétaire communal', 'exonéré'],
                         ['mayor', 'secretary', 'clerk', 'client', 'file', 'event_day', 'decision']),
}
# How often the invoice's number stands on the page, by situation.
NumberCount = {'nl_gemeente_markt': 1, 'nl_waterschap_bestuursdwang': 1, 'be_stad_evenement': 1,
               'gb_council_venue': 2, 'ie_university_lab': 2, 'us_state_inspection': 2,
               'de_stadt_sondernutzung': 1, 'de_hwk_lehrgang': 1, 'at_gemeinde_saal': 1, 'fr_asap_redevance': 2,
               'fr_ch_blanchisserie': 1, 'lu_commune_salle': 1}
Currency = {'GB': 'GBP', 'US': 'USD'}


# --- The invoices ----------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = made.invoice_date()
    if plan.get('month'):  # a month's name to print, mid-month
        issued = issued.replace(month=plan['month'], day=max(12, min(issued.day, 28)))
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.1, 1.2)))
    fields = dict(y=issued.year, yy=f'{issued:%y}', n4=str(1000 + n * 7 % 9000), n5=f'{100 + n * 7:05d}',
                  n6=f'{1000 + n * 13:06d}', d3=digits(3), d4=digits(4), d6=digits(6), d7=digits(7))
    number = plan['number'].format(**fields)

    def show(day):
        return date_text(day, plan['dates'])

    # The body and its customer, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    seller_vat = kvk = buyer_vat = iban = None
    if layout == 'nl_gemeente_markt':  # a public body's RSIN begins with 00
        rsin = made.valid(lambda: '00' + digits(7), nl_bsn.is_valid)
        seller_vat = s['vat_printed'] = f'NL{rsin}B01'
        kvk = s['kvk'] = made.kvk_number()
        iban = made.iban('NL', plan['bank'])
    elif layout == 'nl_waterschap_bestuursdwang':  # no VAT number; the OIN holds the RSIN
        rsin = made.valid(lambda: '00' + digits(7), nl_bsn.is_valid)
        s['rsin'], s['oin'] = rsin, f'00000001{rsin}000'
        iban = made.iban('NL', plan['bank'])
    elif country == 'BE':  # a city's enterprise number begins with 0207
        body = '0207' + digits(4)
        seller_vat = f'BE{body}{97 - int(body) % 97:02d}'
        s['vat_printed'] = vat_printed(seller_vat, 'be')
        iban = made.belgian_iban(plan['bank'])
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':  # sort code and account only
        seller_vat, _ = made.british_seller(s, plan['bank'])
    elif country == 'IE':
        seller_vat = made.irish_vat()
        s['vat_printed'] = f'IE {seller_vat[2:]}'
        iban = made.irish_iban(*plan['bank'])
        buyer_vat = c['vat_printed'] = made.irish_vat()
    elif country == 'US':
        s['ein'] = made.valid(lambda: f'31-{digits(7)}', us_ein.is_valid)
        body = '0440' + digits(4)
        s['routing'], s['account'] = body + us_rtn.calc_check_digit(body), digits(10)
    elif layout == 'de_stadt_sondernutzung':  # no VAT number
        iban = made.german_iban(plan['bank'])
    elif layout == 'de_hwk_lehrgang':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['creditor_id'] = creditor_id('0' + digits(10))
        iban = made.german_iban(plan['bank'])
    elif country == 'AT':
        seller_vat = s['vat_printed'] = made.austrian_uid()
        s['gkz'] = '317' + digits(2)
        iban = made.austrian_iban(plan['bank'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'FR':  # an EPCI's SIREN begins with 200, a public hospital's with 26
        body = ('2000' if layout == 'fr_asap_redevance' else '2656') + digits(4)
        siren = body + luhn.calc_check_digit(body)
        s['siren'], s['siret'] = siren, made.siret(siren)
        s['siret_printed'] = f"{siren[:3]} {siren[3:6]} {siren[6:]} {s['siret'][9:]}"
        iban = made.french_iban(plan['bank'])
        if layout == 'fr_ch_blanchisserie':
            seller_vat = french_vat(siren)
            s['vat_printed'] = vat_printed(seller_vat, 'fr')
            s['finess'] = '56000' + digits(4)
            buyer_vat = made.siren_vat()
            c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg
        seller_vat = s['vat_printed'] = made.lu_vat()
        iban = made.lu_iban(plan['bank'])
        buyer_vat = c['vat_printed'] = made.lu_vat()

    ctx = {}
    lines = lines_for(plan, issued, ctx)
    per_rate, net, tax, gross = vat_totals([(line['amount'], line['rate']) for line in lines])
    cats = {cat: sum((line['amount'] for line in lines if line['cat'] == cat), Decimal(0)) for cat in 'SEO'}
    assert net == sum(line['amount'] for line in lines) == sum(cats.values()) and gross == net + tax > 0
    assert (tax == 0) == (cats['S'] == 0)
    assert all((line['cat'] == 'S') == (line['rate'] > 0) for line in lines)

    due_day = issued + days(plan['due']) if plan['due'] else None
    order = plan['order'].format(**fields) if plan['order'] else None
    d = extras_for(plan, issued, number, ctx, show)
    if plan['reference'] == 'rf':
        reference, reference_printed = creditor_reference(d['client'] + re.sub(r'\D', '', number))
    else:
        reference, reference_printed = made.payment_reference(plan['reference'])
    facts = dict(seller=s, customer=c, d=d, number=number, date=show(issued), due=show(due_day) if due_day else None,
                 order=order, lines=lines, per_rate=per_rate, cats=cats, net=net, tax=tax, gross=gross, iban=iban,
                 money=MONEY[plan['money']], reference_printed=reference_printed)

    base = f'public-bodies-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(gross)]
    if tax:
        expected.append(money(tax))
    expected += [value for value in (facts['due'], order, reference_printed, kvk and f'KvK {kvk}') if value]
    check_values(flat, expected, base)
    # The numbers and their check digits.
    check_numbers(printed, [seller_vat, buyer_vat], iban, base)
    if country == 'NL':
        assert nl_bsn.is_valid(s.get('rsin', seller_vat and seller_vat[2:11])), base
        if seller_vat:
            assert nl_btw.is_valid(seller_vat) and seller_vat.startswith('NL00') and len(kvk) == 8
        if reference:
            assert len(reference) == 16 and int(reference[0]) == kenmerk_check(reference[1:])
            assert f'betalingskenmerk {reference_printed}' in flat
        else:
            assert s['oin'] in flat and len(s['oin']) == 20 and s['oin'][8:17] == s['rsin']
            assert 'btw-nummer' not in flat
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and seller_vat.startswith('BE0207') and be_vat.is_valid(buyer_vat)
        assert be_iban.is_valid(iban) and int(reference[:10]) % 97 == int(reference[10:]) % 97
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and f"sort code {s['sort_code']}" in flat and s['account'] in flat
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and s['vat_printed'] in flat
    elif country == 'US':
        assert us_ein.is_valid(s['ein']) and us_rtn.is_valid(s['routing']) and s['ein'] in flat
        assert s['routing'] in flat and s['account'] in flat and tax == 0
    elif country == 'DE':
        assert not seller_vat or de_vat.is_valid(seller_vat)
        if layout == 'de_hwk_lehrgang':
            assert creditor_id_valid(s['creditor_id']) and s['creditor_id'] in flat
        else:
            assert 'USt-IdNr' not in flat and d['kassenzeichen'] != number and 'Rechnungsnummer' in flat
    elif country == 'AT':
        assert at_uid.is_valid(seller_vat) and at_uid.is_valid(buyer_vat) and 'Jänner' in flat
    elif country == 'FR':
        assert fr_siren.is_valid(s['siren']) and fr_siret.is_valid(s['siret']) and s['siret_printed'] in flat
        if seller_vat:
            assert fr_tva.is_valid(seller_vat) and fr_tva.is_valid(buyer_vat) and s['finess'] in flat
        else:
            assert 'TVA FR' not in flat and 'N° de facture' not in flat
    else:
        assert lu_tva.is_valid(seller_vat) and lu_tva.is_valid(buyer_vat)
        assert iso11649.is_valid(reference) and reference_printed in flat
    if not due_day:  # terms only: no date printed as due
        assert not re.search(r'Due date|Date limite|échéance|Échéance|Vervaldatum|Fällig', flat), base
        assert re.search(r'30 days|30 jours', flat), base
    if tax == 0:
        assert not seller_vat or layout == 'be_stad_evenement', base
    pages = printed.count('\f')
    assert pages == plan['pages'], (base, pages)

    # The number where its situation puts it, and the decoys around it.
    count = occurrences(flat, number, joiners='/-.')
    assert count == NumberCount[layout], (base, number, count)
    words, keys = Decoys[layout]
    for word in words:
        assert flat_of(word) in flat, (base, word)
    for key in keys:
        value = str(d[key])
        assert flat_of(value) in flat and value != number, (base, key, value)
    if layout == 'nl_waterschap_bestuursdwang':
        assert f'Factuur {number}' in flat and 'Factuurnummer' not in flat
        assert f"Debiteurnummer {d['debtor']}" in flat_of(printed.split('\f')[1])
    elif layout == 'fr_asap_redevance':
        assert 'N° de titre' in flat and f'{s["name"]}' in flat
    elif layout == 'de_hwk_lehrgang':
        assert all(name in flat for name in d['apprentices'])
    elif layout == 'lu_commune_salle':
        assert f"{s['town']}, le {facts['date']}" in flat

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines, page 2 holds the appeal rights and conditions'
    write_truth(out_dir, base, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency=Currency.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'number ×{count}')
