import type { FeedbackStatus, SendFeedback } from '@study/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';
import { loadContracts, readContract } from '../../../lib/contracts.ts';

export const feedbackStatusKey = ['feedback', 'status'] as const;

/** Whether the product is in beta and whether the user earned the feedback reward. */
export const feedbackStatusQueryOptions = queryOptions({
  queryKey: feedbackStatusKey,
  queryFn: async (): Promise<FeedbackStatus> =>
    readContract(
      await apiFetch<unknown>('/api/feedback'),
      (contracts) => contracts.feedbackStatusSchema,
    ),
});

export function useFeedbackStatus() {
  return useQuery(feedbackStatusQueryOptions);
}

/** Sends feedback; the answer says whether it earned the beta reward. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendFeedback): Promise<FeedbackStatus> => {
      const [{ feedbackStatusSchema }, body] = await Promise.all([
        loadContracts(),
        apiFetch<unknown>('/api/feedback', { method: 'POST', body: JSON.stringify(input) }),
      ]);
      return feedbackStatusSchema.parse(body);
    },
    onSuccess: (status) => queryClient.setQueryData(feedbackStatusKey, status),
  });
}
