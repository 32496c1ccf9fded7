/**
 * The dashboard's inquiries: the inbox (reading, replying, status, the press kit's approval) and the
 * tour calendar's slots, the one entry its endpoints use. Every change carries its staff audit entry.
 */
export { getInquiryDetail, listInquiries, replyToInquiry, requireInquiryDetail, setInquiryStatus } from './inbox.ts';
export { approvePressRequest } from '../press-kit.ts';
export { cancelTourSlot, createTourSlot, loadTourCalendar, updateTourSlot } from './tour-calendar.ts';
