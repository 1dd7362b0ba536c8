import { feedbackStatusSchema, type FeedbackStatus, type SendFeedback } from '@study/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../../lib/api-client.ts';

export const feedbackStatusKey = ['feedback', 'status'] as const;

/** Whether the product is in beta and whether the user earned the feedback reward. */
export const feedbackStatusQueryOptions = queryOptions({
  queryKey: feedbackStatusKey,
  queryFn: async (): Promise<FeedbackStatus> =>
    feedbackStatusSchema.parse(await apiFetch<unknown>('/api/feedback')),
});

export function useFeedbackStatus() {
  return useQuery(feedbackStatusQueryOptions);
}

/** Sends feedback; the answer says whether it earned the beta reward. */
export function useSendFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SendFeedback): Promise<FeedbackStatus> =>
      feedbackStatusSchema.parse(
        await apiFetch<unknown>('/api/feedback', { method: 'POST', body: JSON.stringify(input) }),
      ),
    onSuccess: (status) => queryClient.setQueryData(feedbackStatusKey, status),
  });
}
