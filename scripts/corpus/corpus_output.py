"""What the corpus scripts write: an HTML page printed as a PDF by Debian's Chromium (headless and offline), and the
truth beside each PDF."""
import json
import os
import subprocess


def print_pdf(html, pdf, work):
    """Prints the page at path `html` to `pdf`; Chromium keeps its profile in `work`."""
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
                    '--disable-component-update', '--disable-sync', '--no-first-run', '--no-pdf-header-footer',
                    f'--user-data-dir={os.path.join(work, "chromium")}', f'--print-to-pdf={pdf}', f'file://{html}'],
                   check=True, capture_output=True)


def write_truth(out_dir, base, truth):
    """Writes `<base>.json` beside the PDF: the truth in recognition's field names, indented, ending in a newline."""
    with open(os.path.join(out_dir, f'{base}.json'), 'w', encoding='utf-8') as handle:
        json.dump(truth, handle, indent=2, ensure_ascii=False)
        handle.write('\n')
