import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SectionNotes } from '../../../domain/einvoice/preview/paginate';
import { PageSegmentKind, type PreviewPage } from '../../../domain/einvoice/preview/types';
import type { ElectronicInvoice } from '../../../domain/einvoice/types';
import { Parties } from './Parties';
import { PreviewFooter } from './PreviewFooter';
import { SectionOf } from './SectionTables';
import { DeliveryAndContact, documentTypeKey, TitleBlock } from './TitleBlock';
import { Totals } from './Totals';
import type { InvoiceFormat } from './useInvoiceFormat';

type SheetProps = {
  invoice: ElectronicInvoice;
  page: PreviewPage;
  number: number;
  totalPages: number;
  format: InvoiceFormat;
  hidden: boolean;
};

type ListKind = Exclude<PageSegmentKind, PageSegmentKind.None>;

function Section({ kind, children }: { kind: ListKind; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section>
      <p className="ll-einvoice-label">{t(SectionOf[kind].title)}</p>
      {children}
    </section>
  );
}

// Page 1 shows a section in place, or its 'next page' note when the section moved.
function FirstPageSection({
  kind,
  ...props
}: Omit<SheetProps, 'number' | 'totalPages' | 'hidden'> & { kind: ListKind }) {
  const { t } = useTranslation();
  const { invoice, page, format } = props;
  const segment = page.segments.find((s) => s.kind === kind);
  const note = SectionNotes[kind];
  if (page.notes.includes(note)) {
    return (
      <Section kind={kind}>
        <p className="ll-einvoice-next" data-testid={`einvoice-note-${note}`}>
          {t(note)}
        </p>
      </Section>
    );
  }
  if (!segment) return null;
  const { Table } = SectionOf[kind];
  return (
    <Section kind={kind}>
      <Table invoice={invoice} start={segment.start} end={segment.end} format={format} />
    </Section>
  );
}

function FirstPageBody(props: Omit<SheetProps, 'number' | 'totalPages' | 'hidden'>) {
  const { t } = useTranslation();
  const { invoice, format } = props;
  return (
    <>
      <TitleBlock invoice={invoice} format={format} />
      <DeliveryAndContact invoice={invoice} format={format} />
      <FirstPageSection kind={PageSegmentKind.InvoiceLines} {...props} />
      <FirstPageSection kind={PageSegmentKind.AllowanceChargesLines} {...props} />
      {invoice.Note && (
        <section data-testid="einvoice-note">
          <p className="ll-einvoice-label">{t('EInvoice_Note')}</p>
          <div style={{ whiteSpace: 'pre-line' }}>{invoice.Note}</div>
        </section>
      )}
      <Totals invoice={invoice} format={format} />
      <FirstPageSection kind={PageSegmentKind.VatLines} {...props} />
      <FirstPageSection kind={PageSegmentKind.PaymentMeansLines} {...props} />
      {invoice.PaymentTerm && (
        <div>
          <span className="ll-einvoice-muted">{t('EInvoice_Payment_Term')}:</span> {invoice.PaymentTerm}
        </div>
      )}
      <Parties invoice={invoice} />
    </>
  );
}

function ExtraPageBody({ invoice, page, format }: Omit<SheetProps, 'number' | 'totalPages' | 'hidden'>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="ll-einvoice-muted">
        {t(documentTypeKey(invoice))} {invoice.Id} · {invoice.Supplier.Name}
      </div>
      {page.segments.map((segment) => {
        if (segment.kind === PageSegmentKind.None) return null;
        const { Table } = SectionOf[segment.kind];
        return (
          <Section key={`${segment.kind}-${segment.start}`} kind={segment.kind}>
            <Table invoice={invoice} start={segment.start} end={segment.end} format={format} />
          </Section>
        );
      })}
    </>
  );
}

/** One 712 × 980 px page of the preview. */
export function PreviewSheet(props: SheetProps) {
  const { number, totalPages, hidden } = props;
  return (
    <article className="ll-einvoice-page" data-testid="einvoice-page" data-page={number} hidden={hidden}>
      <div className="ll-einvoice-body">
        {number === 1 ? <FirstPageBody {...props} /> : <ExtraPageBody {...props} />}
      </div>
      <PreviewFooter page={number} totalPages={totalPages} />
    </article>
  );
}
