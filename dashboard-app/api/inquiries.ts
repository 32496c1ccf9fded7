import type { InboxList, InquiryDetail, TourCalendar } from '#lib/inquiries/inbox.ts';
import { dashboardApiUrl } from '#lib/staff/dashboard-api-paths.ts';
import type { InquiryStatus } from '#lib/vocabulary/inquiries.ts';
import { api } from './client.ts';

/** The inbox's search as the page has it in its address (`kind`, `status`, `q`, `page`). */
export function listInquiries(query: URLSearchParams) {
  const wanted = new URLSearchParams();
  for (const name of ['kind', 'status', 'q', 'page']) {
    const value = query.get(name);
    if (value) wanted.set(name, value);
  }
  return api.get<InboxList>(dashboardApiUrl('inquiries', wanted));
}

export function loadInquiry(id: string) {
  return api.get<InquiryDetail>(dashboardApiUrl('inquiry', { id }));
}

export function replyToInquiry(id: string, body: string) {
  return api.post<InquiryDetail>(dashboardApiUrl('inquiryReply', { id }), { body });
}

export function setInquiryStatus(id: string, status: InquiryStatus) {
  return api.put<InquiryDetail>(dashboardApiUrl('inquiryStatus', { id }), { status });
}

export function approvePressRequest(id: string) {
  return api.post<InquiryDetail>(dashboardApiUrl('inquiryPressApproval', { id }));
}

export interface TourSlotValues {
  date: string;
  time: string;
  durationMinutes: number;
  capacity: number;
  note: string;
}

export function loadTourCalendar() {
  return api.get<TourCalendar>(dashboardApiUrl('tourSlots'));
}

export function createTourSlot(values: TourSlotValues) {
  return api.post<{ id: string }>(dashboardApiUrl('tourSlots'), values);
}

export function updateTourSlot(id: string, values: TourSlotValues) {
  return api.put<{ id: string }>(dashboardApiUrl('tourSlot', { id }), values);
}

export function cancelTourSlot(id: string) {
  return api.delete<{ id: string; emailed: number }>(dashboardApiUrl('tourSlot', { id }));
}
