import type { ReviewDetail, ReviewQueue } from '#lib/reviews/review-moderation.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import { api } from './client.ts';

/** The queue's filters the reviews page keeps in its address. */
export const REVIEW_QUEUE_PARAMS = ['status', 'product', 'rating', 'verified', 'sort', 'page'] as const;

/** A page of the moderation queue; `query` is the reviews page's own address. */
export function loadReviewQueue(query: URLSearchParams, signal?: AbortSignal) {
  const wanted = new URLSearchParams();
  for (const name of REVIEW_QUEUE_PARAMS) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<ReviewQueue>(dashboardApiUrl('reviews', wanted), { signal });
}

export function loadReview(id: string, signal?: AbortSignal) {
  return api.get<ReviewDetail>(dashboardApiUrl('review', { id }), { signal });
}

/** A decision as the form sends it; the server refuses a withholding whose reason is not the policy's. */
export type DecisionRequest = { decision: 'publish' } | { decision: 'withhold'; reason: string };

export function decideReview(id: string, decision: DecisionRequest) {
  return api.post<ReviewDetail>(dashboardApiUrl('reviewDecision', { id }), decision);
}

export function saveReviewReply(id: string, reply: string) {
  return api.put<ReviewDetail>(dashboardApiUrl('reviewReply', { id }), { reply });
}

export function removeReviewReply(id: string) {
  return api.delete<ReviewDetail>(dashboardApiUrl('reviewReply', { id }));
}
