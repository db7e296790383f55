import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EmailInvoice, EmailInvoiceFilter } from '../../domain/intake/emailInvoice';
import type { Mailbox, MailboxInput } from '../../domain/intake/mailbox';
import type { ReplyTemplate, ReplyTemplateInput } from '../../domain/intake/replyTemplate';
import { api, type DownloadedBlob } from './client';

const enc = encodeURIComponent;
const mailboxKey = ['mailboxes'];
const replyTemplateKey = ['replyTemplates'];
const emailInvoiceKey = ['emailInvoices'];

/** A query string of the given values, leaving out the empty ones. */
export function queryString(values: Record<string, string | number | undefined | null>): string {
  const pairs = Object.entries(values).filter(
    (entry): entry is [string, string | number] =>
      entry[1] !== undefined && entry[1] !== null && entry[1] !== '',
  );
  return pairs.length ? `?${pairs.map(([name, value]) => `${name}=${enc(String(value))}`).join('&')}` : '';
}

/** The mailboxes of one company; without a company every mailbox of the environment. */
export function useMailboxes(companyId?: string | null) {
  return useQuery({
    queryKey: [...mailboxKey, 'list', companyId ?? ''],
    queryFn: () => api.get<Mailbox[]>(`/api/Mailbox${queryString({ companyId })}`),
  });
}

/** The domain every mailbox address ends in (MAIL_DOMAIN). */
export function useMailDomain() {
  return useQuery({
    queryKey: [...mailboxKey, 'domain'],
    queryFn: () => api.get<{ Domain: string }>('/api/Mailbox/Domain'),
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A free local part the server proposes for a new mailbox of a company and document type. */
export function suggestLocalPart(companyId: string, documentType: string): Promise<string> {
  return api
    .get<{ LocalPart: string }>(`/api/Mailbox/SuggestLocalPart${queryString({ companyId, documentType })}`)
    .then((answer) => answer.LocalPart);
}

/** Creates (without Id) or updates a mailbox. */
export function useSaveMailbox() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (input: MailboxInput) => api.put<Mailbox>('/api/Mailbox', input),
    onSuccess: () => client.invalidateQueries({ queryKey: mailboxKey }),
  });
}

/** Deletes a mailbox. */
export function useDeleteMailbox() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Mailbox/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: mailboxKey }),
  });
}

/** The reply templates, of one mailbox (with those for every mailbox) or all of them. */
export function useReplyTemplates(mailboxId?: string | null) {
  return useQuery({
    queryKey: [...replyTemplateKey, 'list', mailboxId ?? ''],
    queryFn: () => api.get<ReplyTemplate[]>(`/api/ReplyTemplate${queryString({ mailboxId })}`),
    placeholderData: keepPreviousData,
  });
}

/** One reply template; the edit page shows a failure itself. */
export function useReplyTemplate(id: string | undefined) {
  return useQuery({
    queryKey: [...replyTemplateKey, 'detail', id],
    queryFn: () => api.get<ReplyTemplate>(`/api/ReplyTemplate/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** Creates (without id) or updates a reply template; PUT either way, the Id in the body tells which. */
export function useSaveReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: ({ id, input }: { id?: string; input: ReplyTemplateInput }) =>
      api.put<ReplyTemplate>('/api/ReplyTemplate', id ? { ...input, Id: id } : input),
    onSuccess: () => client.invalidateQueries({ queryKey: replyTemplateKey }),
  });
}

/** Deletes a reply template. */
export function useDeleteReplyTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/ReplyTemplate/${enc(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: replyTemplateKey }),
  });
}

/** The template filled with example values, as a sender would read it; quiet while the input is incomplete. */
export function useReplyTemplatePreview(input: ReplyTemplateInput | undefined) {
  return useQuery({
    queryKey: [...replyTemplateKey, 'preview', input],
    queryFn: () => api.post<{ Subject: string; Body: string }>('/api/ReplyTemplate/Preview', input),
    enabled: Boolean(input?.Subject && input.Body),
    placeholderData: keepPreviousData,
    retry: false,
    meta: { silent: true },
  });
}

/** One page of received mail. */
export function useEmailInvoices(filter: EmailInvoiceFilter) {
  return useQuery({
    queryKey: [...emailInvoiceKey, 'list', filter],
    queryFn: () =>
      api.get<{ Items: EmailInvoice[]; TotalCount: number }>(`/api/EmailInvoice${queryString(filter)}`),
    placeholderData: keepPreviousData,
  });
}

/** One received mail with its parts; the detail page shows a failure itself. */
export function useEmailInvoice(id: string | undefined) {
  return useQuery({
    queryKey: [...emailInvoiceKey, 'detail', id],
    queryFn: () => api.get<EmailInvoice>(`/api/EmailInvoice/${enc(id ?? '')}`),
    enabled: Boolean(id),
    meta: { silent: true },
  });
}

/** The raw mail as it arrived (.eml). */
export const downloadRawMail = (id: string): Promise<DownloadedBlob> =>
  api.getFile(`/api/EmailInvoice/Raw/${enc(id)}`);
