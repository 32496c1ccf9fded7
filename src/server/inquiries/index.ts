/** The store's public forms and the dashboard inbox (decision 0025): one entry for pages, actions, endpoints and the job. */
export {
  loadInquiryFormPage,
  loadTourBookingPage,
  type InquiryFormPage,
  type TourBookingPage,
} from './page-loaders.ts';
export {
  bookTour,
  submitContactMessage,
  submitPressRequest,
  submitWholesaleInquiry,
  type PublicSubmit,
} from './public-forms.ts';
export { INQUIRY_FORM_LIMIT, INQUIRY_FORM_NAMES } from './submit-inquiry.ts';
export { listOpenTourSlots, type OpenTourSlot } from './tour-slots.ts';
export { getInquiryDetail, listInquiries, replyToInquiry, requireInquiryDetail, setInquiryStatus } from './inbox.ts';
export {
  approvePressRequest,
  loadMediaKitPage,
  MEDIA_KIT_DAYS,
  MEDIA_KIT_PURPOSE,
  type MediaKitPage,
} from './press-kit.ts';
export { cancelTourSlot, createTourSlot, loadTourCalendar, updateTourSlot } from './tour-calendar.ts';
export { sendTourReminders } from './tour-reminders.ts';
