import { register } from 'node:module';
import type { BenchSuite } from '../suite';

// The preview imports its stylesheet; on the server side of a string render a stylesheet is nothing.
const cssAsEmptyModule = `export async function load(url, context, next) {
  return url.endsWith('.css') ? { format: 'module', source: '', shortCircuit: true } : next(url, context);
}`;

const minimumMs = 2000;
const lineCount = 200;

async function renderer() {
  register(`data:text/javascript,${encodeURIComponent(cssAsEmptyModule)}`);
  const [
    { createElement },
    { renderToString },
    { MantineProvider },
    { I18nextProvider, initReactI18next },
    { createInstance },
    preview,
    fixtures,
  ] = await Promise.all([
    import('react'),
    import('react-dom/server'),
    import('@mantine/core'),
    import('react-i18next'),
    import('i18next'),
    import('../../app/components/EInvoicePreview/EInvoicePreview'),
    import('../../app/components/EInvoicePreview/fixtures'),
  ]);
  const instance = createInstance();
  instance.use(initReactI18next).init({ lng: 'en-US', resources: {}, initAsync: false, keySeparator: false });
  const invoice = fixtures.longInvoice(lineCount);
  return (inVerificationView: boolean) =>
    renderToString(
      createElement(
        MantineProvider,
        null,
        createElement(
          I18nextProvider,
          { i18n: instance },
          createElement(preview.EInvoicePreview, { invoice, inVerificationView }),
        ),
      ),
    );
}

function measure(render: () => string) {
  const times: number[] = [];
  let html = '';
  const started = performance.now();
  while (performance.now() - started < minimumMs) {
    const start = performance.now();
    html = render();
    times.push(performance.now() - start);
  }
  times.sort((a, b) => a - b);
  const at = (fraction: number) => Number(times[Math.floor(fraction * (times.length - 1))].toFixed(2));
  return {
    renders: times.length,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    htmlKb: Math.round(html.length / 1024),
  };
}

/**
 * Render time of the electronic invoice preview of a 200-line invoice (9 pages of 712 × 980 px),
 * rendered to an HTML string with react-dom/server in Node (no browser layout or paint).
 */
const einvoicePreview: BenchSuite = {
  name: 'einvoice-preview',
  default: false,
  async run() {
    const render = await renderer();
    const coldStarted = performance.now();
    render(false);
    const firstRenderMs = Math.round(performance.now() - coldStarted);
    return {
      lines: lineCount,
      method: 'react-dom/server renderToString (Node, no layout)',
      firstRenderMs,
      paged: measure(() => render(false)),
      verificationView: measure(() => render(true)),
      note: "invoices parsed and validated per second: suites 'einvoice' and 'einvoice-validation'",
    };
  },
};

export default einvoicePreview;
