"""Prints made-up fee notes and invoices of professional firms written as letters (law firms and lawyers, a notary,
accountants, a Steuerberater, an architect, a bailiff, patent attorneys, a sworn translator) of the Netherlands,
Flanders, the United Kingdom, Ireland, the United States, Germany, Switzerland, Austria, France, Wallonia and
Luxembourg as HTML pages through Debian's Chromium, as PDFs with their truth beside them: an accuracy set for finding
the fee note's own number, date, amounts and issuer in letters whose letterheads list many partners' personal names
over a brand, a network or an abbreviation, whose matter lines print the client's and the opposing party's names in
bold, and whose pages carry many numbers of the invoice number's shape (file references, court docket numbers, deed
and repertory numbers, client and matter numbers, earlier fee notes and advances deducted), dates of hearings, deeds,
judgments and service periods around the letter's date, fees in hours times rates or by a statutory scale, and
court, registry and land-registry fees advanced outside VAT.

The situations, one per invoice as its main theme:
- `nl_advocaten_declaratie`: a Utrecht law firm (N.V.) sends its monthly "declaratie" as a letter over two pages: a
  sidebar of twelve lawyers' names ("mr. J.P. Wolters" …) beside the brand without its legal form; "Inzake: client /
  opposing party" in bold with the court's rolnummer; the number only in the subject line ("Betreft: declaratie …")
  and in the head of the time specification on page 2; "Ons kenmerk" of the same shape; hours of three fee earners,
  5 % office costs, VAT 21 %, the court fee ("griffierecht") and a register extract advanced without VAT; the N.V.
  in the payment sentence and the foot with its KvK number.
- `be_advocaten_eindstaat`: a Kortrijk law firm's final statement of fees ("eindstaat van kosten en erelonen"): the
  partners' surnames as the letterhead, the legal name "DSVC Advocaten BV" only in the foot, a network; "Factuurnummer"
  among "Onze ref." and two earlier provision invoices of the same shape whose net amounts are deducted before the
  VAT; the court's rolnummer (A.R.), the judgment's date; court fees outside VAT (art. 28, 5° W.BTW); a structured
  communication.
- `nl_notaris_nota`: a Zwolle notary's "kostennota" for the transfer and mortgage deeds of a commercial building: the
  notary's name large in a serif, the candidate notaries, the B.V. only in the foot; "Notanummer" among the
  "Dossiernummer", the repertory numbers of two deeds and their land registry entries (Hyp4 deel/nummer); the vendor
  and the mortgagee bank in the matter block; two amount columns ("belast", "onbelast"); settled from the
  statement of account on the day of the transfer, so no due date.
- `gb_solicitors_bill`: a Bristol LLP's bill: partners listed down the right, the brand without "LLP", "Our ref",
  "Your ref", "Bill no." as reference lines, "Re: client v opponent" and a claim number; grades and hours, counsel's
  fee, a court fee outside the scope of VAT in a net / VAT / total table; the SRA number of the bill number's shape;
  sort code and account of the office account; signed in the LLP's name; a remittance slip.
- `ie_accountants_feenote`: a Cork accountants' fee note: the partners' surnames as the letterhead, a network's mark
  larger at the right, the partnership "& Co." only in the payment details, the sign-off and the foot; "Fee Note No."
  among client and job codes; the client's CRO number and VAT number in its block; narrative items with amounts at
  the right, VAT 23 %, a CRO filing fee as an outlay outside VAT.
- `us_patent_invoice`: a Boston patent firm's (PLLC) invoice over two pages for an inter partes review: the brand
  without "PLLC", "in association with" a Munich firm; Invoice No., Client No., Matter No., client's PO; the IPR
  number, patent and application numbers, the parties "Petitioner v. Patent Owner"; page 1 the summary with the
  prior balance, a payment received and the total balance due beside the total of this invoice, a remittance stub;
  page 2 the time entries by day and timekeeper and the disbursements; no tax; ABA routing.
- `de_rvg_kostennote`: a Munich Rechtsanwälte PartG mbB's fee calculation under § 10 RVG as a DIN 5008 letter: the
  lawyers in a right-hand column, "In Sachen … ./. … wegen Werklohn", "Az. 12 O …/25" of the Landgericht, the
  Gegenstandswert; 1,3 Verfahrensgebühr, 1,2 Terminsgebühr, 1,0 Einigungsgebühr and the Post- und
  Telekommunikationspauschale by the 2025 fee table, 19 % USt (Nr. 7008 VV RVG), the court fee advanced (a
  durchlaufender Posten); the Vorschuss deducted with the number of its invoice; a Restbetrag below the total.
- `ch_architekt_akonto`: a Zürich architects' AG's interim invoice in Swiss francs: the brand in lower case, the
  partners with their SIA titles, the Bauherrschaft represented by a client's adviser; the SIA 102 phases with
  their shares and the progress to date, the fee earned to date, three earlier interim invoices of the same shape
  deducted, the incidental costs at 2.5 %, the building permit fee advanced outside MWST (art. 24 para. 6 MWSTG);
  MWST 8.1 %; payable within 30 days, no date.
- `at_stb_gutschrift`: a Graz Steuerberatung GmbH's credit note on its "Honorarnote": a monogram and the partners
  with their titles ("Mag. Dr.", "MMag."), a network; the corrected Honorarnote's number, date and amount in a box,
  larger than the credit note's number; negative amounts at 20 %; the client's Steuernummer and FN; the refund to the
  client's IBAN in the letter, the firm's IBAN in the foot; dated in "Jänner".
- `fr_avocat_note`: a Paris SELARL's "note d'honoraires": the lawyers down the left, the brand "AVOCATS À LA COUR";
  "Affaire … c/ …", "RG n° 24/…" of the number's shape, the dossier and "V/Réf"; time of two lawyers at their
  rates, a flat office charge, "droit de plaidoirie" and a commissaire de justice's fees as débours outside VAT; the
  provision received deducted below the "Total TTC"; the CARPA account (clients' funds) beside the firm's account.
- `be_huissier_etat`: a Namur bailiff's "état de frais et honoraires": "Maître Benoît LALLEMAND, huissier de
  justice" (a person, no legal form), signed by his substitute; the creditor (the client) and the debtor, the
  judgment and its R.G. number, the repertory numbers of the acts, the debtor's principal; fees per act under the
  tariff (A.R. 30/11/1976) at 21 % and a retribution and postage outside VAT; a structured communication.
- `lu_traductrice`: a Luxembourg sworn translator's fee note to a law firm: her name and her oath in a serif, the law
  firm's partners in the address; the number only in the subject line ("Objet : note d'honoraires n° …"); the
  Portuguese judgment's case number and the register number of the certified translations; words times rate, an
  urgency surcharge, certification; VAT 17 %; "V/Réf." of the number's shape.

What they carry. The Netherlands: "Declaratie", "Notanummer", "Ons kenmerk", "Cliëntnummer", "Rolnummer C/16/…
/ HA ZA …", "Dossiernummer", "Repertoriumnummer", "Hyp4 deel … nummer …"; "KvK" (eight digits), a B.V.'s or
N.V.'s VAT number "NL…B01" (its RSIN valid by the eleven-test); VAT 21 %, "verschotten (niet met btw belast)";
Rabobank and ING; amounts as "€ 1.234,56"; dates as "14 oktober 2025" and "14-10-2025". Flanders: "Factuurnummer",
"Onze ref.", "Vervaldag", "A.R. A/25/…"; "BTW BE 0xxx.xxx.xxx" (97 less the first eight digits' remainder by 97),
"RPR Gent, afdeling Kortrijk"; "art. 28, 5° W.BTW"; KBC; the structured communication; amounts as "EUR 1.234,56".
The United Kingdom: "Bill no.", "Our ref", "Claim No. BS-…"; "VAT Reg. No. GB 123 4567 89" (mod 97), the LLP's
number "OC…", the SRA number; VAT 20 %; Lloyds sort code and account, no IBAN; amounts as "£1,234.56". Ireland: "Fee
Note No.", "Client Code", "Job Code"; "VAT No. IE1234567T" (its check letter) and the client's, its CRO number;
VAT 23 %; AIB; amounts as "€1,234.56"; dates as "30th June 2025". The United States: "Invoice No.", "Matter No.",
"Client PO", "IPR2025-…", "U.S. Patent No. 11,…"; the EIN, an ABA routing number (its check digit); no tax; amounts
as "$1,234.56"; dates as "November 14, 2025" and "11/03/2025". Germany: "Rechnungs-Nr.", "Unser Zeichen", "Ihr
Zeichen", "Az.", "Gegenstandswert", "Nr. 3100 VV RVG"; "USt-IdNr. DE 123 456 789" (ISO 7064 mod 11, 10), the
Steuernummer, "Partnerschaftsregister … PR …"; VAT 19 %; Stadtsparkasse München; amounts as "1.234,56 €"; dates as
"14.11.2025". Switzerland: "Rechnung Nr.", "Projekt-Nr.", "Akontorechnung", "Baugesuch"; "UID CHE-123.456.789 MWST"
(its check digit); MWST 8.1 %; Zürcher Kantonalbank; amounts as "CHF 12'345.60". Austria: "Gutschrift Nr.",
"Honorarnote Nr.", "Klienten-Nr.", "Steuernummer"; "UID ATU…" (Luhn), "FN 123456a" (its check letter), "Landesgericht
für ZRS Graz"; VAT 20 %; Steiermärkische Sparkasse and Raiffeisen; amounts as "€ -1.234,56"; dates as "14. Jänner
2026". France: "Note d'honoraires n°", "N/Réf.", "V/Réf.", "RG n°", "Toque"; SIREN and SIRET (Luhn), "RCS Paris", "TVA
FR.." (its key from the SIREN); VAT 20 %, débours (art. 267 II 2° du CGI); BNP Paribas and the CARPA at Société
Générale (their RIB keys); amounts as "1 234,56 €". Wallonia: "Facture n°", "N/Réf.", "V/Réf.", "R.G.", "Rép. n°";
"TVA BE 0xxx.xxx.xxx"; VAT 21 % and "non soumis"; BNP Paribas Fortis; the structured communication; amounts as
"1.234,56 €". Luxembourg: "note d'honoraires n°", "V/Réf."; "TVA LU12345678" (its remainder by 89) and the client's,
the business permit; VAT 17 %; BIL; amounts as "1.234,56 EUR"; dates as "14 novembre 2025".

The truth is what the fee note says of itself: its number (not the matter, file, client, docket, deed, repertory,
register, SRA, earlier fee note, provision, advance or interim invoice number), its date (not a hearing's, deed's,
judgment's, letter's or period's), its issuer (RelationName: the firm, partnership, company or person that issues it,
with its legal form as printed, not a partner, a brand, a network, the client, the opposing party or the
mortgagee). NetAmount is all that is not the note's own VAT (fees, office costs and the court, registry and
land-registry fees advanced outside VAT) as the page prints it; VatAmount the VAT the note charges; GrossAmount the
note's total: on `02` and `08` after the earlier provision and interim invoices' nets are deducted before the VAT, on
`07` and `10` before the advance received is taken off ("Restbetrag", "Reste à payer"), on `06` this invoice's total,
not the balance due with the prior balance; negative on the credit note `09`.

Needs chromium, fonts-dejavu-core, poppler-utils and python3-stdnum. Run with:

    /usr/bin/python3 scripts/corpus/professional_fees_invoices.py OUT_DIR [NUMBER …]

(with the documents' numbers, 1 to 12, after OUT_DIR to print only those; the others are still drawn, so that each
prints the same whether alone or with all).
"""
import datetime
import os
import re
import subprocess
import tempfile
from decimal import ROUND_HALF_UP, Decimal

from corpus_output import (
    MONEY, address, arguments, base_css, check_numbers, check_values, date_text, document, e, flat_of,
    invoice_truth, multi_box, occurrences, page_box, print_html, rate_text, spaced, vat_totals,
    write_truth, amount_ch as ch, amount_de as de, amount_en as en,
)
from made_up import MadeUp, check_seller, iban_of, vat_printed
from stdnum import iban as stdnum_iban
from stdnum.at import businessid as at_businessid
from stdnum.at import uid as at_uid
from stdnum.be import iban as be_iban
from stdnum.be import vat as be_vat
from stdnum.ch import uid as ch_uid
from stdnum.de import vat as de_vat
from stdnum.fr import siret as fr_siret
from stdnum.gb import vat as gb_vat
from stdnum.ie import vat as ie_vat
from stdnum.lu import tva as lu_tva
from stdnum.nl import btw as nl_btw
from stdnum.us import ein as us_ein
from stdnum.us import rtn as us_rtn

out_dir, only = arguments()
work = tempfile.mkdtemp()
made = MadeUp(20261226, dutch_banks=['RABO', 'INGB'])
rng, digits = made.rng, made.digits
CENT = Decimal('0.01')


# --- How the pages write amounts, hours and dates ---------------------------------------------------------------------

MONEY = dict(MONEY, usd=lambda value: ('-' if value < 0 else '') + '$' + en(abs(value)),
             eur_code_after=lambda value: f'{de(value)} EUR', chf=lambda value: f'CHF {ch(value)}')


def days(count):
    return datetime.timedelta(days=count)


def working_day(day):
    """The day, or the first working day after it when it falls on a weekend or between Christmas and New Year."""
    while day.weekday() >= 5 or (day.month, day.day) in ((12, 24), (12, 25), (12, 26), (12, 31), (1, 1)):
        day += days(1)
    return day


def hours_text(value, comma=True):
    """Hours with two places, "6,40" (or "6.40" without `comma`)."""
    text = f'{value:.2f}'
    return text.replace('.', ',') if comma else text


def nw(text):
    """Text that does not wrap."""
    return f"<span class='nw'>{text}</span>"


def ib(iban):
    """An IBAN in groups of four that does not wrap."""
    return nw(spaced(iban))


def fee_line(text, amount, rate, **more):
    """A line of the note: its amount to the cent and its VAT rate (None for a disbursement outside VAT)."""
    return dict(text=text, amount=Decimal(amount).quantize(CENT, ROUND_HALF_UP),
                rate=None if rate is None else Decimal(rate), **more)


def times(quantity, price):
    """The quantity times the price, rounded half up to the cent."""
    return (Decimal(str(quantity)) * price).quantize(CENT, ROUND_HALF_UP)


def totals(lines):
    """The VAT per rate `{rate: (base, vat)}` of the taxed lines, what is outside VAT, the net (both), the VAT and the
    gross."""
    per_rate, base, tax, _ = vat_totals([(x['amount'], x['rate']) for x in lines if x['rate'] is not None])
    outside = sum((x['amount'] for x in lines if x['rate'] is None), Decimal(0))
    net = base + outside
    return per_rate, base, outside, net, tax, net + tax


def pick_days(first, last, count):
    """`count` working days from `first` to `last`, in order (a day may come twice)."""
    span = [first + days(i) for i in range((last - first).days + 1)]
    span = [day for day in span if day.weekday() < 5]
    return sorted(rng.choice(span) for _ in range(count))


def entries(first, last, earners, tasks, per_earner, fixed):
    """Time entries of a period: the `fixed` ones (day, initials, task, hours: a hearing, a deposition) and for each
    fee earner (initials, name, rate) `per_earner` entries of tenths of an hour on working days with a task from its
    list; with each earner's hours."""
    rows = [dict(day=day, who=who, task=task, hours=spent) for day, who, task, spent in fixed]
    hours = {}
    for row in rows:
        hours[row['who']] = hours.get(row['who'], Decimal(0)) + row['hours']
    for initials, _, _ in earners:
        count = per_earner[initials]
        for day, task in zip(pick_days(first, last, count), rng.sample(tasks[initials], count)):
            spent = Decimal(rng.randint(2, 45)) / 10
            rows.append(dict(day=day, who=initials, task=task, hours=spent))
            hours[initials] = hours.get(initials, Decimal(0)) + spent
    rows.sort(key=lambda row: (row['day'], row['who']))
    return rows, hours


# The RVG's table of a full fee (§ 13 Abs. 1 RVG as in force from 1 June 2025): the fee up to 500 euros, then for each
# started step of the value up to the bound the fee rises by the amount.
RVG_STEPS = [(2000, 500, Decimal('41.50')), (10000, 1000, Decimal('59.50')), (25000, 3000, Decimal('55')),
             (50000, 5000, Decimal('86')), (200000, 15000, Decimal('99.50')), (500000, 30000, Decimal('140'))]


def rvg_fee(value):
    """The full (1,0) fee of the Gegenstandswert `value` by the table."""
    fee, low = Decimal('51.50'), 500
    for bound, step, rise in RVG_STEPS:
        if value <= low:
            break
        fee += rise * -(-(min(value, bound) - low) // step)
        low = bound
    return fee


assert rvg_fee(10000) == Decimal('652') and rvg_fee(25000) == Decimal('927') and rvg_fee(30000) == Decimal('1013')
assert rvg_fee(50000) == Decimal('1357') and rvg_fee(65000) == Decimal('1456.50') and rvg_fee(1500) == Decimal('134.50')


# --- Marks (drawn, no words) ------------------------------------------------------------------------------------------

def scales(colour, size=30):
    """A law firm's mark: a balance."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<path d='M20 5 V34 M10 34 H30 M7 11 H33' stroke='{colour}' stroke-width='2' fill='none'/>"
            f"<path d='M7 11 L2 22 H12 Z M33 11 L28 22 H38 Z' fill='{colour}' opacity='0.55'/>"
            f"<circle cx='20' cy='5' r='2.4' fill='{colour}'/></svg>")


def column_mark(colour, size=34):
    """A notary's mark: a column under a pediment."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<polygon points='20,3 37,12 3,12' fill='{colour}'/>"
            + ''.join(f"<rect x='{x}' y='14' width='4' height='18' fill='{colour}' opacity='0.8'/>"
                      for x in (7, 14, 22, 29))
            + f"<rect x='3' y='33' width='34' height='4' fill='{colour}'/></svg>")


def knot(colour, size=44):
    """A network's mark: three interlaced rings."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 44 44' style='vertical-align:middle'>"
            f"<circle cx='16' cy='17' r='10' fill='none' stroke='{colour}' stroke-width='2.6'/>"
            f"<circle cx='28' cy='17' r='10' fill='none' stroke='{colour}' stroke-width='2.6' opacity='0.75'/>"
            f"<circle cx='22' cy='27' r='10' fill='none' stroke='{colour}' stroke-width='2.6' opacity='0.5'/></svg>")


def monogram(letters, colour, size=52):
    """A monogram in a square (its letters as drawn text: the firm's initials)."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 52 52' style='vertical-align:middle'>"
            f"<rect x='1' y='1' width='50' height='50' fill='{colour}'/>"
            f"<text x='26' y='33' font-family='DejaVu Serif' font-size='17' fill='white' text-anchor='middle' "
            f"letter-spacing='1'>{letters}</text></svg>")


def roof_line(colour, size=40):
    """An architect's mark: a section through a roof and two floors."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<path d='M4 18 L20 5 L36 18 M8 15 V36 H32 V15 M8 26 H32' stroke='{colour}' stroke-width='2' "
            f"fill='none'/></svg>")


def quill(colour, size=30):
    """A translator's mark: a nib."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<path d='M20 3 C29 12 29 22 20 37 C11 22 11 12 20 3 Z' fill='{colour}'/>"
            f"<path d='M20 14 V30' stroke='white' stroke-width='1.6'/><circle cx='20' cy='14' r='2.2' "
            f"fill='white'/></svg>")


def mace(colour, size=36):
    """A bailiff's mark: a rod with a crown."""
    return (f"<svg width='{size}' height='{size}' viewBox='0 0 40 40' style='vertical-align:middle'>"
            f"<rect x='18' y='12' width='4' height='25' fill='{colour}'/>"
            f"<path d='M10 12 L12 4 L16 9 L20 2 L24 9 L28 4 L30 12 Z' fill='{colour}'/></svg>")


def rate_cell(line, words, comma=True):
    """The VAT column of a line: its rate, or the word for a disbursement outside VAT."""
    return words if line['rate'] is None else f"{rate_text(line['rate'], comma)}%"


# --- The pages: the Netherlands and Flanders ---------------------------------------------------------------------------

def page_nl_advocaten_declaratie(f):
    """A Dutch law firm's "declaratie" as a letter over two pages: a grey sidebar with the balance, the brand
    "WOLTERS BOERSMA / advocaten" (no legal form) and twelve lawyers' names with their roles, the visiting and postal
    address; the return address over the window; a list of "Utrecht, <date>", "Ons kenmerk", "Cliëntnummer", "Uw
    kenmerk"; the subject "Betreft: declaratie <number>" (the only label of the number); "Inzake: client / opposing
    party" in bold with the rolnummer; the letter with the period and the hearing; a summary of fees, 5 % office costs,
    the court fee and a register extract advanced without VAT, "Totaal exclusief btw", "Btw 21% over …", "Totaal te
    voldoen"; the payment with the due date to the N.V.; signed by the partner; page 2 the time specification headed
    with the number; the N.V., KvK, btw-nummer and Rabobank in each page's foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [
        f"{s['name']} · {s['visit']} · KvK {s['kvk']} · btw {s['vat_printed']} · IBAN {spaced(f['iban'])}",
        f"Op alle opdrachten aan {s['name']} zijn haar algemene voorwaarden van toepassing, met een beperking "
        "van aansprakelijkheid."], size='6.2pt')
        + page_box('bottom-right', 'pagina ', ' van ', size='6.6pt'))
    css = base_css('14mm 15mm 22mm 12mm', boxes, font="'DejaVu Serif', serif", size='8.9pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.frame {{ width: 100%; }}
.frame > tbody > tr > td {{ vertical-align: top; }}
.side {{ width: 40mm; background: #f1f0ec; padding: 4mm 3mm 4mm 4mm; font-family: 'DejaVu Sans', sans-serif; }}
.brand {{ font-size: 11pt; letter-spacing: 1.6px; color: {s['colour']}; margin-top: 2mm; line-height: 1.2; }}
.tag {{ font-size: 7.6pt; letter-spacing: 3px; color: #555; margin-bottom: 5mm; }}
.names {{ font-size: 7.6pt; line-height: 1.35; color: #222; }}
.names div {{ margin-bottom: 1.4mm; }}
.names span {{ display: block; font-size: 6.4pt; color: #666; }}
.sideaddr {{ font-size: 6.6pt; color: #555; margin-top: 6mm; line-height: 1.45; }}
.main {{ padding-left: 9mm; }}
.ret {{ font-size: 6.6pt; color: #666; margin-top: 16mm; border-bottom: 0.4px solid #999; display: inline-block;
  font-family: 'DejaVu Sans', sans-serif; }}
.window {{ margin-top: 1.5mm; line-height: 1.45; font-size: 9.4pt; }}
.refs {{ margin-top: 9mm; font-size: 8pt; }}
.refs td {{ padding: 0.4mm 6mm 0.4mm 0; white-space: nowrap; }}
.refs .l {{ color: #666; font-family: 'DejaVu Sans', sans-serif; font-size: 7pt; }}
.subject {{ margin-top: 6mm; font-weight: bold; }}
.inzake {{ margin-top: 1mm; line-height: 1.45; }}
.inzake b {{ font-size: 10pt; }}
p {{ line-height: 1.5; margin: 2.4mm 0; }}
.sum {{ width: 100%; margin-top: 3mm; }}
.sum td {{ padding: 0.8mm 1mm; vertical-align: top; }}
.sum td.num {{ width: 26mm; }}
.sum tr.sub td {{ border-top: 0.5px solid #999; }}
.sum tr.head td {{ padding-top: 2.4mm; font-style: italic; color: #444; }}
.sum tr.total td {{ font-weight: bold; border-top: 1.2px solid #333; font-size: 9.8pt; }}
.sign {{ margin-top: 5mm; line-height: 1.45; }}
.p2 {{ page-break-before: always; }}
h2 {{ font-size: 11pt; font-weight: normal; color: {s['colour']}; margin: 0 0 1mm; }}
.spec {{ width: 100%; margin-top: 3mm; font-size: 8.2pt; }}
.spec th {{ text-align: left; font-family: 'DejaVu Sans', sans-serif; font-size: 7pt; color: #444;
  border-bottom: 1px solid #444; padding: 1mm 1.5mm; }}
.spec th.num {{ text-align: right; }}
.spec td {{ padding: 0.9mm 1.5mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.earn {{ margin-top: 4mm; }}
.earn td {{ padding: 0.7mm 5mm 0.7mm 0; }}
"""
    names = ''.join(f"<div>{e(name)}<span>{e(role)}</span></div>" for name, role in s['lawyers'])
    honor = [x for x in f['lines'] if x.get('earner')]
    fees = sum(x['amount'] for x in honor)
    office = next(x for x in f['lines'] if x.get('office'))
    outside = [x for x in f['lines'] if x['rate'] is None]
    (rate, (base, tax)), = f['per_rate'].items()
    out_rows = ''.join(f"<tr><td>&nbsp;&nbsp;{e(x['text'])}</td><td class=num>{money(x['amount'])}</td></tr>"
                       for x in outside)
    spec = ''.join(f"<tr><td class=nw>{date_text(row['day'], 'dash')}</td><td>{row['who']}</td>"
                   f"<td>{e(row['task'])}</td><td class=num>{hours_text(row['hours'])}</td></tr>"
                   for row in d['entries'])
    earn = ''.join(f"<tr><td>{e(x['earner'])}</td><td>{x['initials']}</td><td class=num>{hours_text(x['hours'])} uur"
                   f"</td><td>à {money(x['price'])}</td><td class=num>{money(x['amount'])}</td></tr>" for x in honor)
    body = f"""
<table class="frame"><tr><td class="side">{scales(s['colour'])}
<div class="brand">{s['brand'][0]}<br>{s['brand'][1]}</div><div class="tag">advocaten</div>
<div class="names">{names}</div>
<div class="sideaddr">{e(s['visit_short'][0])}<br>{e(s['visit_short'][1])}<br>Postbus {s['postbus']}<br>
T {s['phone']}<br>www.{s['mail_domain']}</div></td>
<td class="main">
<div class="ret">Postbus {s['postbus']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<table class="refs"><tr><td colspan=2>Utrecht, {f['date']}</td></tr>
<tr><td class="l">Ons kenmerk</td><td>{d['ours']}/{s['initials']}</td></tr>
<tr><td class="l">Cliëntnummer</td><td>{d['client']}</td></tr>
<tr><td class="l">Uw kenmerk</td><td>{e(d['yours'])}</td></tr>
<tr><td class="l">E-mail</td><td>{s['mail_user']}@{s['mail_domain']}</td></tr></table>
<div class="subject">Betreft: declaratie {e(f['number'])}</div>
<div class="inzake">Inzake: <b>{e(c['name'])} / {e(d['opponent'])}</b><br>Rolnummer: {d['rol']}</div>
<p>Geachte heer {e(c['surname'])},</p>
<p>Hierbij ontvangt u mijn declaratie voor de werkzaamheden die ons kantoor in de periode van {d['first']} tot en
met {d['last']} in bovengenoemde zaak heeft verricht, waaronder de voorbereiding van en de mondelinge behandeling
ter zitting van {d['hearing']} bij de rechtbank Midden-Nederland. Een specificatie van de bestede tijd vindt u in de
bijlage.</p>
<table class="sum">
<tr><td>Honorarium volgens specificatie ({hours_text(d['total_hours'])} uur)</td>
<td class=num>{money(fees)}</td></tr>
<tr><td>Kantoorkosten {d['office_pct']}% over {money(fees)}</td><td class=num>{money(office['amount'])}</td></tr>
<tr class="sub"><td>Subtotaal honorarium en kantoorkosten</td><td class=num>{money(base)}</td></tr>
<tr class="head"><td colspan=2>Verschotten (niet met btw belast):</td></tr>{out_rows}
<tr class="sub"><td>Totaal exclusief btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class="total"><td>Totaal te voldoen</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Ik verzoek u het totaalbedrag uiterlijk op {f['due']} over te maken op rekening {ib(f['iban'])} ten name van
{e(s['name'])}, onder vermelding van het declaratienummer.</p>
<div class="sign">Met vriendelijke groet,<br><br><br>{e(s['signer'])}</div>
</td></tr></table>
<div class="p2"><h2>Specificatie bij declaratie {e(f['number'])}</h2>
<div>Inzake {e(c['name'])} / {e(d['opponent'])} · ons kenmerk {d['ours']} · periode {d['first']} t/m {d['last']}</div>
<table class="spec"><thead><tr><th>Datum</th><th>Door</th><th>Werkzaamheden</th><th class=num>Uren</th></tr></thead>
<tbody>{spec}</tbody></table>
<table class="earn">{earn}</table></div>"""
    return document('nl', css, body)


def page_be_advocaten_eindstaat(f):
    """A Flemish law firm's final statement of fees: the partners' surnames centred as the letterhead in a serif
    ("DE SMET · VANHOVE · CLAEYS"), "advocaten" under them and a line of six lawyers' names; the client in the window
    at the right; a ruled two-column block of labels and values ("Factuurnummer", "Factuurdatum", "Vervaldag",
    "Onze ref.", "Uw ref."); "EINDSTAAT VAN KOSTEN EN ERELONEN"; "Inzake: client / opposing party" with the court and
    the A.R. number; a table in sections (erelonen, kantoorkosten, gerechtskosten) with a btw column; the earlier
    provision invoices' nets deducted before the VAT; the structured communication in a frame; the legal name
    "DSVC Advocaten BV", enterprise number, RPR, KBC and the network in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · BTW {s['vat_printed']} · RPR Gent, afdeling Kortrijk",
        f"KBC Bank · IBAN {spaced(f['iban'])} · BIC KREDBEBB · {s['network']}"], size='6.3pt', align='center')
    css = base_css('13mm 17mm 20mm 17mm', boxes, size='8.5pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.head {{ text-align: center; }}
.head .n {{ font-family: 'DejaVu Serif', serif; font-size: 17pt; letter-spacing: 2.5px; color: {s['colour']}; }}
.head .t {{ font-size: 8pt; letter-spacing: 5px; color: #555; margin-top: 0.5mm; }}
.head .l {{ font-size: 7.2pt; color: #444; margin-top: 2mm; border-top: 0.6px solid {s['colour']};
  border-bottom: 0.6px solid {s['colour']}; padding: 1mm 0; }}
.window {{ margin: 6mm 0 0 58%; line-height: 1.4; font-size: 9pt; }}
.refs {{ width: 100%; margin-top: 5mm; border-top: 0.8px solid #999; border-bottom: 0.8px solid #999; }}
.refs td {{ padding: 1mm 2mm 1mm 0; white-space: nowrap; }}
.refs td.l {{ color: #666; font-size: 7.4pt; width: 16%; }}
h1 {{ font-size: 12.5pt; letter-spacing: 1.2px; margin: 4mm 0 1.5mm; color: {s['colour']}; font-weight: normal; }}
.inzake {{ line-height: 1.45; }}
.inzake b {{ font-size: 10pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.st {{ width: 100%; margin-top: 3mm; }}
.st th {{ text-align: left; font-size: 7.2pt; color: #555; border-bottom: 1px solid #333; padding: 1mm 1.5mm; }}
.st th.num {{ text-align: right; }}
.st td {{ padding: 0.7mm 1.5mm; vertical-align: top; }}
.st tr.sec td {{ font-weight: bold; padding-top: 1.8mm; color: {s['colour']}; }}
.recap {{ margin: 2mm 0 0 auto; }}
.recap td {{ padding: 0.6mm 1.5mm 0.6mm 9mm; white-space: nowrap; }}
.recap tr.minus td {{ color: #444; }}
.recap tr.sub td {{ border-top: 0.6px solid #777; }}
.recap tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.3px solid #222; }}
.pay {{ border: 1.2px solid {s['colour']}; padding: 2mm 4mm; margin-top: 3mm; line-height: 1.5; }}
.pay b.sc {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 10.5pt; }}
"""
    refs = [('Factuurnummer', e(f['number']), 'Onze ref.', d['ours']),
            ('Factuurdatum', f['date'], 'Uw ref.', e(d['yours'])),
            ('Vervaldag', f['due'], 'Behandelend advocaat', e(d['lawyer']))]
    ref_rows = ''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                       for a, b, x, y in refs)
    sections = {'fee': 'Erelonen', 'cost': 'Kantoorkosten', 'court': 'Gerechtskosten, voorgeschoten in naam en voor '
                'rekening van de cliënt (art. 28, 5° W.BTW)'}
    rows = ''
    for key, title in sections.items():
        rows += f"<tr class=sec><td colspan=3>{title}</td></tr>"
        rows += ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{rate_cell(x, 'n.o.')}</td>"
                        f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'] if x['kind'] == key)
    (rate, (base, tax)), = f['per_rate'].items()
    provisions = [x for x in f['lines'] if x['kind'] == 'provision']
    gross_work = sum(x['amount'] for x in f['lines'] if x['kind'] in ('fee', 'cost'))
    minus = ''.join(f"<tr class=minus><td>Af: provisiefactuur {p['ref']} van {p['day']}, excl. btw</td>"
                    f"<td class=num>{money(p['amount'])}</td></tr>" for p in provisions)
    body = f"""
<div class="head"><div class="n">{' · '.join(s['surnames'])}</div><div class="t">ADVOCATEN</div>
<div class="l">{' · '.join(e(name) for name in s['lawyers'])}</div></div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
BTW {c['vat_printed']}</div>
<table class="refs">{ref_rows}</table>
<h1>EINDSTAAT VAN KOSTEN EN ERELONEN</h1>
<div class="inzake">Inzake: <b>{e(c['name'])} / {e(d['opponent'])}</b><br>
{e(d['court'])} – A.R. {d['ar']} – vonnis van {d['judgment']}</div>
<p>Geachte heer {e(c['surname'])}, met het vonnis van {d['judgment']} is de procedure in eerste aanleg beëindigd.
Hierna vindt u de eindafrekening van onze prestaties vanaf de opening van het dossier op {d['opened']}, na aftrek van
de provisies die u reeds betaalde.</p>
<table class="st"><thead><tr><th>Omschrijving</th><th class=num>Btw</th><th class=num>Bedrag</th></tr></thead>
<tbody>{rows}</tbody></table>
<table class="recap">
<tr><td>Totaal erelonen en kantoorkosten</td><td class=num>{money(gross_work)}</td></tr>{minus}
<tr class=sub><td>Saldo erelonen en kantoorkosten (maatstaf van heffing)</td><td class=num>{money(base)}</td></tr>
<tr><td>Gerechtskosten (niet onderworpen)</td><td class=num>{money(f['outside'])}</td></tr>
<tr class=sub><td>Totaal excl. btw</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)} % op {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Te betalen</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Gelieve {money(f['gross'])} te betalen uiterlijk op {f['due']} op rekening
{ib(f['iban'])} (BIC KREDBEBB) met de gestructureerde mededeling
<b class="sc">{f['reference_printed']}</b>.</div>
<p class="small">De provisiefacturen werden bij betaling aan btw onderworpen; enkel het saldo wordt hier belast.
Op onze erelonen en kosten zijn de algemene voorwaarden van toepassing die u bij de opening van het dossier
ontving.</p>"""
    return document('nl', css, body)


def page_nl_notaris_nota(f):
    """A Dutch notary's "kostennota": the column mark and the notary's own name large in a serif ("mr. H.J. Bosma /
    notaris"), the candidate notaries small at the right; the return line, the buyer in the window; "KOSTENNOTA"
    over a ruled grid of labels over values ("Notanummer", "Datum", "Dossiernummer", "Behandeld door"); the matter
    block (the property, its cadastral parcel, the vendor, the mortgagee bank, the two deeds with their repertory
    numbers, date and land registry entries); a table with two amount columns "belast" and "onbelast"; the totals;
    the note that it was settled from the statement of account ("nota van afrekening") on the day of the transfer; the
    B.V., its KvK, btw-nummer and ING in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {s['visit']} · T {s['phone']} · www.{s['mail_domain']}",
        f"KvK {s['kvk']} · btw-nummer {s['vat_printed']} · kantoorrekening IBAN {spaced(f['iban'])} (ING Bank)",
        "Notarissen zijn aangesloten bij de Koninklijke Notariële Beroepsorganisatie (KNB)."], size='6.3pt')
    css = base_css('15mm 18mm 22mm 20mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; }}
.who {{ font-family: 'DejaVu Serif', serif; font-size: 19pt; color: {s['colour']}; line-height: 1.1;
  padding-left: 2mm; }}
.who span {{ display: block; font-size: 10pt; font-style: italic; color: #444; }}
.cand {{ text-align: right; font-size: 7.3pt; color: #555; line-height: 1.5; }}
.cand b {{ color: #222; font-weight: normal; }}
.ret {{ font-size: 6.6pt; color: #666; margin-top: 11mm; }}
.window {{ line-height: 1.45; font-size: 9.4pt; margin-top: 1mm; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-weight: normal; font-size: 15pt; letter-spacing: 2px;
  margin: 9mm 0 2mm; }}
.grid {{ width: 100%; }}
.grid td {{ border: 0.7px solid #888; padding: 0.8mm 2mm 1.1mm; vertical-align: top; }}
.grid .l {{ font-size: 6.4pt; color: #666; text-transform: uppercase; letter-spacing: 0.4px; }}
.matter {{ margin-top: 4mm; width: 100%; }}
.matter td {{ padding: 0.5mm 3mm 0.5mm 0; vertical-align: top; line-height: 1.4; }}
.matter td.l {{ color: #666; width: 24%; }}
.nota {{ width: 100%; margin-top: 4mm; }}
.nota th {{ font-size: 7.2pt; text-align: left; border-bottom: 1px solid #333; padding: 1mm 1.5mm; }}
.nota th.num {{ text-align: right; width: 24mm; }}
.nota td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.nota tr.sub td {{ border-top: 0.8px solid #333; border-bottom: none; }}
.nota tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.2px solid #111; border-bottom: none; }}
.paid {{ margin-top: 5mm; padding: 2.4mm 4mm; background: #f3f3ef; line-height: 1.5;
  -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
"""
    grid = [('Notanummer', e(f['number'])), ('Datum', f['date']), ('Dossiernummer', d['dossier']),
            ('Behandeld door', e(d['clerk']))]
    rows = ''.join(
        f"<tr><td>{e(x['text'])}</td><td class=num>{money(x['amount']) if x['rate'] is not None else ''}</td>"
        f"<td class=num>{money(x['amount']) if x['rate'] is None else ''}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    matter = [('Betreft', f"levering en hypotheekstelling {e(d['property'])}"),
              ('Kadastraal bekend', d['parcel']),
              ('Verkoper', f"<b>{e(d['vendor'])}</b>"),
              ('Hypotheekhouder', f"<b>{e(d['bank'])}</b>"),
              ('Akte van levering', f"verleden op {d['passed']}, repertoriumnummer {d['rep_transfer']}, "
                                    f"ingeschreven {d['hyp_transfer']}"),
              ('Hypotheekakte', f"verleden op {d['passed']}, repertoriumnummer {d['rep_mortgage']}, "
                                f"ingeschreven {d['hyp_mortgage']}")]
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:60%">{column_mark(s['colour'])}
<span class="who" style="display:inline-block;vertical-align:middle">{e(s['notary'])}<span>notaris</span></span></td>
<td class="cand">Notariskantoor Bosma<br><b>{e(s['notary'])}</b>, notaris<br>
{'<br>'.join(f"<b>{e(x)}</b>, kandidaat-notaris" for x in s['candidates'])}<br>{e(s['visit'])}</td></tr></table>
<div class="ret">Notariskantoor Bosma · Postbus {s['postbus']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<h1>KOSTENNOTA</h1>
<table class="grid"><tr>{''.join(f"<td><div class='l'>{a}</div>{b}</td>" for a, b in grid)}</tr></table>
<table class="matter">{''.join(f"<tr><td class=l>{a}</td><td>{b}</td></tr>" for a, b in matter)}</table>
<table class="nota"><thead><tr><th>Omschrijving</th><th class=num>belast</th><th class=num>onbelast</th></tr></thead>
<tbody>{rows}
<tr class=sub><td>Subtotalen</td><td class=num>{money(base)}</td><td class=num>{money(f['outside'])}</td></tr>
<tr><td>Totaal exclusief btw</td><td></td><td class=num>{money(f['net'])}</td></tr>
<tr><td>Btw {rate_text(rate)}% over {money(base)}</td><td></td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Totaal</td><td></td><td class=num>{money(f['gross'])}</td></tr></tbody></table>
<div class="paid">Deze kostennota is op {d['passed']} voldaan door verrekening in de nota van afrekening van de
levering (dossier {d['dossier']}), die via onze kwaliteitsrekening is afgewikkeld. U hoeft dit bedrag niet meer
over te maken; deze nota is voor uw administratie.</div>"""
    return document('nl', css, body)


# --- The pages: the United Kingdom, Ireland and the United States -----------------------------------------------------

def page_gb_solicitors_bill(f):
    """An English LLP's bill as a letter: the brand "HARCOURT PENROSE" (no "LLP") with "solicitors" and its offices;
    the partners and consultants listed down the right; the client in the window; "Our ref", "Your ref", "Bill no."
    and "Date" as reference lines at the left; "Re: client v opponent" in bold with the claim number and the court;
    the work narrated with the CMC date; the time by grade and rate; counsel's fee; a table of net, VAT and total per
    head with a court fee outside the scope; "Payable within 28 days" (no date); the office account's sort code and
    account (no IBAN); "Yours faithfully, Harcourt Penrose LLP"; the LLP's number, SRA number and VAT number in the
    foot; a remittance slip under a dashed line."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} is a limited liability partnership registered in England and Wales (no. {s['oc']}) with its "
        f"registered office at {s['post']}.",
        f"Authorised and regulated by the Solicitors Regulation Authority (SRA No. {s['sra']}). VAT Reg. No. "
        f"{s['vat_printed']}. The word partner refers to a member of the LLP."], size='6.1pt')
    css = base_css('14mm 16mm 19mm 18mm', boxes, size='8.6pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 20pt; letter-spacing: 3px; color: {s['colour']}; }}
.brand span {{ display: block; font-family: 'DejaVu Sans', sans-serif; font-size: 7.6pt; letter-spacing: 4px;
  color: #666; margin-top: 0.6mm; }}
.offices {{ font-size: 7.4pt; color: #555; margin-top: 1mm; }}
.partners {{ font-size: 6.9pt; line-height: 1.45; color: #333; width: 40mm; padding-left: 4mm;
  border-left: 0.6px solid #bbb; }}
.partners b {{ font-size: 6.4pt; color: #777; font-weight: normal; text-transform: uppercase; letter-spacing: 1px; }}
.window {{ line-height: 1.45; font-size: 9.2pt; margin-top: 6mm; }}
.refs {{ margin-top: 6mm; }}
.refs td {{ padding: 0.3mm 5mm 0.3mm 0; }}
.re {{ margin-top: 5mm; line-height: 1.45; }}
.re b {{ font-size: 9.6pt; }}
p {{ line-height: 1.5; margin: 2.2mm 0; }}
.tk {{ margin-top: 1mm; }}
.tk td {{ padding: 0.5mm 6mm 0.5mm 0; }}
.bill {{ width: 100%; margin-top: 3mm; }}
.bill th {{ font-size: 7.2pt; text-align: right; border-bottom: 1px solid #333; padding: 1mm 1.5mm; color: #444; }}
.bill th:first-child {{ text-align: left; }}
.bill td {{ padding: 1mm 1.5mm; border-bottom: 0.4px solid #ccc; }}
.bill tr.total td {{ font-weight: bold; border-top: 1.3px solid #222; border-bottom: 1.3px solid #222; }}
.slip {{ margin-top: 6mm; border-top: 1.1px dashed #555; padding-top: 2mm; font-size: 8pt; }}
.slip td {{ padding: 0.6mm 7mm 0.6mm 0; }}
"""
    partners = ''.join(f"{e(name)}<br>" for name in s['partners'])
    consultants = ''.join(f"{e(name)}<br>" for name in s['consultants'])
    grades = [x for x in f['lines'] if x.get('grade')]
    tk = ''.join(f"<tr><td>{e(x['grade'])}</td><td class=num>{x['hours']} hrs</td><td>@ {money(x['price'])}</td>"
                 f"<td class=num>{money(x['amount'])}</td></tr>" for x in grades)
    profit = sum(x['amount'] for x in grades)
    counsel = next(x for x in f['lines'] if x.get('counsel'))
    court = [x for x in f['lines'] if x['rate'] is None]
    (rate, (base, tax)), = f['per_rate'].items()
    vat_of = {id(x): (x['amount'] * rate / 100).quantize(CENT, ROUND_HALF_UP) for x in (counsel,)}
    profit_vat = tax - vat_of[id(counsel)]
    rows = (f"<tr><td>Our profit costs</td><td class=num>{money(profit)}</td><td class=num>{money(profit_vat)}</td>"
            f"<td class=num>{money(profit + profit_vat)}</td></tr>"
            f"<tr><td>{e(counsel['text'])}</td><td class=num>{money(counsel['amount'])}</td>"
            f"<td class=num>{money(vat_of[id(counsel)])}</td>"
            f"<td class=num>{money(counsel['amount'] + vat_of[id(counsel)])}</td></tr>"
            + ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{money(x['amount'])}</td><td class=num>outside "
                      f"scope</td><td class=num>{money(x['amount'])}</td></tr>" for x in court))
    body = f"""
<table class="top" style="width:100%"><tr><td>
<div class="brand">{s['brand']}<span>SOLICITORS</span></div>
<div class="offices">{s['offices']}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div>
<table class="refs"><tr><td>Our ref:</td><td>{d['ours']}</td></tr><tr><td>Your ref:</td><td>{e(d['yours'])}</td></tr>
<tr><td>Bill no:</td><td>{e(f['number'])}</td></tr><tr><td>Date:</td><td>{f['date']}</td></tr></table></td>
<td class="partners"><b>Partners</b><br>{partners}<br><b>Consultants</b><br>{consultants}<br>
{e(s['post'])}<br>DX {s['dx']}<br>T {s['phone']}<br>{s['mail_domain']}</td></tr></table>
<div class="re">Dear Mrs {e(c['surname'])}<br><br>
Re: <b>{e(c['name'])} v {e(d['opponent'])}</b><br>
Claim No. {d['claim']} – {e(d['court'])}</div>
<p>To our professional charges for acting for you in the above claim from {d['first']} to {d['last']}, including
considering the Defence and the documents disclosed, advising you on the merits and on the claimant's costs budget,
instructing counsel, preparing for and attending the Case Management Conference on {d['cmc']}, and correspondence
with {e(d['opp_solicitors'])}, the defendant's solicitors. Time recorded:</p>
<table class="tk">{tk}</table>
<table class="bill"><thead><tr><th></th><th>Net</th><th>VAT at {rate_text(rate, False)}%</th><th>Total</th></tr>
</thead><tbody>{rows}
<tr class=total><td>Total of this bill</td><td class=num>{money(f['net'])}</td><td class=num>{money(tax)}</td>
<td class=num>{money(f['gross'])}</td></tr></tbody></table>
<p>Payable within 28 days of the date of this bill. Please pay by bank transfer to our office account at Lloyds Bank
plc, sort code {s['sort_code']}, account number {s['account']}, quoting the bill number. We will never tell you of a
change to our bank details by e-mail. You may be entitled to have this bill assessed by the court under Part III of
the Solicitors Act 1974.</p>
<p>Yours faithfully<br><br><b>{e(s['name'])}</b></p>
<div class="slip"><b>Remittance slip</b> – return with your payment to the Accounts Department, {e(s['post'])}
<table><tr><td>Client</td><td>{e(c['name'])}</td><td>Our ref</td><td>{d['ours']}</td></tr>
<tr><td>Bill no.</td><td>{e(f['number'])}</td><td>Amount</td><td>{money(f['gross'])}</td></tr></table></div>"""
    return document('en', css, body)


def page_ie_accountants_feenote(f):
    """An Irish accountants' fee note: "KEANE MORAN" in spaced capitals with "Chartered Accountants & Statutory Audit
    Firm" at the left and a network's rings with "CORRIB ALLIANCE / INTERNATIONAL" larger at the right; the client
    with its VAT and CRO numbers in a box; "FEE NOTE" with "Fee Note No.", "Date", "Client Code", "Job Code",
    "Partner" at the right; "To professional services rendered" and narrative items with their fee at the right
    margin; a CRO filing fee as an outlay; "Total excluding VAT", "VAT @ 23%", "Total due"; the partnership's name
    only in the payment details and the sign-off; the partners and the network's disclaimer in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"Partners: {', '.join(s['partners'])}",
        f"{s['name']} is a member of Corrib Alliance International, a network of independent firms, each a "
        "separate legal entity.",
        f"Registered to carry on audit work by Chartered Accountants Ireland · VAT No. {s['vat_printed']}"],
        size='6.1pt', align='center')
    css = base_css('12mm 16mm 21mm 16mm', boxes, size='8.7pt') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: middle; }}
.firm {{ font-size: 17pt; letter-spacing: 5px; color: {s['colour']}; }}
.firm span {{ display: block; font-size: 7.6pt; letter-spacing: 0.6px; color: #555; margin-top: 0.5mm; }}
.net {{ text-align: right; white-space: nowrap; }}
.net .w {{ display: inline-block; vertical-align: middle; text-align: left; font-size: 12pt; font-weight: bold;
  letter-spacing: 1.2px; color: #7a5c12; line-height: 1.1; margin-left: 2mm; }}
.net .w span {{ display: block; font-size: 7.4pt; font-weight: normal; letter-spacing: 2.6px; color: #7a5c12; }}
.rule {{ border-top: 2.5px solid {s['colour']}; margin-top: 3mm; }}
.parties td {{ vertical-align: top; }}
.client {{ border: 0.8px solid #aaa; padding: 2.5mm 3mm; line-height: 1.45; width: 78mm; margin-top: 6mm; }}
h1 {{ font-size: 16pt; letter-spacing: 3px; color: {s['colour']}; margin: 5mm 0 2mm; font-weight: normal;
  text-align: right; }}
.meta {{ margin-left: auto; }}
.meta td {{ padding: 0.5mm 0 0.5mm 5mm; white-space: nowrap; }}
.meta td:first-child {{ color: #666; }}
.intro {{ margin-top: 7mm; font-weight: bold; font-size: 9.2pt; }}
.items {{ width: 100%; margin-top: 2mm; }}
.items td {{ padding: 1.6mm 1mm; vertical-align: top; line-height: 1.45; }}
.items td.num {{ width: 28mm; vertical-align: bottom; }}
.items tr.out td {{ border-top: 0.5px dotted #999; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.8mm 1mm 0.8mm 10mm; white-space: nowrap; }}
.tot tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #222; border-bottom: 3px double #222; }}
.pay {{ margin-top: 5mm; line-height: 1.5; background: #f2f5f4; padding: 2.4mm 3.5mm; }}
"""
    meta = [('Fee Note No.', e(f['number'])), ('Date', f['date']), ('Client Code', d['client']),
            ('Job Code', d['job']), ('Partner', e(d['partner']))]
    items = ''.join(f"<tr><td>{x['text']}</td><td class=num>{money(x['amount'])}</td></tr>"
                    for x in f['lines'] if x['rate'] is not None)
    outlay = ''.join(f"<tr class=out><td>{e(x['text'])}</td><td class=num>{money(x['amount'])}</td></tr>"
                     for x in f['lines'] if x['rate'] is None)
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr>
<td><div class="firm">{s['brand']}<span>Chartered Accountants &amp; Statutory Audit Firm</span></div></td>
<td class="net">{knot('#7a5c12')}<span class="w">CORRIB ALLIANCE<span>INTERNATIONAL</span></span></td></tr></table>
<div class="rule"></div>
<div class="small" style="margin-top:1mm">{e(s['post'])} · T {s['phone']} · mail@{s['mail_domain']}</div>
<table class="parties" style="width:100%"><tr><td>
<div class="client">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
VAT No. {c['vat_printed']} · CRO No. {d['client_cro']}</div></td>
<td><h1>FEE NOTE</h1><table class="meta">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in meta)}</table>
</td></tr></table>
<div class="intro">To professional services rendered</div>
<table class="items">{items}{outlay}</table>
<table class="tot">
<tr><td>Fees</td><td class=num>{money(base)}</td></tr>
<tr><td>Outlay (not subject to VAT)</td><td class=num>{money(f['outside'])}</td></tr>
<tr><td>Total excluding VAT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>VAT @ {rate_text(rate, False)}% on fees</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Total due</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Payment due by {f['due']}. By EFT to {e(s['name'])}, AIB, 66 South Mall, Cork · IBAN
{ib(f['iban'])} · BIC AIBKIE2D. Please quote the fee note number.</div>
<p style="margin-top:6mm;line-height:1.5">Thank you for your instructions.<br><br>{e(s['name'])}</p>"""
    return document('en', css, body)


def page_us_patent_invoice(f):
    """An American patent firm's invoice on Letter paper over two pages: "HALVORSEN PIKE" (no "PLLC") with
    "Intellectual Property Law" and "in association with Stellmark & Vogt Patentanwälte, Munich"; the client's
    legal department; a box "Invoice No.", "Invoice Date", "Due Date", "Client No.", "Matter No.", "Client PO",
    "Billing Attorney"; "Re:" with the IPR, the parties "Petitioner v. Patent Owner", the patent and its application;
    the current invoice summary (fees, disbursements, "Total This Invoice"); an account summary with the prior
    balance of an earlier invoice, a payment received and "Total Balance Due"; remittance to the PLLC's lockbox and by
    wire with an ABA routing number; a stub to return; page 2 "Invoice No. … – Detail": time entries by day and
    timekeeper, the timekeeper summary and the disbursements; the EIN in the foot; page numbers."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = (multi_box('bottom-left', [f"{s['name']} · {s['post']} · Federal Tax ID {s['ein']}"], size='6.4pt')
             + page_box('bottom-right', 'Page ', ' of ', size='6.6pt'))
    css = base_css('13mm 16mm 17mm 16mm', boxes, size='8.4pt', paper='Letter') + f"""
body {{ -webkit-print-color-adjust: exact; print-color-adjust: exact; }}
.top td {{ vertical-align: top; }}
.brand {{ font-size: 19pt; letter-spacing: 4px; font-weight: bold; color: {s['colour']}; }}
.brand span {{ display: block; font-size: 8pt; font-weight: normal; letter-spacing: 2px; color: #555; }}
.assoc {{ font-size: 7.4pt; font-style: italic; color: #555; margin-top: 1mm; }}
.addr {{ text-align: right; font-size: 7.4pt; color: #444; line-height: 1.45; }}
.bill td {{ vertical-align: top; }}
.to {{ line-height: 1.45; padding-top: 7mm; }}
.box {{ border: 1px solid {s['colour']}; margin-left: auto; }}
.box td {{ padding: 0.7mm 2.5mm; white-space: nowrap; }}
.box td:first-child {{ background: #edf1f6; color: #333; font-size: 7.4pt; }}
.re {{ margin-top: 5mm; line-height: 1.5; }}
.re b {{ font-size: 9.2pt; }}
h2 {{ font-size: 9pt; text-transform: uppercase; letter-spacing: 1px; color: {s['colour']};
  border-bottom: 1px solid {s['colour']}; margin: 5mm 0 1.5mm; padding-bottom: 0.6mm; }}
.sum {{ width: 100%; }}
.sum td {{ padding: 0.7mm 1mm; }}
.sum tr.total td {{ font-weight: bold; border-top: 1px solid #333; }}
.sum tr.due td {{ font-weight: bold; font-size: 9.6pt; background: #edf1f6; }}
.remit {{ margin-top: 4mm; line-height: 1.5; }}
.stub {{ margin-top: 6mm; border-top: 1.1px dashed #444; padding-top: 2mm; }}
.stub table td {{ padding: 0.6mm 6mm 0.6mm 0; }}
.p2 {{ page-break-before: always; }}
.detail {{ width: 100%; font-size: 7.9pt; }}
.detail th {{ text-align: left; font-size: 7pt; background: #edf1f6; padding: 1mm 1.2mm; }}
.detail th.num {{ text-align: right; }}
.detail td {{ padding: 0.8mm 1.2mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
"""
    box = [('Invoice No.', e(f['number'])), ('Invoice Date', f['date']), ('Due Date', f['due']),
           ('Client No.', d['client']), ('Matter No.', d['matter']), ('Client PO', e(f['order'])),
           ('Billing Attorney', e(d['billing']))]
    fees = [x for x in f['lines'] if x.get('keeper')]
    costs = [x for x in f['lines'] if x.get('cost')]
    fee_total = sum(x['amount'] for x in fees)
    cost_total = sum(x['amount'] for x in costs)
    detail = ''.join(f"<tr><td class=nw>{date_text(row['day'], 'us')}</td><td>{row['who']}</td>"
                     f"<td>{e(row['task'])}</td><td class=num>{hours_text(row['hours'], False)}</td></tr>"
                     for row in d['entries'])
    keepers = ''.join(f"<tr><td>{e(x['keeper'])}</td><td>{x['initials']}</td><td>{e(x['title'])}</td>"
                      f"<td class=num>{hours_text(x['hours'], False)}</td><td class=num>{money(x['price'])}</td>"
                      f"<td class=num>{money(x['amount'])}</td></tr>" for x in fees)
    cost_rows = ''.join(f"<tr><td class=nw>{x['day']}</td><td colspan=2>{e(x['text'])}</td>"
                        f"<td class=num>{money(x['amount'])}</td></tr>" for x in costs)
    body = f"""
<table class="top" style="width:100%"><tr><td><div class="brand">{s['brand']}<span>INTELLECTUAL PROPERTY LAW</span>
</div><div class="assoc">in association with {e(s['association'])}</div></td>
<td class="addr">{e(s['post'])}<br>T {s['phone']}<br>www.{s['mail_domain']}</td></tr></table>
<table class="bill" style="width:100%"><tr><td class="to">{e(c['name'])}<br>{e(c['attention'])}<br>
{address(c['address'])}</td>
<td><table class="box">{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in box)}</table></td></tr></table>
<div class="re">Re: <b>{e(d['proceeding'])} – {e(d['opponent'])} v. {e(c['name'])}</b><br>
U.S. Patent No. {d['patent']} (Application No. {d['application']}) · Your docket {d['docket']}</div>
<p>For professional services rendered through {d['through']}, as detailed on the following page.</p>
<h2>Current invoice summary</h2>
<table class="sum"><tr><td>Professional fees ({hours_text(d['total_hours'], False)} hours)</td>
<td class=num>{money(fee_total)}</td></tr>
<tr><td>Disbursements</td><td class=num>{money(cost_total)}</td></tr>
<tr class=total><td>Total This Invoice</td><td class=num>{money(f['gross'])}</td></tr></table>
<h2>Account summary</h2>
<table class="sum"><tr><td>Prior balance (Invoice No. {d['prior']} dated {d['prior_day']})</td>
<td class=num>{money(d['prior_amount'])}</td></tr>
<tr><td>Payment received {d['paid_day']} – thank you</td><td class=num>({money(d['paid'])})</td></tr>
<tr><td>Balance forward</td><td class=num>{money(d['forward'])}</td></tr>
<tr><td>Total This Invoice</td><td class=num>{money(f['gross'])}</td></tr>
<tr class=due><td>Total Balance Due</td><td class=num>{money(d['balance'])}</td></tr></table>
<div class="remit"><b>Please remit to:</b> {e(s['name'])}, {e(s['lockbox'])}.<br>
Wire / ACH: {e(s['bank'])}, ABA routing no. {s['routing']}, account no. {s['account']}, account name
{e(s['name'])} – Operating Account; reference Invoice No. {e(f['number'])}. Do not send fees to our IOLTA trust
account.</div>
<div class="stub"><b>REMITTANCE – please return this portion with your check</b>
<table><tr><td>Client</td><td>{e(c['name'])} ({d['client']})</td><td>Invoice No.</td><td>{e(f['number'])}</td>
</tr><tr><td>Matter</td><td>{d['matter']}</td><td>Total Balance Due</td><td>{money(d['balance'])}</td></tr>
</table></div>
<div class="p2"><h2 style="margin-top:0">Invoice No. {e(f['number'])} – detail of professional services</h2>
<table class="detail"><thead><tr><th>Date</th><th>Atty</th><th>Description</th><th class=num>Hours</th></tr>
</thead><tbody>{detail}</tbody></table>
<h2>Timekeeper summary</h2>
<table class="detail"><thead><tr><th>Timekeeper</th><th></th><th>Title</th><th class=num>Hours</th>
<th class=num>Rate</th><th class=num>Amount</th></tr></thead><tbody>{keepers}</tbody></table>
<h2>Disbursements</h2>
<table class="detail"><thead><tr><th>Date</th><th colspan=2>Description</th><th class=num>Amount</th></tr></thead>
<tbody>{cost_rows}</tbody></table></div>"""
    return document('en', css, body)


# --- The pages: Germany, Switzerland and Austria ----------------------------------------------------------------------

def page_de_rvg_kostennote(f):
    """A German law firm's fee calculation as a DIN 5008 letter: "BRANDT OEHLSCHLÄGER / RECHTSANWÄLTE" at the left,
    the lawyers with their specialisations in a right-hand column; the sender's line with the PartG mbB over the
    window; an information block ("Unser Zeichen", "Ihr Zeichen", "Rechnungs-Nr.", "Datum"); "Kostenrechnung gemäß
    § 10 RVG"; "In Sachen … ./. … wegen Werklohn", the Landgericht's Az., the Gegenstandswert; a table of the fees
    (rate, fee number of the VV RVG, amount), the Pauschale, 19 % USt (Nr. 7008 VV RVG), the court fee advanced as a
    durchlaufender Posten; a summary of net, USt and gross; the Vorschuss deducted with the number and the date of
    its invoice; "Restbetrag"; the due date; the PartG mbB, its register, USt-IdNr., Steuernummer and the
    Stadtsparkasse in a foot of three columns."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    foot = [[s['name'], s['visit'], f"Tel. {s['phone']}"],
            [s['register'], f"USt-IdNr. {s['vat_printed']}", f"Steuernummer {s['steuernummer']}"],
            ['Stadtsparkasse München', f"IBAN {spaced(f['iban'])}", 'BIC SSKMDEMMXXX']]
    boxes = (multi_box('bottom-left', foot[0], size='6.3pt') + multi_box('bottom-center', foot[1], size='6.3pt')
             + multi_box('bottom-right', foot[2], size='6.3pt'))
    css = base_css('12mm 16mm 22mm 22mm', boxes, size='8.8pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 15pt; letter-spacing: 2.4px; color: {s['colour']}; }}
.brand span {{ display: block; font-size: 7.6pt; letter-spacing: 4.5px; color: #666; }}
.law {{ font-size: 6.9pt; line-height: 1.35; color: #333; width: 46mm; }}
.law div {{ margin-bottom: 1.2mm; }}
.law i {{ color: #777; }}
.sender {{ font-size: 6.4pt; color: #555; text-decoration: underline; margin-top: 9mm; }}
.window {{ line-height: 1.45; font-size: 9.2pt; margin-top: 1.5mm; height: 26mm; }}
.info td {{ padding: 0.35mm 0 0.35mm 4mm; white-space: nowrap; font-size: 8pt; }}
.info td:first-child {{ color: #666; padding-left: 0; font-size: 7.2pt; }}
h1 {{ font-size: 11.5pt; margin: 6mm 0 1.5mm; }}
.sache {{ line-height: 1.45; }}
.sache b {{ font-size: 9.8pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.rvg {{ width: 100%; margin-top: 2mm; }}
.rvg th {{ text-align: left; font-size: 7.2pt; color: #444; border-bottom: 1px solid #333; padding: 0.9mm 1.4mm; }}
.rvg th.num {{ text-align: right; }}
.rvg td {{ padding: 0.9mm 1.4mm; vertical-align: top; }}
.rvg tr.sub td {{ border-top: 0.6px solid #555; }}
.sum {{ margin: 3mm 0 0 auto; }}
.sum th {{ font-size: 7pt; color: #555; font-weight: normal; text-align: right; padding: 0.6mm 2mm 0.6mm 6mm; }}
.sum td {{ padding: 0.7mm 2mm 0.7mm 6mm; }}
.sum tr.total td {{ font-weight: bold; border-top: 1.2px solid #222; }}
.sum tr.rest td {{ font-weight: bold; font-size: 9.8pt; border-top: 0.6px solid #555; }}
"""
    law = ''.join(f"<div>{e(name)}{'<br><i>' + e(note) + '</i>' if note else ''}</div>" for name, note in s['lawyers'])
    info = [('Unser Zeichen', d['ours']), ('Ihr Zeichen', e(d['yours'])), ('Rechnungs-Nr.', e(f['number'])),
            ('Datum', f['date'])]
    fees = [x for x in f['lines'] if x['rate'] is not None]
    court = [x for x in f['lines'] if x['rate'] is None]
    rows = ''.join(f"<tr><td>{x['factor']}</td><td>{e(x['text'])}</td><td class=nw>{x['vv']}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in fees)
    (rate, (base, tax)), = f['per_rate'].items()
    court_rows = ''.join(f"<tr><td></td><td>{e(x['text'])}</td><td></td><td class=num>{money(x['amount'])}</td></tr>"
                         for x in court)
    body = f"""
<table class="top" style="width:100%"><tr><td>{scales(s['colour'], 26)}
<span class="brand" style="display:inline-block;vertical-align:middle;margin-left:2mm">{s['brand']}
<span>RECHTSANWÄLTE</span></span>
<div class="sender">{e(s['name'])} · {e(s['visit'])}</div>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}</div></td>
<td class="law">{law}<table class="info" style="margin-top:3mm">
{''.join(f'<tr><td>{a}</td><td>{b}</td></tr>' for a, b in info)}</table></td></tr></table>
<h1>Kostenrechnung gemäß § 10 RVG</h1>
<div class="sache">In Sachen <b>{e(c['name'])} ./. {e(d['opponent'])}</b> wegen Werklohn<br>
{e(d['court'])}, Az. {d['az']} · Gegenstandswert: {money(d['value'])}</div>
<p>Sehr geehrter Herr {e(c['surname'])},<br>
das Verfahren ist durch den in der mündlichen Verhandlung vom {d['hearing']} geschlossenen Vergleich beendet. Für
unsere Tätigkeit seit Ihrer Beauftragung vom {d['mandate']} berechnen wir Ihnen:</p>
<table class="rvg"><thead><tr><th>Satz</th><th>Gebühr / Auslage</th><th>Vorschrift</th><th class=num>Betrag</th></tr>
</thead><tbody>{rows}
<tr class=sub><td></td><td>Zwischensumme netto</td><td></td><td class=num>{money(base)}</td></tr>
<tr><td></td><td>{rate_text(rate)} % Umsatzsteuer</td><td class=nw>Nr. 7008 VV RVG</td><td class=num>{money(tax)}</td></tr>
<tr><td></td><td colspan=3 style="padding-top:2mm;color:#444">Verauslagt (durchlaufender Posten, ohne USt):</td></tr>
{court_rows}</tbody></table>
<table class="sum"><tr><th></th><th>netto</th><th>USt</th><th>brutto</th></tr>
<tr><td>Vergütung</td><td class=num>{money(base)}</td><td class=num>{money(tax)}</td>
<td class=num>{money(base + tax)}</td></tr>
<tr><td>Verauslagte Gerichtskosten</td><td class=num>{money(f['outside'])}</td><td class=num>–</td>
<td class=num>{money(f['outside'])}</td></tr>
<tr class=total><td>Gesamtbetrag</td><td class=num>{money(f['net'])}</td><td class=num>{money(tax)}</td>
<td class=num>{money(f['gross'])}</td></tr>
<tr><td colspan=3>abzüglich Vorschuss gemäß § 9 RVG, gezahlt am {d['advance_day']}<br>
(Vorschussrechnung Nr. {d['advance_no']}, darin {rate_text(rate)} % USt {money(d['advance_tax'])})</td>
<td class=num>−{money(d['advance'])}</td></tr>
<tr class=rest><td colspan=3>Restbetrag</td><td class=num>{money(d['rest'])}</td></tr></table>
<p>Bitte überweisen Sie den Restbetrag bis zum {f['due']} auf das unten genannte Konto unter Angabe der
Rechnungsnummer. Die Gerichtskosten haben wir mit der Klage an die Gerichtskasse gezahlt (Kassenzeichen
{d['kassenzeichen']}); eine Erstattung durch die Gegenseite nach dem Vergleich erhalten Sie gesondert.</p>
<p>Mit freundlichen Grüßen<br><br>{e(d['signer'])}<br>Rechtsanwältin</p>"""
    return document('de', css, body)


def page_ch_architekt_akonto(f):
    """A Swiss architects' interim invoice: the roof mark and "sihlwerk architekten" in lower case, the partners
    with their titles ("dipl. Architekt ETH SIA") in a line; the Bauherrschaft in the window at the right, "vertreten
    durch" its adviser; "Rechnung Nr." with "Datum", "Projekt-Nr.", "Objekt" in a box; the contract with its flat fee;
    a table of the SIA 102 phases (share, progress, fee earned to date); the earned total, three earlier interim
    invoices deducted by number and date; "Honorar diese Rechnung", "Nebenkosten 2.5 %", the permit fee advanced
    outside MWST, "Total exkl. MWST", "MWST 8.1 %", "Total inkl. MWST"; payable within 30 days (no date); the AG, its
    UID and the ZKB account in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-left', [
        f"{s['name']} · {s['visit']} · T {s['phone']} · {s['mail_domain']}",
        f"UID {s['vat_printed']} MWST · Zürcher Kantonalbank · IBAN {spaced(f['iban'])} · BIC ZKBKCHZZ80A"],
        size='6.3pt')
    css = base_css('14mm 18mm 20mm 20mm', boxes, size='8.5pt') + f"""
.top td {{ vertical-align: top; }}
.brand {{ font-size: 17pt; color: {s['colour']}; letter-spacing: 0.5px; }}
.brand b {{ font-weight: bold; }}
.partners {{ font-size: 7pt; color: #555; margin-top: 1.5mm; line-height: 1.4; }}
.window {{ margin: 10mm 0 0 52%; line-height: 1.45; font-size: 9.2pt; }}
.window .rep {{ font-size: 7.8pt; color: #555; }}
h1 {{ font-size: 13pt; margin: 8mm 0 2mm; font-weight: normal; }}
.box {{ width: 100%; border-top: 1.4px solid {s['colour']}; border-bottom: 0.6px solid #999; }}
.box td {{ padding: 0.9mm 3mm 0.9mm 0; vertical-align: top; }}
.box .l {{ font-size: 6.8pt; color: #666; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.ph {{ width: 100%; margin-top: 2mm; }}
.ph th {{ font-size: 7pt; color: #555; text-align: right; border-bottom: 0.8px solid #333; padding: 0.8mm 1.4mm;
  font-weight: normal; }}
.ph th:first-child {{ text-align: left; }}
.ph td {{ padding: 0.7mm 1.4mm; border-bottom: 0.4px solid #ddd; }}
.ph tr.total td {{ font-weight: bold; border-top: 0.8px solid #333; border-bottom: none; }}
.calc {{ margin: 3mm 0 0 auto; }}
.calc td {{ padding: 0.7mm 1.4mm 0.7mm 8mm; white-space: nowrap; }}
.calc tr.sub td {{ border-top: 0.6px solid #555; }}
.calc tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.2px solid #222; }}
"""
    phases = ''.join(f"<tr><td>{p['code']} {e(p['name'])}</td><td class=num>{p['share']} %</td>"
                     f"<td class=num>{ch(p['fee'])}</td><td class=num>{p['done']} %</td>"
                     f"<td class=num>{ch(p['earned'])}</td></tr>" for p in d['phases'])
    earlier = ''.join(f"<tr><td>abzüglich Akontorechnung Nr. {a['no']} vom {a['day']}</td>"
                      f"<td class=num>−{ch(a['amount'])}</td></tr>" for a in d['akonto'])
    fee, extra = (next(x for x in f['lines'] if x.get('kind') == kind) for kind in ('fee', 'extra'))
    permit = next(x for x in f['lines'] if x['rate'] is None)
    (rate, (base, tax)), = f['per_rate'].items()
    box = [('Rechnung Nr.', e(f['number'])), ('Datum', f['date']), ('Projekt-Nr.', d['project']),
           ('Objekt', e(d['object']))]
    body = f"""
<table class="top" style="width:100%"><tr><td>{roof_line(s['colour'])}
<span class="brand" style="vertical-align:middle;margin-left:2mm"><b>sihlwerk</b> architekten</span>
<div class="partners">{' · '.join(e(p) for p in s['partners'])}</div></td></tr></table>
<div class="window">{e(c['name'])}<br>{address(c['address'])}<br>
<span class="rep">vertreten durch {e(d['adviser'])}, {e(d['adviser_person'])}</span></div>
<h1>Akontorechnung {d['akonto_seq']}</h1>
<table class="box"><tr>{''.join(f"<td><div class=l>{a}</div>{b}</td>" for a, b in box)}</tr></table>
<p>Gemäss Architekturvertrag (SIA 1002) vom {d['contract']} beträgt das Pauschalhonorar CHF {ch(d['flat'])} exkl.
MWST. Leistungsstand per {d['status']} nach den Teilleistungen der Ordnung SIA 102; die Baubewilligung
{d['permit_no']} wurde am {d['permit_day']} erteilt.</p>
<table class="ph"><thead><tr><th>Teilleistung</th><th>Anteil</th><th>Honorar</th><th>erbracht</th>
<th>Honorar erbracht</th></tr></thead><tbody>{phases}
<tr class=total><td>Total Leistungsstand</td><td class=num>100 %</td><td class=num>{ch(d['flat'])}</td><td></td>
<td class=num>{ch(d['earned'])}</td></tr></tbody></table>
<table class="calc">
<tr><td>Honorar erbracht per {d['status']}</td><td class=num>{ch(d['earned'])}</td></tr>{earlier}
<tr class=sub><td>Honorar diese Rechnung</td><td class=num>{ch(fee['amount'])}</td></tr>
<tr><td>Nebenkosten pauschal {d['extra_pct']} % des Honorars</td><td class=num>{ch(extra['amount'])}</td></tr>
<tr><td>{e(permit['text'])}</td><td class=num>{ch(permit['amount'])}</td></tr>
<tr class=sub><td>Total exkl. MWST</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>MWST {rate_text(rate, False)} % auf CHF {ch(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Total inkl. MWST</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Zahlbar innert 30 Tagen netto. Die Baubewilligungsgebühr haben wir in Ihrem Namen an die Gemeinde Thalwil
bezahlt; sie ist ein durchlaufender Posten (Art. 24 Abs. 6 Bst. b MWSTG).</p>
<p>Freundliche Grüsse<br><br>{e(d['signer'])}</p>"""
    return document('de', css, body)


def page_at_stb_gutschrift(f):
    """An Austrian tax advisers' credit note: the monogram "PKP" with "PICHLER KRENN & PARTNER / Steuerberatung" and
    the network under it, the partners with their titles at the right; the client with its UID, Steuernummer and FN;
    "Graz, am <date>"; "GUTSCHRIFT" with "Gutschrift Nr." and "Klienten-Nr."; a framed box naming the corrected
    Honorarnote (its number bold and larger, its date and its amount); negative lines at 20 %; "Summe netto",
    "zzgl. 20 % USt", "Gutschriftsbetrag"; the refund to the client's own IBAN; the GmbH, its FN, court, UID and its
    IBAN in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · T {s['phone']} · office@{s['mail_domain']}",
        f"Firmenbuch {s['fn']}, Landesgericht für ZRS Graz · UID {s['vat_printed']} · Steiermärkische Sparkasse "
        f"IBAN {spaced(f['iban'])} · BIC STSPAT2GXXX"], size='6.3pt', align='center')
    css = base_css('14mm 18mm 20mm 20mm', boxes, size='8.7pt') + f"""
.top td {{ vertical-align: top; }}
.name {{ display: inline-block; vertical-align: middle; margin-left: 3mm; font-size: 11pt; letter-spacing: 2px;
  color: {s['colour']}; line-height: 1.3; }}
.name span {{ display: block; font-size: 7.6pt; letter-spacing: 0.5px; color: #555; }}
.net {{ font-size: 6.8pt; color: #777; margin-top: 1.5mm; }}
.people {{ text-align: right; font-size: 7pt; line-height: 1.45; color: #333; }}
.window {{ margin-top: 10mm; line-height: 1.45; font-size: 9.2pt; }}
.place {{ text-align: right; margin-top: -6mm; }}
h1 {{ font-size: 14pt; letter-spacing: 3px; margin: 8mm 0 1mm; color: {s['colour']}; font-weight: normal; }}
.meta td {{ padding: 0.4mm 6mm 0.4mm 0; }}
.meta td.l {{ color: #666; }}
.orig {{ border: 1px solid #555; padding: 2.4mm 3.5mm; margin-top: 4mm; line-height: 1.5; }}
.orig b {{ font-size: 11pt; }}
p {{ line-height: 1.5; margin: 2.2mm 0; }}
.lines {{ margin-top: 3mm; }}
.lines th {{ text-align: left; font-size: 7.2pt; border-bottom: 1px solid #333; padding: 1mm 1.5mm; color: #444; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1.1mm 1.5mm; border-bottom: 0.4px solid #ccc; vertical-align: top; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.8mm 1.5mm 0.8mm 10mm; white-space: nowrap; }}
.tot tr.total td {{ font-weight: bold; font-size: 10pt; border-top: 1.2px solid #222; }}
"""
    rows = ''.join(f"<tr><td>{i}</td><td>{e(x['text'])}</td><td class=num>{rate_cell(x, '')}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for i, x in enumerate(f['lines'], 1))
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td>{monogram('PKP', s['colour'])}<span class="name">PICHLER KRENN
&amp; PARTNER<span>Steuerberatung · Buchhaltung · Personalverrechnung</span></span>
<div class="net">Mitglied der Alpenland Tax Group – einem Netzwerk unabhängiger Kanzleien</div></td>
<td class="people">{'<br>'.join(e(p) for p in s['people'])}</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
<span class="small">UID {c['vat_printed']} · St.Nr. {d['steuernummer']} · {d['client_fn']}</span></div>
<div class="place">Graz, am {f['date']}</div>
<h1>GUTSCHRIFT</h1>
<table class="meta"><tr><td class=l>Gutschrift Nr.</td><td>{e(f['number'])}</td><td class=l>Klienten-Nr.</td>
<td>{d['client']}</td><td class=l>Sachbearbeiterin</td><td>{e(d['clerk'])}</td></tr></table>
<div class="orig">Rechnungskorrektur zu unserer Honorarnote Nr. <b>{d['original']}</b> vom {d['original_day']} über
{money(d['original_gross'])} (Jahresabschluss und Steuererklärungen {d['year']})</div>
<p>Sehr geehrte Frau {e(c['surname'])},<br>wie in unserer Besprechung vom {d['meeting']} vereinbart, schreiben wir
Ihnen folgende Beträge der oben genannten Honorarnote gut:</p>
<table class="lines" style="width:100%"><thead><tr><th>Pos.</th><th>Bezeichnung</th><th class=num>USt</th>
<th class=num>Betrag</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Summe netto</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>zzgl. {rate_text(rate)} % USt</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Gutschriftsbetrag</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Den Gutschriftsbetrag überweisen wir in den nächsten Tagen auf Ihr Konto IBAN {ib(d['client_iban'])}
(Raiffeisen-Landesbank Steiermark). Bitte berichtigen Sie Ihren Vorsteuerabzug aus der Honorarnote Nr.
{d['original']} entsprechend.</p>
<p>Mit freundlichen Grüßen<br><br>{e(d['signer'])}</p>"""
    return document('de', css, body)


# --- The pages: France, Wallonia and Luxembourg -----------------------------------------------------------------------

def page_fr_avocat_note(f):
    """A Paris law firm's "note d'honoraires": a column down the left with the scales, "MARCHETTI DELORME / AVOCATS À
    LA COUR" and the lawyers ("Maître …", "avocat associé", "avocate collaboratrice"), the bar and the toque; at the
    right the place and date, the client with its VAT number; "N/Réf.", "V/Réf."; "NOTE D'HONORAIRES N° …" as the
    heading; "Affaire : … c/ …" in bold with the court and the RG number; hours of two lawyers at their rates, a
    flat office charge, the débours outside VAT; a recap ("Total HT", "TVA 20 %", "Total TTC", the provision received,
    "Reste à payer"); the firm's account and, apart, the CARPA account for clients' funds; the SELARL, its RCS number,
    SIRET and VAT number in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} – société d'exercice libéral à responsabilité limitée d'avocats au capital de 20 000 € – "
        f"{s['visit']}",
        f"RCS Paris {s['siren_printed']} – SIRET {s['siret_printed']} – TVA intracommunautaire {s['vat_printed']} – "
        f"Barreau de Paris, toque {d['toque']}"], size='6.1pt', align='center')
    css = base_css('14mm 16mm 20mm 12mm', boxes, size='8.6pt') + f"""
.frame {{ width: 100%; }}
.frame > tbody > tr > td {{ vertical-align: top; }}
.side {{ width: 42mm; border-right: 0.8px solid {s['colour']}; padding-right: 4mm; }}
.brand {{ font-family: 'DejaVu Serif', serif; font-size: 11pt; letter-spacing: 1.5px; color: {s['colour']};
  margin-top: 2mm; line-height: 1.25; }}
.brand span {{ display: block; font-family: 'DejaVu Sans', sans-serif; font-size: 6.6pt; letter-spacing: 2px;
  color: #666; margin-top: 1mm; }}
.law {{ font-size: 7.2pt; line-height: 1.35; margin-top: 6mm; }}
.law div {{ margin-bottom: 1.8mm; }}
.law i {{ display: block; font-size: 6.5pt; color: #666; }}
.sideaddr {{ font-size: 6.6pt; color: #555; margin-top: 6mm; line-height: 1.45; }}
.main {{ padding-left: 7mm; }}
.place {{ text-align: right; }}
.client {{ margin: 7mm 0 0 45%; line-height: 1.45; font-size: 9pt; }}
.refs {{ margin-top: 6mm; }}
.refs td {{ padding: 0.3mm 5mm 0.3mm 0; }}
h1 {{ font-family: 'DejaVu Serif', serif; font-size: 13.5pt; font-weight: normal; letter-spacing: 1px;
  margin: 5mm 0 1.5mm; color: {s['colour']}; }}
.aff {{ line-height: 1.45; border-left: 3px solid {s['colour']}; padding-left: 3mm; }}
.aff b {{ font-size: 9.6pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
.lines {{ width: 100%; margin-top: 2mm; }}
.lines th {{ text-align: left; font-size: 7pt; color: #555; border-bottom: 1px solid #333; padding: 0.9mm 1.3mm; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 0.9mm 1.3mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.recap {{ margin: 3mm 0 0 auto; }}
.recap td {{ padding: 0.7mm 1.3mm 0.7mm 8mm; white-space: nowrap; }}
.recap tr.sub td {{ border-top: 0.6px solid #555; }}
.recap tr.ttc td {{ font-weight: bold; border-top: 1.2px solid #222; }}
.recap tr.rest td {{ font-weight: bold; font-size: 9.8pt; }}
.bank {{ margin-top: 3mm; font-size: 7.8pt; line-height: 1.5; }}
"""
    law = ''.join(f"<div>{e(name)}<i>{e(role)}</i></div>" for name, role in s['lawyers'])
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x.get('qty', '')}</td>"
                   f"<td class=num>{money(x['price']) if x.get('price') else ''}</td>"
                   f"<td class=num>{rate_cell(x, 'débours')}</td><td class=num>{money(x['amount'])}</td></tr>"
                   for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="frame"><tr><td class="side">{scales(s['colour'], 28)}
<div class="brand">{s['brand'][0]}<br>{s['brand'][1]}<span>AVOCATS À LA COUR</span></div>
<div class="law">{law}</div>
<div class="sideaddr">{e(s['visit_lines'][0])}<br>{e(s['visit_lines'][1])}<br>Tél. {s['phone']}<br>
{s['mail_domain']}<br>Toque {d['toque']}</div></td>
<td class="main"><div class="place">Paris, le {f['date']}</div>
<div class="client">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>
TVA {c['vat_printed']}</div>
<table class="refs"><tr><td>N/Réf. :</td><td>{d['ours']}</td></tr><tr><td>V/Réf. :</td><td>{e(d['yours'])}</td></tr>
</table>
<h1>NOTE D'HONORAIRES N° {e(f['number'])}</h1>
<div class="aff">Affaire : <b>{e(d['client_as'])} c/ {e(d['opponent'])}</b><br>{e(d['court'])} – RG n° {d['rg']}<br>
audience de plaidoiries du {d['hearing']} – jugement du {d['judgment']}</div>
<p>Conformément à la convention d'honoraires signée le {d['convention']}, nous vous prions de trouver ci-après le
détail de nos honoraires et frais pour la période du {d['first']} au {d['last']}.</p>
<table class="lines"><thead><tr><th>Désignation</th><th class=num>Heures</th><th class=num>Taux</th>
<th class=num>TVA</th><th class=num>Montant HT</th></tr></thead><tbody>{rows}</tbody></table>
<table class="recap">
<tr><td>Honoraires et frais soumis à TVA</td><td class=num>{money(base)}</td></tr>
<tr><td>Débours (art. 267 II 2° du CGI)</td><td class=num>{money(f['outside'])}</td></tr>
<tr class=sub><td>Total HT</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=ttc><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr>
<tr><td>Provision reçue le {d['provision_day']}</td><td class=num>−{money(d['provision'])}</td></tr>
<tr class=rest><td>Reste à payer</td><td class=num>{money(d['rest'])}</td></tr></table>
<div class="bank">Règlement à réception par virement à l'ordre de {e(s['name'])} – BNP Paribas – IBAN
{ib(f['iban'])} – BIC BNPAFRPPXXX, en rappelant le numéro de la note.<br>
<span class="small">Compte CARPA (fonds des clients uniquement, ne pas utiliser pour le règlement des honoraires) :
IBAN {ib(d['carpa'])}.</span><br>
<span class="small">TVA acquittée sur les encaissements. En cas de retard de paiement, pénalités au taux de trois fois
le taux d'intérêt légal et indemnité forfaitaire pour frais de recouvrement de 40 €.</span></div>
<p style="margin-top:4mm">{e(d['signer'])}</p></td></tr></table>"""
    return document('fr', css, body)


def page_be_huissier_etat(f):
    """A Walloon bailiff's statement of fees: the rod mark, "Maître Benoît LALLEMAND" large with "Huissier de
    justice" and the substitute and the candidate under it, the office at the right; the client in the window;
    "ÉTAT DE FRAIS ET HONORAIRES" with "Facture n°", "Date", "Échéance", "N/Réf.", "V/Réf."; the creditor and the
    debtor in bold, the judgment with its court, date and R.G. number, the principal sum; one table per act (its date
    and repertory number), each line with the tariff's article and its VAT or "non soumis"; "Total hors TVA", "TVA
    21 %", "Total TVAC"; the structured communication; signed by the substitute; the bailiff's name, enterprise number
    and BNP Paribas Fortis account in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']}, huissier de justice · {s['visit']} · Tél. {s['phone']} · {s['mail']}",
        f"TVA {s['vat_printed']} · BNP Paribas Fortis IBAN {spaced(f['iban'])} · BIC GEBABEBB"],
        size='6.3pt', align='center')
    css = base_css('13mm 17mm 19mm 17mm', boxes, size='8.3pt') + f"""
.top td {{ vertical-align: top; }}
.me {{ display: inline-block; vertical-align: middle; margin-left: 2mm; font-family: 'DejaVu Serif', serif;
  font-size: 15pt; color: {s['colour']}; line-height: 1.2; }}
.me span {{ display: block; font-family: 'DejaVu Sans', sans-serif; font-size: 8pt; color: #444; }}
.sub {{ font-size: 7pt; color: #555; margin-top: 1.5mm; line-height: 1.4; }}
.office {{ text-align: right; font-size: 7.2pt; color: #444; line-height: 1.45; }}
.window {{ margin: 8mm 0 0 55%; line-height: 1.45; font-size: 9pt; }}
h1 {{ font-size: 12.5pt; margin: 6mm 0 1.5mm; letter-spacing: 1px; }}
.meta {{ width: 100%; border: 0.8px solid #888; }}
.meta td {{ padding: 0.8mm 2mm; }}
.meta .l {{ color: #666; font-size: 7pt; }}
.case {{ margin-top: 3mm; line-height: 1.45; }}
.case b {{ font-size: 9.4pt; }}
.act {{ width: 100%; margin-top: 2.5mm; }}
.act caption {{ text-align: left; font-weight: bold; padding: 1mm 0; color: {s['colour']}; }}
.act th {{ text-align: left; font-size: 6.9pt; color: #555; border-bottom: 0.8px solid #333; padding: 0.7mm 1.3mm; }}
.act th.num {{ text-align: right; }}
.act td {{ padding: 0.7mm 1.3mm; border-bottom: 0.4px solid #ddd; }}
.act th:nth-child(2), .act td:nth-child(2) {{ width: 18mm; }}
.act th:nth-child(3), .act td:nth-child(3) {{ width: 20mm; }}
.act th:nth-child(4), .act td:nth-child(4) {{ width: 22mm; }}
.tot {{ margin: 3mm 0 0 auto; }}
.tot td {{ padding: 0.7mm 1.3mm 0.7mm 9mm; white-space: nowrap; }}
.tot tr.total td {{ font-weight: bold; font-size: 9.8pt; border-top: 1.2px solid #222; }}
.pay {{ margin-top: 4mm; border: 1px solid #555; padding: 2.2mm 3.5mm; line-height: 1.5; }}
.pay b {{ font-family: 'DejaVu Sans Mono', monospace; font-size: 10pt; }}
p {{ line-height: 1.45; margin: 2mm 0; }}
"""
    tables = ''
    for act in d['acts']:
        rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=nw>{x['art']}</td>"
                       f"<td class=num>{rate_cell(x, 'non soumis')}</td><td class=num>{money(x['amount'])}</td></tr>"
                       for x in f['lines'] if x['act'] == act['key'])
        tables += (f"<table class='act'><caption>{e(act['title'])} – acte du {act['day']}, rép. n° {act['rep']}"
                   f"</caption><thead><tr><th>Poste</th><th>Tarif</th><th class=num>TVA</th><th class=num>Montant"
                   f"</th></tr></thead><tbody>{rows}</tbody></table>")
    (rate, (base, tax)), = f['per_rate'].items()
    meta = [('Facture n°', e(f['number']), 'N/Réf.', d['ours']), ('Date', f['date'], 'V/Réf.', e(d['yours'])),
            ('Échéance', f['due'], 'Arrondissement', 'Namur')]
    body = f"""
<table class="top" style="width:100%"><tr><td>{mace(s['colour'])}<span class="me">Maître Benoît LALLEMAND
<span>Huissier de justice</span></span>
<div class="sub">Maître {e(d['substitute'])}, huissier de justice suppléant<br>{e(d['candidate'])},
candidat-huissier</div></td>
<td class="office">Étude établie à Namur<br>{e(s['visit'])}<br>Tél. {s['phone']}<br>{s['mail']}</td></tr></table>
<div class="window">{e(c['name'])}<br>{e(c['attention'])}<br>{address(c['address'])}<br>TVA {c['vat_printed']}</div>
<h1>ÉTAT DE FRAIS ET HONORAIRES</h1>
<table class="meta">{''.join(f"<tr><td class=l>{a}</td><td>{b}</td><td class=l>{x}</td><td>{y}</td></tr>"
                             for a, b, x, y in meta)}</table>
<div class="case">En cause de : <b>{e(c['name'])}</b>, créancier, contre : <b>{e(d['debtor'])}</b>, débiteur<br>
Titre : jugement du {e(d['court'])} du {d['judgment']}, R.G. {d['rg']} – principal {money(d['principal'])} et
intérêts</div>
{tables}
<table class="tot"><tr><td>Total hors TVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>dont non soumis à la TVA</td><td class=num>{money(f['outside'])}</td></tr>
<tr><td>TVA {rate_text(rate)} % sur {money(base)}</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Total TVAC</td><td class=num>{money(f['gross'])}</td></tr></table>
<div class="pay">Montant à verser au plus tard le {f['due']} sur le compte {ib(f['iban'])} avec la communication
structurée <b>{f['reference_printed']}</b>. Ces frais sont récupérables à charge du débiteur (A.R. du 30 novembre
1976 fixant le tarif des actes accomplis par les huissiers de justice).</div>
<p>Pour Maître Lallemand, empêché,<br><br>{e(d['substitute'])}, huissier de justice suppléant</p>"""
    return document('fr', css, body)


def page_lu_traductrice(f):
    """A Luxembourg sworn translator's fee note as a letter in a serif: the nib and her name with her oath and her
    languages at the left; the law firm's name and partners in the address at the right; "Luxembourg, le …";
    "V/Réf."; the subject "Objet : note d'honoraires n° …" (the only place of the number); "Affaire … c/ …" and the
    documents translated with the Portuguese court's case number and the register numbers of the certified
    translations; words times the rate, an urgency surcharge, certification, postage; VAT 17 %; "Total TTC";
    payable by a date to her BIL account; her name, VAT number and business permit in the foot."""
    s, c, d, money = f['seller'], f['customer'], f['d'], f['money']
    boxes = multi_box('bottom-center', [
        f"{s['name']} · {s['visit']} · {s['phone']} · {s['mail']}",
        f"TVA {s['vat_printed']} · Autorisation d'établissement n° {s['permit']} · BIL IBAN {spaced(f['iban'])} · "
        "BIC BILLLULL"], size='6.3pt', align='center')
    css = base_css('16mm 20mm 20mm 22mm', boxes, font="'DejaVu Serif', serif", size='9pt') + f"""
.top td {{ vertical-align: top; }}
.me {{ display: inline-block; vertical-align: middle; margin-left: 2mm; font-size: 13pt; color: {s['colour']}; }}
.oath {{ font-size: 7.6pt; font-style: italic; color: #555; margin-top: 1.5mm; line-height: 1.45; width: 80mm; }}
.to {{ line-height: 1.45; font-size: 9pt; padding-top: 14mm; }}
.to .firm {{ font-size: 7.4pt; color: #555; }}
.place {{ text-align: right; margin-top: 8mm; }}
.obj {{ margin-top: 6mm; font-weight: bold; }}
.refs {{ margin-top: 1mm; }}
.refs td {{ padding: 0.2mm 4mm 0.2mm 0; }}
p {{ line-height: 1.55; margin: 2.4mm 0; }}
.lines {{ width: 100%; margin-top: 3mm; font-family: 'DejaVu Sans', sans-serif; font-size: 8.1pt; }}
.lines th {{ text-align: left; font-size: 7pt; color: #555; border-bottom: 0.8px solid #333; padding: 0.9mm 1.3mm;
  font-weight: normal; }}
.lines th.num {{ text-align: right; }}
.lines td {{ padding: 1mm 1.3mm; border-bottom: 0.4px solid #ddd; vertical-align: top; }}
.tot {{ margin: 3mm 0 0 auto; font-family: 'DejaVu Sans', sans-serif; font-size: 8.4pt; }}
.tot td {{ padding: 0.7mm 1.3mm 0.7mm 9mm; white-space: nowrap; }}
.tot tr.total td {{ font-weight: bold; border-top: 1.2px solid #222; }}
"""
    rows = ''.join(f"<tr><td>{e(x['text'])}</td><td class=num>{x['qty']}</td><td class=num>{x['price']}</td>"
                   f"<td class=num>{money(x['amount'])}</td></tr>" for x in f['lines'])
    (rate, (base, tax)), = f['per_rate'].items()
    body = f"""
<table class="top" style="width:100%"><tr><td style="width:55%">{quill(s['colour'])}<span class="me">
{e(s['name'])}</span>
<div class="oath">Traductrice-interprète assermentée près la Cour supérieure de justice du Grand-Duché de
Luxembourg<br>portugais · français · allemand · anglais</div></td>
<td class="to">{e(c['name'])}<br><span class="firm">{e(c['firm_line'])}</span><br>{e(c['attention'])}<br>
{address(c['address'])}<br>TVA {c['vat_printed']}</td></tr></table>
<div class="place">Luxembourg, le {f['date']}</div>
<div class="obj">Objet : note d'honoraires n° {e(f['number'])} – traductions certifiées</div>
<table class="refs"><tr><td>V/Réf. :</td><td>{e(d['yours'])}</td></tr>
<tr><td>Affaire :</td><td><b>{e(d['party'])} c/ {e(d['opponent'])}</b></td></tr></table>
<p>Maître,<br>Suite à votre demande du {d['ordered']}, je vous ai remis le {d['delivered']} les traductions
certifiées du portugais vers le français de la {e(d['doc1'])} (proc. n.º {d['proc']}) et de la {e(d['doc2'])},
inscrites à mon répertoire sous les n° {d['rep1']} et {d['rep2']}. Je vous prie de trouver ci-dessous le décompte de
mes honoraires.</p>
<table class="lines"><thead><tr><th>Prestation</th><th class=num>Quantité</th><th class=num>Prix</th>
<th class=num>Montant</th></tr></thead><tbody>{rows}</tbody></table>
<table class="tot"><tr><td>Total HTVA</td><td class=num>{money(f['net'])}</td></tr>
<tr><td>TVA {rate_text(rate)} %</td><td class=num>{money(tax)}</td></tr>
<tr class=total><td>Total TTC</td><td class=num>{money(f['gross'])}</td></tr></table>
<p>Je vous saurais gré de bien vouloir régler ce montant au plus tard le {f['due']} sur mon compte
{ib(f['iban'])} auprès de la BIL, en indiquant le numéro de la note.</p>
<p>Veuillez agréer, Maître, l'expression de mes salutations distinguées.<br><br>{e(s['name'])}</p>"""
    return document('fr', css, body)


Pages = {'nl_advocaten_declaratie': page_nl_advocaten_declaratie,
         'be_advocaten_eindstaat': page_be_advocaten_eindstaat, 'nl_notaris_nota': page_nl_notaris_nota,
         'gb_solicitors_bill': page_gb_solicitors_bill, 'ie_accountants_feenote': page_ie_accountants_feenote,
         'us_patent_invoice': page_us_patent_invoice, 'de_rvg_kostennote': page_de_rvg_kostennote,
         'ch_architekt_akonto': page_ch_architekt_akonto, 'at_stb_gutschrift': page_at_stb_gutschrift,
         'fr_avocat_note': page_fr_avocat_note, 'be_huissier_etat': page_be_huissier_etat,
         'lu_traductrice': page_lu_traductrice}


Layouts = {
    'nl_advocaten_declaratie': 'Dutch law firm\'s monthly declaratie as a letter over two pages (serif): a grey sidebar '
                               'with the brand "WOLTERS BOERSMA / advocaten" (no legal form) and twelve lawyers\' '
                               'names with their roles; "Utrecht, <date>", "Ons kenmerk" (eight digits like the '
                               'number), "Cliëntnummer", "Uw kenmerk"; the number only in "Betreft: declaratie …" and '
                               'in the head of the time specification on page 2; "Inzake: client / opposing party" in '
                               'bold with the rolnummer; period and hearing dates; hours of three fee earners, 5% '
                               'office costs, the griffierecht and a register extract as verschotten without VAT, '
                               '"Totaal exclusief btw", "Btw 21% over …", "Totaal te voldoen"; due date; the N.V., '
                               'KvK and btw-nummer in the foot and the payment sentence',
    'be_advocaten_eindstaat': 'Flemish law firm\'s final statement of fees: the partners\' surnames "DE SMET · VANHOVE '
                              '· CLAEYS" centred as the letterhead over a line of six lawyers\' names; the legal name '
                              '"DSVC Advocaten BV" and a network only in the foot; a ruled block "Factuurnummer", '
                              '"Factuurdatum", "Vervaldag", "Onze ref." (same shape), "Uw ref."; "Inzake: client / '
                              'opposing party", court, A.R. number and judgment date; erelonen, kantoorkosten, '
                              'gerechtskosten (art. 28, 5° W.BTW, n.o.); two provision invoices (same shape as the '
                              'number) deducted by their nets before the 21% VAT; "Te betalen"; structured '
                              'communication in a frame',
    'nl_notaris_nota': 'Dutch notary\'s kostennota for a transfer and a mortgage deed: the notary\'s own name large in '
                       'a serif with "notaris", the candidate notaries at the right, "Notariskantoor Bosma"; the B.V. '
                       'only in the foot with KvK and btw-nummer; a ruled grid "Notanummer", "Datum", '
                       '"Dossiernummer", "Behandeld door"; the matter (property, cadastral parcel, vendor, mortgagee '
                       'bank, both deeds with their repertory numbers and Hyp4/Hyp3 entries); two amount columns '
                       '"belast" and "onbelast"; settled from the nota van afrekening on the day of the transfer (no '
                       'due date)',
    'gb_solicitors_bill': 'English LLP\'s bill as a letter: "HARCOURT PENROSE / SOLICITORS" (no "LLP"), partners and '
                          'consultants listed down the right; "Our ref", "Your ref", "Bill no:", "Date:" as reference '
                          'lines; "Re: client v opponent", claim number and court; time by grade and rate, counsel\'s '
                          'fee, a court fee outside the scope in a Net / VAT / Total table; payable within 28 days (no '
                          'date); sort code and account (no IBAN); signed "Harcourt Penrose LLP"; the LLP number, SRA '
                          'number (six digits like the bill number) and VAT number in the foot; remittance slip',
    'ie_accountants_feenote': 'Irish accountants\' fee note: "KEANE MORAN" in spaced capitals, a network\'s rings with '
                              '"CORRIB ALLIANCE / INTERNATIONAL" larger at the right; the client boxed with its VAT '
                              'and CRO numbers; "FEE NOTE" with "Fee Note No.", "Date", "Client Code", "Job Code", '
                              '"Partner"; narrative items with amounts at the right, a CRO filing fee as an outlay '
                              'outside VAT; "Total excluding VAT", "VAT @ 23%", "Total due"; "Payment due by"; the '
                              'partnership "Keane Moran & Co." only in the payment line, the sign-off and the foot '
                              'with the partners\' names',
    'us_patent_invoice': 'American patent firm\'s invoice (Letter) over two pages: "HALVORSEN PIKE / INTELLECTUAL '
                         'PROPERTY LAW" (no "PLLC"), "in association with" a Munich firm; a box "Invoice No.", '
                         '"Invoice Date", "Due Date", "Client No.", "Matter No.", "Client PO", "Billing Attorney"; '
                         '"Re:" an IPR with "Petitioner v. Patent Owner", patent and application numbers, the '
                         'client\'s docket; current invoice summary and an account summary with a prior invoice\'s '
                         'balance, a payment received and "Total Balance Due" larger than "Total This Invoice"; '
                         'remit to the PLLC (lockbox, ABA wire); a stub; page 2 time entries by date and timekeeper, '
                         'timekeeper summary and disbursements; no tax; EIN in the foot',
    'de_rvg_kostennote': 'German Rechtsanwälte PartG mbB\'s Kostenrechnung gemäß § 10 RVG, DIN 5008: "BRANDT '
                         'OEHLSCHLÄGER / RECHTSANWÄLTE", the lawyers with their Fachanwalt titles in a right-hand '
                         'column over the information block ("Unser Zeichen", "Ihr Zeichen", "Rechnungs-Nr.", '
                         '"Datum"); "In Sachen … ./. … wegen Werklohn", Landgericht Az., Gegenstandswert; 1,3 '
                         'Verfahrensgebühr Nr. 3100, 1,2 Terminsgebühr Nr. 3104, 1,0 Einigungsgebühr Nr. 1000, 1003, '
                         'Pauschale Nr. 7002 (2025 table), 19 % USt Nr. 7008; court fee advanced (durchlaufender '
                         'Posten); summary netto / USt / brutto; Vorschuss deducted with its invoice number (same '
                         'shape); Restbetrag; due date; PartG mbB, register, USt-IdNr., Steuernummer and IBAN in a '
                         'foot of three columns',
    'ch_architekt_akonto': 'Swiss architects\' interim invoice in CHF: roof mark and "sihlwerk architekten" in lower '
                           'case, partners with SIA titles; the Bauherrschaft "vertreten durch" its adviser (a GmbH); '
                           '"Akontorechnung 4" over a box "Rechnung Nr.", "Datum", "Projekt-Nr.", "Objekt"; contract, '
                           'flat fee, building permit; SIA 102 phases with shares, progress and fee earned; earned '
                           'to date less three earlier interim invoices (same shape); "Honorar diese Rechnung", '
                           '"Nebenkosten pauschal 2.5 %", the permit fee advanced (Art. 24 Abs. 6 Bst. b MWSTG), '
                           '"Total exkl. MWST", "MWST 8.1 %", "Total inkl. MWST"; payable within 30 days (no date); '
                           'the AG, UID and ZKB in the foot',
    'at_stb_gutschrift': 'Austrian Steuerberatung GmbH\'s credit note: monogram "PKP" and "PICHLER KRENN & PARTNER", a '
                         'network, partners with titles at the right; the client with UID, Steuernummer and FN; '
                         '"Graz, am … Jänner …"; "GUTSCHRIFT", "Gutschrift Nr.", "Klienten-Nr."; a framed '
                         '"Rechnungskorrektur zu unserer Honorarnote Nr." (bold, larger) with its date and amount; '
                         'negative lines at 20 %; "Summe netto", "zzgl. 20 % USt", "Gutschriftsbetrag"; the refund '
                         'to the client\'s IBAN in the letter; the GmbH, FN, UID and its IBAN in the foot; no due '
                         'date',
    'fr_avocat_note': 'French SELARL\'s note d\'honoraires: a left column with "MARCHETTI DELORME / AVOCATS À LA COUR" '
                      'and the lawyers ("Maître …"), the toque; "Paris, le …"; the client with its VAT number; '
                      '"N/Réf.", "V/Réf."; "NOTE D\'HONORAIRES N° …" as the heading; "Affaire : … c/ …" with court, '
                      '"RG n°" (same shape as the number), hearing and judgment dates; hours × rates, a flat office '
                      'charge, droit de plaidoirie and commissaire de justice fees as débours; "Total HT", "TVA 20 %", '
                      '"Total TTC", the provision received, "Reste à payer"; payable on receipt (no date); the '
                      'firm\'s IBAN and the CARPA account apart; SELARL, RCS, SIRET and TVA in the foot',
    'be_huissier_etat': 'Walloon bailiff\'s état de frais et honoraires: "Maître Benoît LALLEMAND / Huissier de '
                        'justice" (a person, no legal form), his substitute and candidate; the creditor (client) in '
                        'the window; "Facture n°", "Date", "Échéance", "N/Réf.", "V/Réf." in a ruled block; "En cause '
                        'de … contre … débiteur", the judgment, its R.G. and the principal; one table per act with '
                        'its date and repertory number, tariff articles, "21 %" or "non soumis"; "Total hors TVA", '
                        '"TVA 21 %", "Total TVAC"; structured communication; signed by the substitute; name, VAT '
                        'number and IBAN in the foot',
    'lu_traductrice': 'Luxembourg sworn translator\'s fee note as a serif letter: her name with her oath and languages; '
                      'the law firm (client) with its partners\' line and VAT number; "Luxembourg, le …"; the number '
                      'only in "Objet : note d\'honoraires n° …"; "V/Réf." (same shape), "Affaire … c/ …", the '
                      'Portuguese case number and the repertory numbers of the certified translations; words × rate, '
                      'urgency surcharge, certification, postage; "Total HTVA", "TVA 17 %", "Total TTC"; due date; '
                      'her VAT number, business permit and BIL IBAN in the foot',
}


# --- The firms, their clients and what they charge ---------------------------------------------------------------------

# Each fee note: language, country, layout, the number's pattern, date style, money style, due days (None: no date
# printed), the client's order pattern, the payment reference, the pages, the bank, the firm and its client.
Plan = [
    dict(language='nl', country='NL', layout='nl_advocaten_declaratie', number='{y}{n4}', dates='nl',
         money='eur_before', due=14, order=None, reference=None, pages=2, bank='RABO', early=True,
         seller=dict(name='Wolters Boersma Advocaten N.V.', brand=('WOLTERS', 'BOERSMA'),
                     visit='Maliebaan 71, 3581 CG Utrecht', visit_short=('Maliebaan 71', '3581 CG Utrecht'),
                     postbus='14120, 3508 SE Utrecht', phone='030 755 41 20', mail_domain='woltersboersma.nl',
                     mail_user='j.wolters', initials='JPW', signer='mr. J.P. Wolters', colour='#7b2d26',
                     lawyers=[('mr. J.P. Wolters', 'partner, advocaat'), ('mr. drs. A.M. Boersma', 'partner, advocaat'),
                              ('mr. C.E. Vermeulen-Dijk', 'partner, advocaat'), ('mr. S. Öztürk', 'advocaat'),
                              ('mr. L.C. de Graaf', 'advocaat'), ('mr. R.F. Nijhuis', 'advocaat'),
                              ('mr. E. van Dalen-Kok', 'advocaat'), ('mr. T. Bakker', 'advocaat'),
                              ('mr. M. El Idrissi', 'advocaat'), ('mr. F.J. Hoekstra', 'of counsel'),
                              ('N. Verbeek', 'juridisch medewerker'), ('I. Smits', 'juridisch medewerker')]),
         customer=dict(name='Bakkerij Hoefnagels B.V.', attention='t.a.v. de heer M. Hoefnagels',
                       surname='Hoefnagels', address=['Kanaalweg 40', '3526 KM Utrecht']),
         opponent='Woonstichting De Linie'),
    dict(language='nl', country='BE', layout='be_advocaten_eindstaat', number='{y}/{n4}', dates='slash', money='EUR',
         due=15, order=None, reference='structured', pages=1, bank='735',
         seller=dict(name='DSVC Advocaten BV', surnames=['DE SMET', 'VANHOVE', 'CLAEYS'],
                     visit='Doorniksesteenweg 112, 8500 Kortrijk', colour='#234e52',
                     network='lid van Lexwerk, een samenwerkingsverband van onafhankelijke advocatenkantoren',
                     lawyers=['Mr. Ellen De Smet', 'Mr. Koen Vanhove', 'Mr. Pieter-Jan Claeys', 'Mr. Lotte Verstraete',
                              'Mr. Arne Goethals', 'Mr. Yasmina El Amrani']),
         customer=dict(name='Vercauteren Bouw BV', attention='t.a.v. dhr. Jan Vercauteren', surname='Vercauteren',
                       address=['Gentsesteenweg 241', '8530 Harelbeke']),
         opponent='Immo Leieboorden NV'),
    dict(language='nl', country='NL', layout='nl_notaris_nota', number='{yy}-{n4}', dates='dash', money='eur_before',
         due=None, order=None, reference=None, pages=1, bank='INGB',
         seller=dict(name='Bosma Notariaat B.V.', notary='mr. H.J. Bosma',
                     candidates=['mr. P.A. de Jong', 'mr. R. Kamphuis'], visit='Stationsweg 18, 8011 CZ Zwolle',
                     postbus='40211, 8004 DE Zwolle', phone='038 755 62 00', mail_domain='bosmanotariaat.nl',
                     colour='#3c4a6b'),
         customer=dict(name='Veldkamp Logistiek B.V.', attention='t.a.v. mevrouw A. Veldkamp',
                       address=['Hanzeweg 9', '8061 RC Hasselt'])),
    dict(language='en', country='GB', layout='gb_solicitors_bill', number='{n6}', dates='en', money='gbp', due=None,
         order=None, reference=None, pages=1, bank=('LOYD', '30'),
         seller=dict(name='Harcourt Penrose LLP', brand='HARCOURT PENROSE', offices='Bristol · Cardiff · Exeter',
                     post='3 Queen Square, Bristol BS1 4JQ', dx='7812 Bristol', phone='0117 496 0412',
                     mail_domain='harcourtpenrose.co.uk', colour='#1d3557',
                     partners=['Amelia Harcourt', 'David Penrose', 'Richard J. Thorne', 'Priya Chandrasekaran',
                               'Owen Llewellyn', 'Fiona MacAulay', 'Tomasz Nowicki', 'Hannah Ashworth'],
                     consultants=['Geoffrey Ashdown', 'Margaret Olawale']),
         customer=dict(name='Severnside Packaging Limited', attention='For the attention of Mrs Helen Marsh',
                       surname='Marsh', address=['Unit 14, Avonmouth Way', 'Bristol BS11 9YA']),
         opponent='Kestrel Components Limited'),
    dict(language='en', country='IE', layout='ie_accountants_feenote', number='{n5}', dates='en_th', money='eur_en',
         due=30, order=None, reference=None, pages=1, bank=('AIBK', '93'),
         seller=dict(name='Keane Moran & Co.', brand='KEANE MORAN', post='14 South Mall, Cork T12 XK2A',
                     phone='+353 21 455 0412', mail_domain='keanemoran.ie', colour='#0b5563',
                     partners=['Aoife Keane FCA', 'Declan Moran FCA CTA', 'Siobhán Ní Bhriain ACA',
                               'Cathal Doherty FCA']),
         customer=dict(name='Brennan Craft Foods Limited', attention='Attn: Mr Conor Brennan, Director',
                       address=['Unit 3, Kinsale Road Business Park', 'Cork T12 R8CE'])),
    dict(language='en', country='US', layout='us_patent_invoice', number='{n6}', dates='us_long', money='usd', due=30,
         order='4500{d6}', reference=None, pages=2, bank=None, early=True,
         seller=dict(name='Halvorsen Pike PLLC', brand='HALVORSEN PIKE',
                     association='Stellmark & Vogt Patentanwälte, Munich',
                     post='200 Clarendon Street, 31st Floor, Boston, MA 02116',
                     lockbox='P.O. Box 845210, Boston, MA 02284-5210', phone='(617) 555-0148',
                     mail_domain='halvorsenpike.com', bank='Eastern Bank', colour='#2b3a55'),
         customer=dict(name='Northwind Optics Corp.',
                       attention='Attn: Legal Department – Ms. Dana Whitcombe, Senior IP Counsel',
                       address=['55 Technology Drive', 'Nashua, NH 03060']),
         opponent='Kestrel Sensors, Inc.'),
    dict(language='de', country='DE', layout='de_rvg_kostennote', number='{yy}-{n5}', dates='dot', money='eur_after',
         due=14, order=None, reference=None, pages=1, bank='70150000',
         seller=dict(name='Brandt Oehlschläger Rechtsanwälte PartG mbB', brand='BRANDT OEHLSCHLÄGER',
                     visit='Prinzregentenstraße 54, 80538 München', phone='089 5523 418-0',
                     register='Partnerschaftsregister AG München PR 2417', colour='#203a43',
                     lawyers=[('Dr. Henrike Brandt', 'Fachanwältin für Bau- und Architektenrecht'),
                              ('Matthias Oehlschläger', 'Fachanwalt für Handels- und Gesellschaftsrecht'),
                              ('Dr. Jan Wiesinger, LL.M.', 'Fachanwalt für Arbeitsrecht'),
                              ('Selin Aydın', ''), ('Tobias Reuter', 'angestellter Rechtsanwalt')]),
         customer=dict(name='Eberl Sanitär- und Heizungstechnik GmbH', attention='z. Hd. Herrn Stefan Eberl',
                       surname='Eberl', address=['Industriestraße 12', '85551 Kirchheim b. München']),
         opponent='Wohnbau Isartal GmbH & Co. KG'),
    dict(language='de', country='CH', layout='ch_architekt_akonto', number='{y}-{n3}', dates='dot', money='chf',
         due=None, order=None, reference=None, pages=1, bank='00700',
         seller=dict(name='Sihlwerk Architekten AG', visit='Sihlquai 253, 8005 Zürich', phone='044 555 27 40',
                     mail_domain='sihlwerk.ch', colour='#4a4e69',
                     partners=['Lukas Strübin, dipl. Architekt ETH SIA', 'Nadia Bär-Hofstetter, dipl. Architektin FH SIA',
                               'Reto Camenzind, Bauleiter']),
         customer=dict(name='Zimmerberg Immobilien AG', address=['Alte Landstrasse 88', '8800 Thalwil'])),
    dict(language='de', country='AT', layout='at_stb_gutschrift', number='GS-{y}-{n3}', dates='at',
         money='eur_before', due=None, order=None, reference=None, pages=1, bank='20815',
         seller=dict(name='Pichler Krenn & Partner Steuerberatung GmbH', visit='Joanneumring 18, 8010 Graz',
                     phone='0316 55 41 20', mail_domain='pkp-steuer.at', colour='#5c2a3e',
                     people=['Mag. Dr. Elisabeth Pichler, Steuerberaterin', 'Mag. Gerald Krenn, Steuerberater',
                             'MMag. Lisa Fuchs-Ebner, Steuerberaterin', 'Daniel Wurzer, BSc, Berufsanwärter']),
         customer=dict(name='Schöcklblick Hotelbetriebs GmbH', attention='z. H. Frau Mag. Birgit Url',
                       surname='Url', address=['Schöcklstraße 44', '8044 Graz'])),
    dict(language='fr', country='FR', layout='fr_avocat_note', number='{yy}/{n4}', dates='slash', money='eur_fr',
         due=None, order=None, reference=None, pages=1, bank='30004',
         seller=dict(name='Marchetti Delorme Avocats SELARL', brand=('MARCHETTI', 'DELORME'),
                     visit='14 rue de Miromesnil, 75008 Paris', visit_lines=('14 rue de Miromesnil', '75008 Paris'),
                     phone='01 55 43 27 10', mail_domain='marchetti-delorme.fr', colour='#1f4e5f',
                     lawyers=[('Maître Sandrine Marchetti', 'avocate associée'),
                              ('Maître Olivier Delorme', 'avocat associé, spécialiste en droit commercial'),
                              ('Maître Inès Benali', 'avocate collaboratrice'),
                              ('Maître Hugo Ferrand', 'avocat collaborateur'),
                              ('Maître Camille Roussel-Vidal', 'avocate, of counsel')]),
         customer=dict(name='Boulangeries Maréchal SAS', attention='Direction juridique – M. Julien Maréchal',
                       address=['48 rue de la Roquette', '75011 Paris'])),
    dict(language='fr', country='BE', layout='be_huissier_etat', number='{y}/{n5}', dates='slash', money='eur_after',
         due=15, order=None, reference='structured', pages=1, bank='001',
         seller=dict(name='Benoît Lallemand', visit='Rue de Fer 27, 5000 Namur', phone='081 55 42 70',
                     mail='etude@lallemand-huissier.be', colour='#5b3a29'),
         customer=dict(name='Comptoir Namurois des Matériaux SA', attention='Service recouvrement',
                       address=['Chaussée de Louvain 415', '5004 Bouge'])),
    dict(language='fr', country='LU', layout='lu_traductrice', number='T{yy}-{n3}', dates='fr',
         money='eur_code_after', due=30, order=None, reference=None, pages=1, bank='002',
         seller=dict(name='Sofia Almeida-Reuter', visit='17, rue des Glacis, L-1628 Luxembourg',
                     phone='+352 691 555 412', mail='sofia@almeida-traductions.lu', colour='#3d405b'),
         customer=dict(name='Kremer Schaack & Associés S.à r.l.',
                       firm_line='Avocats à la Cour – Me Paul Kremer, Me Anne Schaack, Me Luc Feltgen, '
                                 'Me Daniela Pinto',
                       attention="À l'attention de Maître Anne Schaack",
                       address=['28, boulevard Royal', 'L-2449 Luxembourg'])),
]


def issue_day(plan, drawn):
    """The fee note's date from the drawn day: a working day; early in a month for the monthly notes; the German one
    after the 2025 fee table came into force (1 June 2025) with time for the case; the Austrian one in January."""
    if plan.get('early'):
        drawn = drawn.replace(day=rng.randint(2, 9))
    if plan['layout'] == 'de_rvg_kostennote' and drawn < datetime.date(2025, 10, 1):
        drawn += days(rng.randint(130, 200))
    if plan['layout'] == 'at_stb_gutschrift':
        drawn = datetime.date(2026, 1, rng.randint(12, 29))
    return working_day(drawn)


def month_before(day):
    """The first and last days of the month before `day`'s."""
    last = day.replace(day=1) - days(1)
    return last.replace(day=1), last


NL_TASKS = {
    'JPW': ['bespreking strategie en schikkingsruimte met cliënt', 'beoordelen schikkingsvoorstel wederpartij',
            'telefonisch overleg met advocaat wederpartij (mr. K. Smit)', 'bespreking met de heer Hoefnagels',
            'revisie concept-brief aan cliënt over proceskansen'],
    'SÖ': ['bestuderen producties wederpartij', 'juridisch onderzoek huurprijsaanpassing bedrijfsruimte '
           '(art. 7:303 BW)', 'opstellen akte houdende overlegging producties',
           'correspondentie met de griffie', 'e-mailcorrespondentie met cliënt over de huurbetalingen',
           'opstellen concept-vaststellingsovereenkomst', 'analyse jurisprudentie Hoge Raad huurachterstand',
           'telefonisch overleg met de boekhouder van cliënt'],
    'NV': ['bijwerken procesdossier', 'nummeren en indienen producties via Mijn Rechtspraak',
           'opvragen uittreksel Handelsregister wederpartij', 'dossierbeheer en archivering'],
}
US_TASKS = {
    'KMP': ["Conference with client (D. Whitcombe) re strategy for Patent Owner Sur-Reply",
            "Review Petitioner's Reply and the supplemental declaration of Dr. R. Alvarez",
            "Revise draft Sur-Reply; comments to J. Osei",
            "Telephone conference with co-counsel (Stellmark & Vogt) re parallel EP opposition"],
    'EJH': ["Review draft Sur-Reply arguments on secondary considerations",
            "Strategy conference with K. Pike re oral hearing", "Review Board's order on motion to exclude"],
    'JO': ["Draft Patent Owner Sur-Reply, sections II–IV", "Legal research re motivation to combine Tanaka and Brenner",
           "Research re scope of sur-reply under the Trial Practice Guide", "Analyze Petitioner's exhibits 1031–1044",
           "Draft objections to evidence under 37 C.F.R. § 42.64", "Cite-check and finalize Sur-Reply for filing",
           "Draft motion to exclude portions of Alvarez declaration"],
    'MTR': ["Technical analysis of optical stack claims 1–14 against Tanaka reference",
            "Prepare claim chart for Sur-Reply exhibit", "Review prosecution history of the '907 patent",
            "Technical review of Alvarez supplemental declaration", "Prepare demonstratives of lens geometry"],
    'LB': ["Prepare exhibit list and update exhibit numbering (Ex. 2001–2047)", "File Sur-Reply and exhibits via P-TACTS",
           "Update docket and deadlines chart", "Organize deposition exhibits and transcripts"],
}


def build(plan, issued, number, show):
    """The note's lines and the facts the page prints around them (`d`): other numbers, dates and names."""
    layout, lines, d = plan['layout'], [], {'opponent': plan.get('opponent')}
    if layout == 'nl_advocaten_declaratie':
        first, last = month_before(issued)
        earners = [('JPW', 'mr. J.P. Wolters', Decimal('345.00')), ('SÖ', 'mr. S. Öztürk', Decimal('235.00')),
                   ('NV', 'N. Verbeek, juridisch medewerker', Decimal('125.00'))]
        hearing = pick_days(first + days(8), last - days(6), 1)[0]
        fixed = [(hearing, 'JPW', 'bijwonen mondelinge behandeling rechtbank Midden-Nederland, locatie Utrecht',
                  Decimal(rng.randint(25, 40)) / 10)]
        rows, hours = entries(first, last, earners, NL_TASKS, {'JPW': 3, 'SÖ': 7, 'NV': 3}, fixed)
        for initials, name, price in earners:
            lines.append(fee_line(name, times(hours[initials], price), 21, earner=name, initials=initials,
                                  hours=hours[initials], price=price))
        fees = sum(x['amount'] for x in lines)
        lines.append(fee_line('Kantoorkosten', fees * Decimal('0.05'), 21, office=True))
        fee_day = pick_days(first, last, 1)[0]
        lines.append(fee_line(f"griffierecht rechtbank Midden-Nederland (nota griffie van {date_text(fee_day, 'dash')})",
                              rng.choice([Decimal('2889.00'), Decimal('1417.00'), Decimal('2211.00')]), None))
        lines.append(fee_line(f"uittreksel Handelsregister {plan['opponent']}", Decimal('3.05'), None))
        d.update(entries=rows, ours=f'{issued.year - 1}{digits(4)}', client=f'1{digits(4)}', yours='MH/huur',
                 rol=f'C/16/{rng.randint(540000, 589999)} / HA ZA {(issued.year - 1) % 100}-{rng.randint(100, 999)}',
                 first=date_text(first, 'nl'), last=date_text(last, 'nl'), hearing=date_text(hearing, 'nl'),
                 total_hours=sum(hours.values()), office_pct=5)
    elif layout == 'be_advocaten_eindstaat':
        opened = issued - days(rng.randint(330, 460))
        judgment = working_day(issued - days(rng.randint(10, 25)))
        hearing = working_day(judgment - days(rng.randint(28, 42)))
        hours = Decimal(rng.randint(58, 120)) / 4
        lines.append(fee_line(f"Studie, conclusies en briefwisseling: {hours_text(hours)} uur à EUR 165,00",
                              times(hours, Decimal('165.00')), 21, kind='fee'))
        lines.append(fee_line(f"Pleidooi ter zitting van {show(hearing)} (forfait)", Decimal('650.00'), 21, kind='fee'))
        letters, copies, km = rng.randint(28, 64), rng.randint(120, 420), rng.randint(60, 220)
        lines += [fee_line('Openen en beheer van het dossier (forfait)', Decimal('75.00'), 21, kind='cost'),
                  fee_line(f'Brieven en e-mails: {letters} × EUR 9,50', times(letters, Decimal('9.50')), 21,
                           kind='cost'),
                  fee_line(f'Kopieën en afdrukken: {copies} × EUR 0,30', times(copies, Decimal('0.30')), 21,
                           kind='cost'),
                  fee_line(f'Verplaatsingen: {km} km × EUR 0,4326', times(km, Decimal('0.4326')), 21, kind='cost')]
        summons = working_day(opened + days(rng.randint(20, 40)))
        lines += [fee_line('Rolrecht Ondernemingsrechtbank Gent', Decimal('165.00'), None, kind='court'),
                  fee_line('Bijdrage Fonds voor de juridische tweedelijnsbijstand', Decimal('24.00'), None,
                           kind='court'),
                  fee_line(f'Kosten gerechtsdeurwaarder, dagvaarding van {show(summons)}',
                           Decimal(rng.randint(18000, 29000)) / 100, None, kind='court')]
        serial = rng.randint(40, 500)
        for day, amount in ((opened + days(rng.randint(3, 12)), Decimal(rng.choice([1000, 1250, 1500]))),
                            (summons + days(rng.randint(60, 120)), Decimal(rng.choice([1500, 2000])))):
            serial = serial + rng.randint(120, 400) if lines[-1]['kind'] == 'provision' and \
                lines[-1]['ref'].startswith(str(day.year)) else rng.randint(40, 500)
            lines.append(fee_line('provisie', -amount, 21, kind='provision', ref=f'{day.year}/{serial:04d}',
                                  day=show(day)))
        d.update(ours=f'{opened.year}/{digits(4)}/KV', yours=f'JV/{opened.year}-{rng.randint(1, 12):02d}',
                 lawyer='Mr. Koen Vanhove', court='Ondernemingsrechtbank Gent, afdeling Kortrijk',
                 ar=f'A/{summons.year % 100}/{digits(5)}', judgment=show(judgment), opened=show(opened),
                 provisions=[x['ref'] for x in lines if x['kind'] == 'provision'])
    elif layout == 'nl_notaris_nota':
        passed = working_day(issued - days(rng.randint(1, 4)))
        lines += [fee_line('Honorarium akte van levering', Decimal(rng.randint(1050, 1450)), 21),
                  fee_line('Honorarium akte van hypotheekstelling', Decimal(rng.randint(520, 690)), 21),
                  fee_line('Kosten kwaliteitsrekening en elektronisch betalingsverkeer', Decimal('45.00'), 21),
                  fee_line('Inschrijving akte van levering in de openbare registers (Kadaster)', Decimal('160.50'),
                           None),
                  fee_line('Inschrijving hypotheekakte in de openbare registers (Kadaster)', Decimal('160.50'), None),
                  fee_line('Kadastrale recherches en uittreksels', Decimal('28.60'), None),
                  fee_line('Uittreksels Handelsregister koper en verkoper', Decimal('6.10'), None)]
        d.update(dossier=f'{passed.year}.{digits(4)}.HB', clerk='mw. I. Postma',
                 property='bedrijfspand met ondergrond en erf, Marconistraat 22, 8013 PL Zwolle',
                 parcel=f'gemeente Zwolle, sectie K, nummer {rng.randint(4000, 6999)}', vendor='Holding Tessel B.V.',
                 bank='Coöperatieve Rabobank U.A.', passed=show(passed), rep_transfer=f'{rng.randint(1100, 1999)}',
                 hyp_transfer=f'Hyp4 deel {rng.randint(90000, 99999)} nummer {rng.randint(10, 199)}',
                 hyp_mortgage=f'Hyp3 deel {rng.randint(80000, 89999)} nummer {rng.randint(10, 199)}')
        d['rep_mortgage'] = str(int(d['rep_transfer']) + 1)
    elif layout == 'gb_solicitors_bill':
        _, last = month_before(issued)
        first = (last - days(rng.randint(60, 80))).replace(day=1)
        cmc = working_day(last - days(rng.randint(5, 25)))
        for grade, price in (('Partner (Grade A)', Decimal('395.00')), ('Associate (Grade C)', Decimal('245.00')),
                             ('Trainee solicitor (Grade D)', Decimal('140.00'))):
            spent = Decimal(rng.randint(30, 160)) / 10
            lines.append(fee_line(grade, times(spent, price), 20, grade=grade, hours=f'{spent:.1f}', price=price))
        lines.append(fee_line("Counsel's fee – Ms Anna Whitcombe, Queen Square Chambers (advice and CMC)",
                              Decimal(rng.randint(30, 65) * 50), 20, counsel=True))
        lines.append(fee_line('Court fee – application notice (Civil Proceedings Fees Order 2008)', Decimal('313.00'),
                              None))
        client_code = digits(6)
        d.update(ours=f'DP/SEV/{client_code}.{digits(4)}', yours='HM/legal',
                 claim=f'BS-{first.year}-{rng.randint(100, 999):06d}',
                 court='High Court of Justice, Business and Property Courts in Bristol, Circuit Commercial Court',
                 opp_solicitors='Whitlock Carey LLP', cmc=date_text(cmc, 'en'), first=date_text(first, 'en'),
                 last=date_text(last, 'en'))
    elif layout == 'ie_accountants_feenote':
        year = issued.year - 1 if issued.month > 3 else issued.year - 2
        meeting = working_day(issued - days(rng.randint(20, 50)))
        ard = issued - days(rng.randint(30, 90))
        lines += [
            fee_line(f"Statutory audit of the financial statements of the company for the year ended 31 December "
                     f"{year}, in accordance with the Companies Act 2014, and attendance at the meeting of the "
                     "directors to approve them", Decimal(rng.randint(150, 240) * 50), 23),
            fee_line(f"Preparation of the company's corporation tax return (Form CT1) for the accounting period "
                     f"ended 31 December {year}, including iXBRL tagging of the financial statements",
                     Decimal(rng.randint(36, 52) * 50), 23),
            fee_line(f"Company secretarial: preparation and filing of the annual return (Form B1) made up to "
                     f"{date_text(ard, 'en_th')}, and the directors' and members' minutes",
                     Decimal(rng.randint(9, 13) * 50), 23),
            fee_line(f"Advice on the close company surcharge and the directors' remuneration, including our "
                     f"meeting of {date_text(meeting, 'en_th')}", Decimal(rng.randint(12, 24) * 50), 23),
            fee_line('CRO filing fee, Form B1 (paid on your behalf)', Decimal('20.00'), None)]
        d.update(client=f'BRE{digits(3)}', job=f'AUD{year % 100}-{digits(3)}', partner='Aoife Keane',
                 client_cro=str(rng.randint(400000, 799999)), year=year)
    elif layout == 'us_patent_invoice':
        first, last = month_before(issued)
        keepers = [('KMP', 'Karen M. Pike', 'Partner', Decimal('725.00')),
                   ('EJH', 'Erik J. Halvorsen', 'Partner', Decimal('780.00')),
                   ('JO', 'Julian Osei', 'Associate', Decimal('495.00')),
                   ('MTR', 'Mei Tanaka-Ross', 'Patent Agent', Decimal('410.00')),
                   ('LB', 'Laura Brennan', 'Paralegal', Decimal('245.00'))]
        deposition = pick_days(first + days(5), last - days(5), 1)[0]
        fixed = [(deposition, 'KMP', 'Travel to Washington, D.C.; defend deposition of Dr. M. Ferreira',
                  Decimal(rng.randint(80, 105)) / 10)]
        rows, hours = entries(first, last, [(k, n, p) for k, n, _, p in keepers], US_TASKS,
                              {'KMP': 3, 'EJH': 2, 'JO': 6, 'MTR': 4, 'LB': 3}, fixed)
        for initials, name, title, price in keepers:
            lines.append(fee_line(name, times(hours[initials], price), None, keeper=name, initials=initials,
                                  title=title, hours=hours[initials], price=price))
        costs = [('Court reporting and transcript, deposition of Dr. M. Ferreira – Bay State Reporting, Inc.',
                  rng.randint(120000, 220000)),
                 ('Expert witness fees – Dr. P. Lindgren, Optronic Consulting LLC', rng.randint(400000, 900000)),
                 ('Travel – airfare Boston–Washington D.C. for deposition (K. Pike)', rng.randint(38000, 72000)),
                 ('Overnight delivery of exhibits to opposing counsel', rng.randint(4000, 9000))]
        spent = []
        for text, cents in costs:
            spent.append((deposition if 'deposition' in text else pick_days(first, last, 1)[0], text, cents))
        for day, text, cents in sorted(spent, key=lambda item: item[0]):
            lines.append(fee_line(text, Decimal(cents) / 100, None, cost=True, day=date_text(day, 'us')))
        prior_day = working_day(first + days(rng.randint(2, 9)))
        prior_amount = Decimal(rng.randint(1800000, 4200000)) / 100
        paid = (prior_amount * Decimal(rng.choice(['0.5', '0.6', '0.75']))).quantize(CENT)
        d.update(entries=rows, total_hours=sum(hours.values()), client=f'0{digits(4)}', billing='Karen M. Pike',
                 proceeding=f'IPR{first.year}-00{digits(3)}', patent=f'11,{digits(3)},{digits(3)}',
                 application=f'16/{digits(3)},{digits(3)}', docket=f'NWO-P-{digits(4)}',
                 through=date_text(last, 'us_long'), prior=str(int(number) - rng.randint(700, 1600)),
                 prior_day=date_text(prior_day, 'us'), prior_amount=prior_amount,
                 paid_day=date_text(working_day(last - days(rng.randint(1, 8))), 'us'), paid=paid,
                 forward=prior_amount - paid)
        d['matter'] = f"{d['client']}-{digits(4)}"
    elif layout == 'de_rvg_kostennote':
        mandate = working_day(max(datetime.date(2025, 6, 2), issued - days(rng.randint(110, 180))))
        filed = working_day(mandate + days(rng.randint(10, 25)))
        hearing = working_day(issued - days(rng.randint(12, 30)))
        value = rng.randint(2600, 18900) * 10
        fee = rvg_fee(value)
        for factor, text, vv in (('1,3', 'Verfahrensgebühr', 'Nr. 3100 VV RVG'),
                                 ('1,2', 'Terminsgebühr', 'Nr. 3104 VV RVG'),
                                 ('1,0', 'Einigungsgebühr (gerichtliches Verfahren)', 'Nr. 1000, 1003 VV RVG')):
            lines.append(fee_line(f'{text}, §§ 2, 13 RVG', fee * Decimal(factor.replace(',', '.')), 19,
                                  factor=factor, vv=vv))
        lines.append(fee_line('Pauschale für Post- und Telekommunikationsdienstleistungen', Decimal('20.00'), 19,
                              factor='', vv='Nr. 7002 VV RVG'))
        lines.append(fee_line(f"Gerichtskostenvorschuss, an die Gerichtskasse gezahlt am {show(filed)}",
                              Decimal(rng.randint(90, 260) * 10) + Decimal('0.50') * rng.randint(0, 1), None))
        advance = Decimal(rng.choice([1000, 1500, 2000]))
        advance_tax = (advance * Decimal('0.19')).quantize(CENT)
        d.update(ours=f'{rng.randint(100, 999)}/{mandate:%y} HB/sk', yours='SE/Isartal',
                 court='Landgericht München I', az=f'{rng.randint(2, 41)} O {rng.randint(2000, 19999)}/{filed:%y}',
                 value=Decimal(value), fee=fee, hearing=show(hearing), mandate=show(mandate),
                 advance_day=show(mandate + days(rng.randint(6, 14))), advance_tax=advance_tax,
                 advance=advance + advance_tax, advance_no=f'{mandate:%y}-{int(number[3:]) - rng.randint(200, 500):05d}',
                 kassenzeichen=f'{digits(4)} {digits(4)} {digits(4)}', signer='Dr. Henrike Brandt')
    elif layout == 'ch_architekt_akonto':
        flat = Decimal(rng.randint(380, 620) * 1000)
        done = {'41': rng.choice([40, 50, 60, 75]), '51': rng.choice([20, 25, 30, 40])}
        phases = []
        for code, name, share in (('31', 'Vorprojekt', '9'), ('32', 'Bauprojekt', '21'),
                                  ('33', 'Bewilligungsverfahren', '2.5'), ('41', 'Ausschreibung', '18'),
                                  ('51', 'Ausführungsprojekt', '16'), ('52', 'Ausführung', '29'),
                                  ('53', 'Inbetriebnahme, Abschluss', '4.5')):
            part = (flat * Decimal(share) / 100).quantize(CENT)
            progress = done.get(code, 100 if code < '41' else 0)
            phases.append(dict(code=code, name=name, share=share, fee=part, done=progress,
                               earned=(part * progress / 100).quantize(CENT)))
        earned = sum(p['earned'] for p in phases)
        target = earned - (earned * Decimal(rng.uniform(0.12, 0.2))).quantize(Decimal('1'))
        cuts = [Decimal(round(target * Decimal(w) / 500) * 500) for w in ('0.27', '0.38')]
        parts = cuts + [Decimal(round((target - sum(cuts)) / 500) * 500)]
        status = issued.replace(day=1) - days(1)
        contract = datetime.date(issued.year - 2 if issued.month < 7 else issued.year - 1, rng.randint(2, 11),
                                 rng.randint(2, 27))
        akonto, day, serial = [], working_day(contract + days(rng.randint(100, 160))), 0
        for amount in parts:
            serial = serial + rng.randint(25, 60) if akonto and akonto[-1]['year'] == day.year else rng.randint(8, 40)
            akonto.append(dict(no=f'{day.year}-{serial:03d}', day=show(day), year=day.year, amount=amount))
            day = working_day(day + days(rng.randint(90, 130)))
        fee = earned - sum(parts)
        lines += [fee_line('Honorar diese Rechnung', fee, Decimal('8.1'), kind='fee'),
                  fee_line('Nebenkosten', fee * Decimal('0.025'), Decimal('8.1'), kind='extra'),
                  fee_line('Baubewilligungsgebühr Gemeinde Thalwil, vorgeschossen (ohne MWST)',
                           Decimal(rng.randint(480, 1360) * 5), None)]
        permit_day = working_day(contract + days(rng.randint(260, 330)))
        d.update(flat=flat, phases=phases, earned=earned, akonto=akonto, akonto_seq=len(akonto) + 1,
                 status=show(status), contract=show(contract), project=digits(4), extra_pct='2.5',
                 object='Ersatzneubau Mehrfamilienhaus Seestrasse 114, 8800 Thalwil',
                 permit_no=f'BG {permit_day.year}/{digits(3)}', permit_day=show(permit_day),
                 adviser='Küng Bauherrenberatung GmbH', adviser_person='Frau Corinne Küng', signer='Lukas Strübin')
    elif layout == 'at_stb_gutschrift':
        original_day = working_day(datetime.date(2025, rng.randint(10, 12), rng.randint(2, 26)))
        lines += [fee_line('Honorarreduktion Jahresabschluss 2024 laut Vereinbarung (Pauschale statt Zeitaufwand)',
                           -Decimal(rng.randint(24, 48) * 25), 20),
                  fee_line('Buchhaltung Dezember 2024 – doppelt verrechnet (Honorarnote Pos. 4)',
                           -Decimal(rng.randint(280, 460)), 20),
                  fee_line('Fahrtkosten Inventurbesuch 31.12.2024 – irrtümlich verrechnet',
                           -Decimal(rng.randint(4000, 9000)) / 100, 20)]
        original_net = Decimal(rng.randint(6000, 9000))
        d.update(client=digits(5), clerk='Mag. (FH) Sandra Rauch', original=f'2025/{rng.randint(300, 980):04d}',
                 original_day=show(original_day), original_gross=original_net * Decimal('1.2'), year=2024,
                 steuernummer=f'{rng.randint(60, 69)} {digits(3)}/{digits(4)}', client_fn=made.firmenbuchnummer(),
                 client_iban=made.austrian_iban('38000'), meeting=show(working_day(issued - days(rng.randint(5, 12)))),
                 signer='Mag. Dr. Elisabeth Pichler')
    elif layout == 'fr_avocat_note':
        judgment = working_day(issued - days(rng.randint(4, 10)))
        hearing = working_day(judgment - days(rng.randint(35, 49)))
        first = hearing - days(rng.randint(110, 150))
        convention = first - days(rng.randint(60, 200))
        for who, price in (('Maître Sandrine Marchetti, associée', Decimal('380.00')),
                           ('Maître Inès Benali, collaboratrice', Decimal('220.00'))):
            spent = Decimal(rng.randint(8, 40)) / 2
            lines.append(fee_line(f'Honoraires au temps passé – {who}', times(spent, price), 20,
                                  qty=hours_text(spent), price=price))
        lines.append(fee_line('Frais de secrétariat, reprographie et correspondance (forfait)', Decimal('150.00'), 20))
        lines += [fee_line(f"Droit de plaidoirie – audience du {show(hearing)}", Decimal('13.00'), None),
                  fee_line('Frais de commissaire de justice – signification du jugement',
                           Decimal(rng.randint(7200, 12400)) / 100, None)]
        provision = Decimal(rng.choice([1800, 2400, 3000]))
        d.update(ours=f'{convention.year % 100}.{digits(4)} – SM/IB', yours='Direction juridique – bail Roquette',
                 court='Tribunal judiciaire de Paris, 18e chambre civile', rg=f'{first.year % 100}/{digits(5)}',
                 hearing=date_text(hearing, 'fr'), judgment=date_text(judgment, 'fr'), convention=show(convention),
                 first=show(first), last=show(judgment), toque=f"{rng.choice('BCDEGKPR')} {rng.randint(100, 2999)}",
                 client_as='SAS Boulangeries Maréchal', opponent='SCI Les Tilleuls', provision=provision,
                 provision_day=show(working_day(convention + days(rng.randint(5, 20)))),
                 carpa=made.french_iban('30003'), signer='Maître Sandrine Marchetti')
    elif layout == 'be_huissier_etat':
        judgment = working_day(issued - days(rng.randint(45, 70)))
        served = working_day(judgment + days(rng.randint(10, 20)))
        command = working_day(served + days(rng.randint(15, 22)))
        acts = [dict(key='sig', title='Signification du jugement', day=show(served)),
                dict(key='cmd', title='Commandement préalable à saisie-exécution mobilière', day=show(command))]
        serial = rng.randint(1000, 3999)
        for act in acts:
            act['rep'] = f'{issued.year}/{serial}'
            serial += rng.randint(40, 160)
        lines += [fee_line('Original de l’exploit de signification', Decimal('56.27'), 21, act='sig', art='art. 2'),
                  fee_line('Copies (2 × 14,07)', Decimal('28.14'), 21, act='sig', art='art. 3'),
                  fee_line('Frais de déplacement', Decimal('18.85'), 21, act='sig', art='art. 13'),
                  fee_line('Recherches au Registre national', Decimal('9.52'), 21, act='sig', art='art. 12'),
                  fee_line('Rétribution consultation du fichier central des avis', Decimal('5.00'), None, act='sig',
                           art='–'),
                  fee_line('Original du commandement', Decimal('65.42'), 21, act='cmd', art='art. 2'),
                  fee_line('Copie (1 × 14,07)', Decimal('14.07'), 21, act='cmd', art='art. 3'),
                  fee_line('Frais de déplacement', Decimal('18.85'), 21, act='cmd', art='art. 13'),
                  fee_line('Frais postaux, envoi recommandé', Decimal(rng.randint(880, 980)) / 100, None, act='cmd',
                           art='–')]
        d.update(acts=acts, ours=f'{issued:%y}/{digits(4)}/BL', yours=f'CNM/REC/{issued.year}-{digits(3)}',
                 debtor='Toitures Dethier SRL', court="Tribunal de l'entreprise de Liège, division Namur",
                 judgment=show(judgment), rg=f'A/{(judgment.year - 1) % 100}/{digits(5)}',
                 principal=Decimal(rng.randint(800000, 2400000)) / 100, substitute='Carine Dupuis',
                 candidate='Maxime Lejeune')
    elif layout == 'lu_traductrice':
        ordered = working_day(issued - days(rng.randint(10, 14)))
        delivered = working_day(ordered + days(7))
        assert delivered < issued
        words = [rng.randint(4200, 7900), rng.randint(900, 1600)]
        rate = Decimal('0.19')
        texts = ['Traduction certifiée PT → FR : sentença du Tribunal Judicial da Comarca de Braga',
                 'Traduction certifiée PT → FR : certidão permanente (registre de commerce)']
        for text, count in zip(texts, words):
            lines.append(fee_line(text, times(count, rate), 17, qty=f'{de(Decimal(count))[:-3]} mots',
                                  price='0,19 EUR'))
        urgent = sum(x['amount'] for x in lines) * Decimal('0.25')
        lines += [fee_line('Majoration pour urgence (remise en 5 jours ouvrables)', urgent, 17, qty='25 %', price=''),
                  fee_line('Certification et apposition du sceau', Decimal('50.00'), 17, qty='2', price='25,00 EUR'),
                  fee_line('Envoi recommandé des originaux certifiés', Decimal('8.70'), 17, qty='1', price='8,70 EUR')]
        d.update(yours=f'{issued.year}/{digits(4)}-AS', party='Banque Lorentz S.A.', opponent='Ferreira Construções, Lda.',
                 doc1='sentença du Tribunal Judicial da Comarca de Braga', doc2='certidão permanente de la société '
                 'Ferreira Construções, Lda.', proc=f'{rng.randint(1000, 4999)}/{(issued.year - 1) % 100}.'
                 f'{rng.randint(0, 9)}T8BRG', rep1=f'{rng.randint(300, 700)}/{issued.year}',
                 ordered=show(ordered), delivered=show(delivered))
        d['rep2'] = f"{int(d['rep1'].split('/')[0]) + 1}/{issued.year}"
    return lines, d


# --- What stands around the number and the name ------------------------------------------------------------------------

# The decoys each situation prints: fixed words and, by their names, the page's facts.
Decoys = {
    'nl_advocaten_declaratie': (['WOLTERS', 'BOERSMA', 'mr. drs. A.M. Boersma', 'mr. C.E. Vermeulen-Dijk',
                                 'Woonstichting De Linie', 'rechtbank Midden-Nederland', 'griffierecht', 'mr. K. Smit'],
                                ['ours', 'client', 'rol', 'first', 'last', 'hearing']),
    'be_advocaten_eindstaat': (['DE SMET · VANHOVE · CLAEYS', 'Mr. Koen Vanhove', 'Mr. Ellen De Smet',
                                'Immo Leieboorden NV', 'Lexwerk', 'RPR Gent', 'art. 28, 5° W.BTW'],
                               ['ours', 'yours', 'ar', 'judgment', 'opened']),
    'nl_notaris_nota': (['Notariskantoor Bosma', 'mr. H.J. Bosma', 'kandidaat-notaris', 'Holding Tessel B.V.',
                         'Coöperatieve Rabobank U.A.', 'nota van afrekening', 'kwaliteitsrekening'],
                        ['dossier', 'rep_transfer', 'rep_mortgage', 'hyp_transfer', 'hyp_mortgage', 'parcel',
                         'passed']),
    'gb_solicitors_bill': (['HARCOURT PENROSE', 'Amelia Harcourt', 'David Penrose', 'Kestrel Components Limited',
                            'Whitlock Carey LLP', 'Queen Square Chambers', 'Remittance slip'],
                           ['ours', 'claim', 'cmc', 'first', 'last']),
    'ie_accountants_feenote': (['KEANE MORAN', 'CORRIB ALLIANCE', 'INTERNATIONAL', 'Aoife Keane FCA',
                                'CRO filing fee'],
                               ['client', 'job', 'client_cro']),
    'us_patent_invoice': (['HALVORSEN PIKE', 'Stellmark & Vogt Patentanwälte', 'Kestrel Sensors, Inc.',
                           'Total Balance Due', 'IOLTA', 'Bay State Reporting, Inc.', 'Optronic Consulting LLC'],
                          ['client', 'matter', 'proceeding', 'patent', 'application', 'docket', 'prior', 'prior_day',
                           'paid_day', 'through']),
    'de_rvg_kostennote': (['BRANDT OEHLSCHLÄGER', 'Dr. Henrike Brandt', 'Wohnbau Isartal GmbH & Co. KG',
                           'Landgericht München I', 'Restbetrag', 'durchlaufender Posten', 'Vorschussrechnung Nr.'],
                          ['ours', 'az', 'hearing', 'mandate', 'advance_day', 'advance_no', 'kassenzeichen']),
    'ch_architekt_akonto': (['sihlwerk', 'Küng Bauherrenberatung GmbH', 'Lukas Strübin, dipl. Architekt ETH SIA',
                             'Pauschalhonorar', 'Akontorechnung Nr.'],
                            ['project', 'contract', 'status', 'permit_no', 'permit_day']),
    'at_stb_gutschrift': (['PICHLER KRENN', 'Mag. Dr. Elisabeth Pichler', 'Alpenland Tax Group', 'Honorarnote Nr.',
                           'Raiffeisen-Landesbank Steiermark'],
                          ['client', 'original', 'original_day', 'steuernummer', 'client_fn', 'meeting']),
    'fr_avocat_note': (['MARCHETTI', 'DELORME', 'Maître Sandrine Marchetti', 'SCI Les Tilleuls', 'CARPA',
                        'Reste à payer', 'Provision reçue'],
                       ['ours', 'yours', 'rg', 'hearing', 'judgment', 'convention', 'provision_day', 'toque']),
    'be_huissier_etat': (['Maître Benoît LALLEMAND', 'Carine Dupuis', 'Toitures Dethier SRL',
                          'huissier de justice suppléant', 'non soumis'],
                         ['ours', 'yours', 'rg', 'judgment']),
    'lu_traductrice': (['Kremer Schaack', 'Banque Lorentz S.A.', 'Ferreira Construções, Lda.',
                        'Traductrice-interprète assermentée'],
                       ['yours', 'proc', 'rep1', 'rep2', 'ordered', 'delivered']),
}
# How often the note's number stands on the page, by situation.
NumberCount = {'nl_advocaten_declaratie': 2, 'be_advocaten_eindstaat': 1, 'nl_notaris_nota': 1,
               'gb_solicitors_bill': 2, 'ie_accountants_feenote': 1, 'us_patent_invoice': 4, 'de_rvg_kostennote': 1,
               'ch_architekt_akonto': 1, 'at_stb_gutschrift': 1, 'fr_avocat_note': 1, 'be_huissier_etat': 1,
               'lu_traductrice': 1}
# The situations whose letterhead does not print the issuer's legal name (a brand, the partners, a person).
NameNotOnTop = {'nl_advocaten_declaratie', 'be_advocaten_eindstaat', 'nl_notaris_nota', 'gb_solicitors_bill',
                'ie_accountants_feenote', 'us_patent_invoice', 'ch_architekt_akonto', 'at_stb_gutschrift',
                'fr_avocat_note', 'be_huissier_etat'}
Currency = {'GB': 'GBP', 'US': 'USD', 'CH': 'CHF'}


def more_decoys(layout, d, facts):
    """The decoys a situation prints beyond its keys: lists of earlier notes, acts and accounts."""
    if layout == 'be_advocaten_eindstaat':
        return d['provisions']
    if layout == 'gb_solicitors_bill':
        return [facts['seller']['sra'], facts['seller']['oc']]
    if layout == 'ch_architekt_akonto':
        return [a['no'] for a in d['akonto']]
    if layout == 'at_stb_gutschrift':
        return [spaced(d['client_iban'])]
    if layout == 'fr_avocat_note':
        return [spaced(d['carpa'])]
    if layout == 'be_huissier_etat':
        return [x for act in d['acts'] for x in (act['rep'], act['day'])]
    return []


# --- The fee notes -------------------------------------------------------------------------------------------------------

os.makedirs(out_dir, exist_ok=True)
for index, plan in enumerate(Plan):
    language, layout, country = plan['language'], plan['layout'], plan['country']
    issued = issue_day(plan, made.invoice_date())
    n = max(2, int(issued.timetuple().tm_yday * rng.uniform(0.2, 1.2)))
    fields = dict(y=issued.year, yy=f'{issued:%y}', n3=f'{10 + n % 900:03d}', n4=f'{100 + n * 3 % 9000:04d}',
                  n5=f'{1000 + n * 7:05d}', n6=str(240000 + n * 17), d6=digits(6))
    number = plan['number'].format(**fields)

    def show(day):
        return date_text(day, plan['dates'])

    # The firm and its client, with their valid numbers.
    s, c = dict(plan['seller']), dict(plan['customer'])
    seller_vat = buyer_vat = kvk = iban = None
    if country == 'NL':
        seller_vat, kvk, iban = made.dutch_seller(s, plan['bank'])
    elif country == 'BE':
        seller_vat, iban = made.belgian_seller(s, plan['bank'])
        buyer_vat = made.belgian_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'be')
    elif country == 'GB':
        seller_vat, _ = made.british_seller(s, plan['bank'])
        s['oc'] = kvk = f'OC{rng.randint(300000, 429999)}'
        s['sra'] = str(rng.randint(400000, 699999))
    elif country == 'IE':
        seller_vat, iban = made.irish_seller(s, plan['bank'])
        buyer_vat = c['vat_printed'] = made.irish_vat()
    elif country == 'US':
        s['ein'] = made.valid(lambda: f'04-{digits(7)}', us_ein.is_valid)
        body = '0113' + digits(4)
        s['routing'], s['account'] = body + us_rtn.calc_check_digit(body), digits(10)
    elif country == 'DE':
        seller_vat = made.vat_number('DE')
        s['vat_printed'] = vat_printed(seller_vat, 'de')
        s['steuernummer'] = f'143/{rng.randint(100, 999)}/{digits(5)}'
        iban = made.german_iban(plan['bank'])
    elif country == 'CH':
        s['vat_printed'] = made.swiss_uid()
        seller_vat = f"{s['vat_printed']} MWST"
        iban = iban_of('CH', plan['bank'] + digits(12))
    elif country == 'AT':
        seller_vat, iban = made.austrian_seller(s, plan['bank'])
        buyer_vat = c['vat_printed'] = made.austrian_uid()
    elif country == 'FR':
        seller_vat, iban = made.french_seller(s, plan['bank'])
        buyer_vat = made.siren_vat()
        c['vat_printed'] = vat_printed(buyer_vat, 'fr')
    else:  # Luxembourg: a sole practitioner with a business permit, no company register
        seller_vat = s['vat_printed'] = made.lu_vat()
        s['permit'] = f'10{digits(6)}/1'
        iban = made.lu_iban(plan['bank'])
        buyer_vat = c['vat_printed'] = made.lu_vat()

    lines, d = build(plan, issued, number, show)
    per_rate, base, outside, net, tax, gross = totals(lines)
    assert net + tax == gross and net == sum(x['amount'] for x in lines) and len(per_rate) <= 1
    assert (gross < 0) == (layout == 'at_stb_gutschrift')
    due_day = issued + days(plan['due']) if plan['due'] else None
    order = plan['order'].format(**fields) if plan['order'] else None
    reference, reference_printed = made.payment_reference(plan['reference'])
    if layout == 'us_patent_invoice':
        d['balance'] = d['forward'] + gross
    elif layout == 'de_rvg_kostennote':
        d['rest'] = gross - d['advance']
    elif layout == 'fr_avocat_note':
        d['rest'] = gross - d['provision']
    facts = dict(seller=s, customer=c, d=d, number=number, date=show(issued), due=show(due_day) if due_day else None,
                 order=order, lines=lines, per_rate=per_rate, base=base, outside=outside, net=net, tax=tax,
                 gross=gross, iban=iban, money=MONEY[plan['money']], reference_printed=reference_printed)

    base_name = f'professional-fees-{index + 1:02d}-{language}'
    if only and index + 1 not in only:
        continue
    printed = print_html(Pages[layout](facts), base_name, work, out_dir)
    flat = flat_of(printed)
    money = MONEY[plan['money']]

    # Every value of the truth, as the page prints it.
    expected = [number, facts['date'], s['name'], c['name'], money(net), money(gross)]
    expected += [value for value in (tax and money(tax), facts['due'], order, reference_printed) if value]
    if country == 'NL':
        expected.append(f'KvK {kvk}')
    check_values(flat, expected, base_name)
    # The numbers and their check digits.
    check_numbers(printed, [None if country == 'CH' else seller_vat, buyer_vat], iban, base_name)
    if country == 'NL':
        assert nl_btw.is_valid(seller_vat) and len(kvk) == 8
    elif country == 'BE':
        assert be_vat.is_valid(seller_vat) and be_vat.is_valid(buyer_vat) and be_iban.is_valid(iban)
        assert int(reference[:10]) % 97 == int(reference[10:]) % 97 and reference_printed in flat
    elif country == 'GB':
        assert gb_vat.is_valid(seller_vat) and f"sort code {s['sort_code']}" in flat and s['account'] in flat
        assert f"no. {kvk}" in flat and f"SRA No. {s['sra']}" in flat and len(s['sra']) == len(number)
    elif country == 'IE':
        assert ie_vat.is_valid(seller_vat) and ie_vat.is_valid(buyer_vat) and s['vat_printed'] in flat
    elif country == 'US':
        assert us_ein.is_valid(s['ein']) and us_rtn.is_valid(s['routing']) and tax == 0 and not per_rate
        assert s['ein'] in flat and s['routing'] in flat and s['account'] in flat
    elif country == 'DE':
        assert de_vat.is_valid(seller_vat) and s['steuernummer'] in flat and s['register'] in flat
    elif country == 'CH':
        assert ch_uid.is_valid(s['vat_printed']) and f'UID {seller_vat}' in flat
    elif country in ('AT', 'FR'):
        check_seller(country, s, seller_vat, buyer_vat, flat)
    else:
        assert lu_tva.is_valid(seller_vat) and lu_tva.is_valid(buyer_vat) and s['permit'] in flat
    assert stdnum_iban.is_valid(iban) if iban else country in ('GB', 'US')
    pages = printed.count('\f')
    assert pages == plan['pages'], (base_name, pages)

    # The sums around the totals, as each situation makes them.
    if layout == 'nl_advocaten_declaratie':
        fees = sum(x['amount'] for x in lines if x.get('earner'))
        assert next(x for x in lines if x.get('office'))['amount'] == (fees / 20).quantize(CENT, ROUND_HALF_UP)
        assert all(x['amount'] == times(x['hours'], x['price']) for x in lines if x.get('earner'))
        assert sum(row['hours'] for row in d['entries']) == d['total_hours']
        assert re.fullmatch(r'\d{8}', d['ours']) and re.fullmatch(r'\d{8}', number) and d['ours'] != number
        assert f'Betreft: declaratie {number}' in flat and f'Specificatie bij declaratie {number}' in flat
        assert 'Declaratienummer' not in flat and 'Factuurnummer' not in flat
    elif layout == 'be_advocaten_eindstaat':
        work_sum = sum(x['amount'] for x in lines if x['kind'] in ('fee', 'cost'))
        provisions = sum(x['amount'] for x in lines if x['kind'] == 'provision')
        assert base == work_sum + provisions and provisions < 0 and base > 0
        assert all(re.fullmatch(r'20\d\d/\d{4}', ref) for ref in d['provisions'] + [number])
        assert flat.count(s['name']) == 1 and money(work_sum + outside) not in (money(net), money(gross))
    elif layout == 'nl_notaris_nota':
        assert not re.search(r'Vervaldatum|uiterlijk|binnen \d+ dagen', flat) and flat.count(s['name']) == 1
    elif layout == 'gb_solicitors_bill':
        assert 'within 28 days' in flat and not re.search(r'Due date|due by', flat, re.I)
        assert f"Yours faithfully {s['name']}" in flat
    elif layout == 'ie_accountants_feenote':
        assert f"CRO No. {d['client_cro']}" in flat and f"{s['name']} is a member of" in flat
    elif layout == 'us_patent_invoice':
        assert d['balance'] != gross and d['forward'] > 0 and d['prior'] != number and len(d['prior']) == 6
        assert money(d['balance']) in flat and 'Total This Invoice' in flat
        assert sum(row['hours'] for row in d['entries']) == d['total_hours']
    elif layout == 'de_rvg_kostennote':
        fee = d['fee']
        assert fee == rvg_fee(int(d['value'])) and d['rest'] == gross - d['advance'] and d['rest'] > 0
        for x in lines[:3]:
            assert x['amount'] == (fee * Decimal(x['factor'].replace(',', '.'))).quantize(CENT, ROUND_HALF_UP)
        assert lines[3]['amount'] == Decimal('20.00') and money(d['rest']) in flat
        assert re.fullmatch(r'\d\d-\d{5}', d['advance_no']) and d['advance_no'] != number
        assert all(vv in flat for vv in ('Nr. 3100 VV RVG', 'Nr. 3104 VV RVG', 'Nr. 7002 VV RVG', 'Nr. 7008 VV RVG'))
    elif layout == 'ch_architekt_akonto':
        fee = next(x for x in lines if x.get('kind') == 'fee')['amount']
        assert fee == d['earned'] - sum(a['amount'] for a in d['akonto']) and fee > 0
        assert next(x for x in lines if x.get('kind') == 'extra')['amount'] == (fee / 40).quantize(CENT, ROUND_HALF_UP)
        assert sum(Decimal(p['share']) for p in d['phases']) == 100 and 'innert 30 Tagen' in flat
        assert all(re.fullmatch(r'20\d\d-\d{3}', no) for no in [a['no'] for a in d['akonto']] + [number])
        assert not re.search(r'[Ff]ällig|zahlbar bis', flat) and flat.count(s['name']) == 1
    elif layout == 'at_stb_gutschrift':
        assert all(x['amount'] < 0 for x in lines) and 'Jänner' in flat and d['original'] != number
        assert stdnum_iban.is_valid(d['client_iban']) and d['client_iban'] != iban
        assert at_businessid.is_valid(d['client_fn']) and at_uid.is_valid(buyer_vat)
        assert not re.search(r'[Ff]ällig|zahlbar', flat) and flat.count(s['name']) == 1
    elif layout == 'fr_avocat_note':
        assert d['rest'] == gross - d['provision'] and d['rest'] > 0 and fr_siret.is_valid(s['siret'])
        assert stdnum_iban.is_valid(d['carpa']) and d['carpa'] != iban and 'échéance' not in flat.lower()
        assert re.fullmatch(r'\d\d/\d{4}', number) and re.fullmatch(r'\d\d/\d{5}', d['rg'])
    elif layout == 'be_huissier_etat':
        assert flat.count(s['name']) == 1 and 'Benoît LALLEMAND' in flat
    elif layout == 'lu_traductrice':
        assert f"Objet : note d'honoraires n° {number}" in flat
    if layout in NameNotOnTop:
        assert s['name'] not in flat[:260], (base_name, flat[:260])

    # The number where its situation puts it, and the decoys around it.
    count = occurrences(flat, number, joiners='/-')
    assert count == NumberCount[layout], (base_name, number, count)
    reading = flat_of(subprocess.run(['pdftotext', os.path.join(out_dir, f'{base_name}.pdf'), '-'], check=True,
                                     capture_output=True, text=True).stdout)
    words, keys = Decoys[layout]
    joined = (flat + ' ' + reading).replace(' ', '')  # letter-spaced capitals come out with spaces between letters
    for value in words + [str(d[key]) for key in keys] + more_decoys(layout, d, facts):
        assert flat_of(str(value)).replace(' ', '') in joined and str(value) != number, (base_name, value)

    description = Layouts[layout]
    if pages > 1:
        description += f'; {len(lines)} lines of the note over two pages'
    write_truth(out_dir, base_name, invoice_truth(
        language=language, layout=layout, country=country, description=description, number=number, issued=issued,
        due_day=due_day, currency=Currency.get(country, 'EUR'), net=net, tax=tax, gross=gross, iban=iban,
        name=s['name'], vat=seller_vat, kvk=kvk, order=order, reference=reference,
        buyer={'Name': c['name'], **({'VatNumber': buyer_vat} if buyer_vat else {})}))
    print(base_name, layout, number, issued, gross, f'{len(lines)} lines', f'{pages} pages', f'number ×{count}')
