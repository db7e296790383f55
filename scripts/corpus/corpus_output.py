"""What the corpus scripts write: an HTML page printed as a PDF by Debian's Chromium (headless and offline), text for
TeX, month names as each language writes them, and the truth beside each PDF; with the arguments the scripts take and
their own checks that a page prints the truth."""
import html
import json
import os
import re
import subprocess
import sys
from decimal import ROUND_HALF_UP, Decimal

from stdnum import iban as stdnum_iban

# The months as Dutch, English, German and French write them in a date.
MONTHS = {
    'nl': ['januari', 'februari', 'maart', 'april', 'mei', 'juni', 'juli', 'augustus', 'september', 'oktober',
           'november', 'december'],
    'en': ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October',
           'November', 'December'],
    'de': ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November',
           'Dezember'],
    'fr': ['janvier', 'février', 'mars', 'avril', 'mai', 'juin', 'juillet', 'août', 'septembre', 'octobre',
           'novembre', 'décembre'],
}
# Austria writes January "Jänner".
AUSTRIAN_MONTHS = ['Jänner'] + MONTHS['de'][1:]


def arguments():
    """What a set's script is run with: the folder to write to, its first argument, and the numbers of the documents
    to print, the others (all when there are none)."""
    return os.path.abspath(sys.argv[1]), {int(arg) for arg in sys.argv[2:]}


def tex(text):
    """Text for a TeX source, with its special characters & and % escaped."""
    return text.replace('&', '\\&').replace('%', '\\%')


def print_pdf(html, pdf, work):
    """Prints the page at path `html` to `pdf`; Chromium keeps its profile in `work`."""
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
                    '--disable-component-update', '--disable-sync', '--no-first-run', '--no-pdf-header-footer',
                    f'--user-data-dir={os.path.join(work, "chromium")}', f'--print-to-pdf={pdf}', f'file://{html}'],
                   check=True, capture_output=True)


def print_html(page, base, work, out_dir):
    """Writes the HTML `page` as `<base>.html` in `work`, prints it to `<base>.pdf` in `out_dir` and returns the PDF's
    text as pdftotext reads it, for the script's own checks."""
    html = os.path.join(work, f'{base}.html')
    with open(html, 'w', encoding='utf-8') as handle:
        handle.write(page)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    print_pdf(html, pdf, work)
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout


def items_table(head, lines, money):
    """The header cells and the rows of an invoice's table of items in HTML: description, quantity, unit price, VAT
    rate and amount per line (`lines` as (quantity, text, price, rate)), each amount written by `money`."""
    cells = ''.join(f"<th{' class=num' if i else ''}>{h}</th>" for i, h in enumerate(head))
    rows = ''.join(
        f"<tr><td>{html.escape(text)}</td><td class='num'>{quantity}</td><td class='num'>{money(price)}</td>"
        f"<td class='num'>{rate}%</td><td class='num'>{money(quantity * price)}</td></tr>"
        for quantity, text, price, rate in lines)
    return cells, rows


def vat_totals(amounts):
    """The VAT summary of (amount, rate %) pairs: `{rate: (base, vat)}` from the highest rate down, each VAT rounded
    half up to the cent, and the net, the VAT and the gross."""
    cent = Decimal('0.01')
    bases = {}
    for amount, rate in amounts:
        bases[rate] = bases.get(rate, Decimal(0)) + amount
    per_rate = {rate: (base.quantize(cent), (base * rate / 100).quantize(cent, ROUND_HALF_UP))
                for rate, base in sorted(bases.items(), reverse=True)}
    net = sum(base for base, _ in per_rate.values())
    tax = sum(tax for _, tax in per_rate.values())
    return per_rate, net, tax, net + tax


def typeset(source, base, work, out_dir, runs=1):
    """Writes `<base>.tex` in `work`, runs pdflatex on it `runs` times (twice for a reference that needs a second
    pass), moves the PDF to `out_dir` and returns its text as pdftotext reads it, for the script's own checks."""
    with open(os.path.join(work, f'{base}.tex'), 'w', encoding='utf-8') as handle:
        handle.write(source)
    for _ in range(runs):
        subprocess.run(['pdflatex', '-interaction=nonstopmode', '-halt-on-error', f'{base}.tex'], cwd=work,
                       check=True, capture_output=True)
    pdf = os.path.join(out_dir, f'{base}.pdf')
    os.replace(os.path.join(work, f'{base}.pdf'), pdf)
    return subprocess.run(['pdftotext', '-layout', pdf, '-'], check=True, capture_output=True, text=True).stdout


def invoice_truth(*, language, layout, country, description, number, issued, due_day, currency, net, tax, gross,
                  iban, name, vat, buyer, kvk=None, order=None, reference=None):
    """An invoice's truth in recognition's field names, in the order the sets write it: a field the invoice does not
    print (no due date, IBAN, VAT number, KvK number, order or payment reference) is left out; VAT 0 stays 0."""
    return {
        'Language': language,
        'Layout': f"{layout} ({country}, {language}): {description}",
        'Number': number,
        'Date': issued.isoformat(),
        **({'DueDate': due_day.isoformat()} if due_day else {}),
        'Currency': currency,
        'NetAmount': float(net),
        'VatAmount': float(tax) if tax else 0,
        'GrossAmount': float(gross),
        **({'IbanNumber': iban} if iban else {}),
        'RelationName': name,
        **({'RelationVatNumber': vat} if vat else {}),
        **({'RelationChamberOfCommerce': kvk} if kvk else {}),
        **({'PurchaseOrderNumber': order} if order else {}),
        **({'PaymentReference': reference} if reference else {}),
        'Buyer': buyer,
    }


def write_truth(out_dir, base, truth):
    """Writes `<base>.json` beside the PDF: the truth in recognition's field names, indented, ending in a newline."""
    with open(os.path.join(out_dir, f'{base}.json'), 'w', encoding='utf-8') as handle:
        json.dump(truth, handle, indent=2, ensure_ascii=False)
        handle.write('\n')


def grouped(value, thousands, decimal):
    """An amount with its thousands parted by `thousands` and its cents by `decimal`: "1.234,56", "1,234.56"."""
    text = f'{abs(value):,.2f}'.replace(',', '_').replace('.', decimal).replace('_', thousands)
    return ('-' if value < 0 else '') + text


def e(text):
    """Text as HTML."""
    return html.escape(str(text))


def address(lines):
    """An address's lines as HTML lines."""
    return '<br>'.join(e(line) for line in lines)


def multi_box(where, lines, size='6.8pt', colour='#555', align=None):
    """A page-margin box of several lines."""
    text = '\\A '.join(line.replace('\\', '\\\\').replace('"', '\\"') for line in lines)
    aligned = f' text-align: {align};' if align else ''
    return (f'@{where} {{ content: "{text}"; white-space: pre; font-family: \'DejaVu Sans\'; font-size: {size}; '
            f'color: {colour}; line-height: 1.45;{aligned} }}')


def page_box(where, before, between, after='', size='7pt'):
    """A page-margin box with the page's number and the count of pages: "Pagina 1/2", "Seite 1 von 2", "Page 1 of 2"."""
    ending = f' "{after}"' if after else ''
    return (f'@{where} {{ content: "{before}" counter(page) "{between}" counter(pages){ending}; '
            f'font-family: \'DejaVu Sans\'; font-size: {size}; color: #555; white-space: nowrap; }}')


def base_css(margin, boxes='', font="'DejaVu Sans', sans-serif", size='9pt', paper='A4'):
    """The style sheet the HTML invoices share: the paper and its margins (with margin boxes), the type, the tables."""
    return f"""
@page {{ size: {paper}; margin: {margin}; {boxes} }}
body {{ font-family: {font}; font-size: {size}; color: #222; margin: 0; }}
table {{ border-collapse: collapse; }}
.num {{ text-align: right; white-space: nowrap; }}
.nw {{ white-space: nowrap; }}
.small {{ font-size: 7.5pt; color: #555; }}
.lines {{ width: 100%; }}
.lines tr {{ page-break-inside: avoid; }}
"""


NBSP = '\u00a0'


def amount_en(value):
    """1,234.56: as English writes an amount."""
    return grouped(value, ',', '.')


def amount_de(value):
    """1.234,56: as Dutch, German and French in Belgium and Luxembourg write an amount."""
    return grouped(value, '.', ',')


def amount_fr(value):
    """1 234,56: as French in France and Québec writes an amount (a no-break space between the thousands)."""
    return grouped(value, NBSP, ',')


def amount_ch(value):
    """1'234.56: as Switzerland writes an amount."""
    return grouped(value, "'", '.')


def margin_box(where, text, size='7pt', colour='#666'):
    """A CSS page-margin box (`@bottom-left` …) holding `text` in small grey DejaVu Sans."""
    text = text.replace('\\', '\\\\').replace('"', '\\"')
    return f'@{where} {{ content: "{text}"; font-family: \'DejaVu Sans\'; font-size: {size}; color: {colour}; }}'


def logo(colour, shape, ground='white'):
    """A mark without words, as a small firm's logo: a ring, a bolt, a roof or four squares."""
    if shape == 'circle':
        inner = f"<circle cx='18' cy='18' r='16' fill='{colour}'/><circle cx='18' cy='18' r='7' fill='{ground}'/>"
    elif shape == 'bolt':
        inner = (f"<rect x='1' y='1' width='34' height='34' rx='6' fill='{colour}'/>"
                 "<polygon points='20,5 9,20 17,20 14,31 27,15 19,15' fill='white'/>")
    elif shape == 'roof':
        inner = (f"<polygon points='18,2 34,16 2,16' fill='{colour}'/><rect x='6' y='18' width='24' height='16' "
                 f"fill='{colour}' opacity='0.7'/>")
    else:
        inner = (f"<rect x='1' y='1' width='15' height='15' fill='{colour}'/><rect x='20' y='1' width='15' height='15'"
                 f" fill='{colour}' opacity='0.6'/><rect x='1' y='20' width='15' height='15' fill='{colour}' "
                 f"opacity='0.6'/><rect x='20' y='20' width='15' height='15' fill='{colour}' opacity='0.3'/>")
    return f"<svg width='36' height='36' viewBox='0 0 36 36' style='vertical-align:middle'>{inner}</svg>"


def document(language, css, body):
    """A whole HTML page in `language` with its style sheet."""
    return (f"<!DOCTYPE html><html lang='{language}'><head><meta charset='utf-8'><style>{css}</style></head>"
            f"<body>{body}</body></html>")


def qty(value, comma=True):
    """A quantity without trailing zeros, "2,5" (or "2.5" without `comma`), "12"."""
    text = f'{value:f}'
    if '.' in text:
        text = text.rstrip('0').rstrip('.')
    return text.replace('.', ',') if comma else text


def rate_text(rate, comma=True):
    """A VAT rate without trailing zeros: "21", "5,5" (or "5.5" without `comma`)."""
    text = f'{rate:f}'.rstrip('0').rstrip('.') if '.' in f'{rate:f}' else f'{rate}'
    return text.replace('.', ',') if comma else text


def ordinal(day):
    """1st, 2nd, 3rd, 4th … 11th, 12th, 13th … 21st."""
    return f"{day}{'th' if 10 <= day % 100 <= 20 else {1: 'st', 2: 'nd', 3: 'rd'}.get(day % 10, 'th')}"


def date_text(day, style):
    """A date as a country writes it: "14-03-2026", "14/03/2026", "14.03.2026", "14 maart 2026", "14 March 2026",
    "14th March 2026", "14 Mar 2026", "14. März 2026", "14. Jänner 2026", "1er mars 2026", "03/14/2026", "March 14,
    2026", "Mar 14, 2026", "2026-03-14"."""
    month = day.month - 1
    return {
        'dash': f'{day:%d-%m-%Y}', 'slash': f'{day:%d/%m/%Y}', 'dot': f'{day:%d.%m.%Y}',
        'nl': f'{day.day} {MONTHS["nl"][month]} {day.year}',
        'en': f'{day.day} {MONTHS["en"][month]} {day.year}',
        'en_th': f'{ordinal(day.day)} {MONTHS["en"][month]} {day.year}',
        'en_short': f'{day.day} {MONTHS["en"][month][:3]} {day.year}',
        'de': f'{day.day}. {MONTHS["de"][month]} {day.year}',
        'at': f'{day.day}. {AUSTRIAN_MONTHS[month]} {day.year}',
        'fr': f'{"1er" if day.day == 1 else day.day} {MONTHS["fr"][month]} {day.year}',
        'us': f'{day:%m/%d/%Y}',
        'us_long': f'{MONTHS["en"][month]} {day.day}, {day.year}',
        'us_short': f'{MONTHS["en"][month][:3]} {day.day}, {day.year}',
        'iso': day.isoformat(),
    }[style]


def lines_rows(lines, cells):
    """Table rows of the lines, each cell by a function of the line (a 'num' cell when the function's name says)."""
    return ''.join('<tr>' + ''.join(f"<td class='{cls}'>{cell(line)}</td>" for cls, cell in cells) + '</tr>'
                   for line in lines)


# Amounts as the invoices write them, by the name a script's plan gives the style.
MONEY = {
    'eur_before': lambda value: f'€ {amount_de(value)}',
    'eur_after': lambda value: f'{amount_de(value)} €',
    'eur_fr': lambda value: f'{amount_fr(value)}{NBSP}€',
    'eur_en': lambda value: ('-' if value < 0 else '') + '€' + amount_en(abs(value)),
    'EUR': lambda value: f'EUR {amount_de(value)}',
    'gbp': lambda value: ('-' if value < 0 else '') + '£' + amount_en(abs(value)),
    'chf': lambda value: f'CHF {amount_ch(value)}',
}


def flat_of(text):
    """The text of a page on one line, its runs of white space (no-break spaces too) as one space, for the scripts'
    checks that a value stands on the page."""
    return ' '.join(text.replace(NBSP, ' ').split())


def spaced(iban):
    """An IBAN in groups of four."""
    return stdnum_iban.format(iban)


def pairs(items, cls='meta'):
    """A label–value table."""
    return (f"<table class='{cls}'>" + ''.join(f'<tr><td>{label}</td><td>{value}</td></tr>' for label, value in items)
            + '</table>')


def unit_price(value, places, comma=True):
    """A unit price with more places than the cents, as energy and print tariffs, utilities and wholesalers write
    them: "0,1845"."""
    text = f'{value:.{places}f}'
    return text.replace('.', ',') if comma else text


def occurrences(flat, value, joiners='/'):
    """How often `value` stands in the text as a whole token (not inside a longer number or word, nor joined to one by
    any of the `joiners`)."""
    around = re.escape(joiners)
    return len(re.findall(rf'(?<![\w{around}]){re.escape(value)}(?![\w{around}])', flat))


def check_values(flat, values, base):
    """The script's own check that each of the `values`, the truth's as the page prints them, stands on the page's
    text `flat` (its white space folded)."""
    for value in values:
        assert flat_of(value) in flat, (base, value)


def check_numbers(page, numbers, iban, base):
    """The script's own check that each of the `numbers` (VAT numbers; None for one the invoice has not) stands on the
    page compact, without its spaces and dots, and the IBAN, valid, without its spaces; a page without an IBAN does
    not say "IBAN"."""
    compact = page.replace(' ', '').replace(NBSP, '')
    for number in numbers:
        assert not number or number in compact.replace('.', ''), (base, number)
    if iban:
        assert stdnum_iban.is_valid(iban) and iban in compact, (base, iban)
    else:
        assert 'IBAN' not in page, base
