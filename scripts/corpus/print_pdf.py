"""Prints an HTML page as a PDF with Debian's Chromium, headless and offline, as the corpus scripts do."""
import os
import subprocess


def print_pdf(html, pdf, work):
    """Prints the page at path `html` to `pdf`; Chromium keeps its profile in `work`."""
    subprocess.run(['chromium', '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking',
                    '--disable-component-update', '--disable-sync', '--no-first-run', '--no-pdf-header-footer',
                    f'--user-data-dir={os.path.join(work, "chromium")}', f'--print-to-pdf={pdf}', f'file://{html}'],
                   check=True, capture_output=True)
