import { SimpleGrid } from '@mantine/core';
import { useState } from 'react';
import { EInvoicePreview } from '../../components/EInvoicePreview/EInvoicePreview';
import { longInvoice, onePageInvoice } from '../../components/EInvoicePreview/fixtures';
import { KitExample, KitSection } from './KitSection';

const onePage = onePageInvoice();
const twoHundredLines = longInvoice(200);

/** The electronic invoice preview: a one-page invoice and a 200-line invoice over several pages. */
export function EInvoiceSection() {
  const [onePageCount, setOnePageCount] = useState(0);
  const [longPageCount, setLongPageCount] = useState(0);
  return (
    <KitSection title="Electronic invoice preview">
      <SimpleGrid cols={{ base: 1, xl: 2 }} spacing="md">
        <div data-testid="einvoice-one-page">
          <KitExample name="einvoice-one-page-count" value={onePageCount}>
            <span>One page</span>
          </KitExample>
          <EInvoicePreview invoice={onePage} onPageCount={setOnePageCount} />
        </div>
        <div data-testid="einvoice-long">
          <KitExample name="einvoice-long-count" value={longPageCount}>
            <span>200 lines</span>
          </KitExample>
          <EInvoicePreview invoice={twoHundredLines} onPageCount={setLongPageCount} />
        </div>
      </SimpleGrid>
    </KitSection>
  );
}
