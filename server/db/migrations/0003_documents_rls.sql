-- Documents and everything hanging off them are tenant-owned: same isolation as the foundation tables.
SELECT ledgerline_enable_tenant_rls(t::regclass) FROM unnest(ARRAY[
  'documents', 'document_history', 'invoice_lines', 'blobs', 'document_attachments', 'sources',
  'source_documents', 'page_images', 'document_locks', 'source_numbers'
]) AS t;
