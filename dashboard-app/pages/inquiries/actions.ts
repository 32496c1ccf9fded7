import {
  approvePressRequest,
  cancelTourSlot,
  createTourSlot,
  replyToInquiry,
  setInquiryStatus,
  updateTourSlot,
  type TourSlotValues,
} from '../../api/inquiries.ts';
import { routeAction } from '../../writes/route-action.ts';

/** A request's page: the reply, closing and reopening it, and approving a press request. */
export const inquiryAction = routeAction({
  reply: ({ id, body }: { id: string; body: string }) => replyToInquiry(id, body),
  close: ({ id }: { id: string }) => setInquiryStatus(id, 'closed'),
  reopen: ({ id }: { id: string }) => setInquiryStatus(id, 'new'),
  approve: ({ id }: { id: string }) => approvePressRequest(id),
});

/** The tour calendar: adding, changing and cancelling slots. */
export const tourCalendarAction = routeAction({
  create: (values: TourSlotValues) => createTourSlot(values),
  update: ({ id, values }: { id: string; values: TourSlotValues }) => updateTourSlot(id, values),
  cancel: ({ id }: { id: string }) => cancelTourSlot(id),
});
