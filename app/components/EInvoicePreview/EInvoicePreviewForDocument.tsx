import { Center, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { EInvoicePreview, type EInvoicePreviewProps } from './EInvoicePreview';
import { electronicInvoiceQuery } from './electronicInvoiceQuery';

/** Props of EInvoicePreviewForDocument. */
export interface EInvoicePreviewForDocumentProps extends Omit<EInvoicePreviewProps, 'invoice'> {
  documentId: string;
}

/** Loads a document's electronic invoice and shows its preview; 'No_image_found' when there is none. */
export function EInvoicePreviewForDocument({ documentId, ...props }: EInvoicePreviewForDocumentProps) {
  const query = useQuery(electronicInvoiceQuery(documentId));
  if (query.isPending) {
    return (
      <Center py="xl">
        <Loader size="sm" data-testid="einvoice-loading" />
      </Center>
    );
  }
  return <EInvoicePreview invoice={query.data ?? null} {...props} />;
}
