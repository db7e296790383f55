import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CreatedWebhook, Webhook, WebhookDelivery, WebhookInput } from '../../domain/api/webhooks';
import { api } from './client';

const hooksKey = ['webhooks'];

/** The customer's webhooks (GET /Webhook). */
export function useWebhooks() {
  return useQuery({ queryKey: hooksKey, queryFn: () => api.get<Webhook[]>('/api/Webhook') });
}

/** Adds a webhook; the answer holds its signing secret, the only time it is shown. */
export function useCreateWebhook() {
  const client = useQueryClient();
  return useMutation({
    meta: { silentValidation: true },
    mutationFn: (input: WebhookInput) => api.post<CreatedWebhook>('/api/Webhook', input),
    onSuccess: () => client.invalidateQueries({ queryKey: hooksKey }),
  });
}

/** Removes a webhook with its delivery log. */
export function useDeleteWebhook() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`/api/Webhook/${encodeURIComponent(id)}`),
    onSuccess: () => client.invalidateQueries({ queryKey: hooksKey }),
  });
}

/** The delivery log of a webhook, newest first; read while `enabled`. */
export function useWebhookDeliveries(id: string, enabled: boolean) {
  return useQuery({
    queryKey: [...hooksKey, id, 'deliveries'],
    queryFn: () => api.get<WebhookDelivery[]>(`/api/Webhook/${encodeURIComponent(id)}/Deliveries?take=50`),
    enabled,
  });
}

/** Tries a failed delivery once more, now. */
export function useRetryDelivery(webhookId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      api.post<WebhookDelivery>(`/api/Webhook/Delivery/${encodeURIComponent(deliveryId)}/Retry`),
    onSettled: () => client.invalidateQueries({ queryKey: [...hooksKey, webhookId, 'deliveries'] }),
  });
}
