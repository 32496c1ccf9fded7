/**
 * Inquiries, the public side (decision 0025): the contact, wholesale, press and tour forms and their
 * pages, the open tour slots, the press kit's page and the tour reminders job. (The dashboard's
 * inbox and tour calendar are `admin/`.)
 */
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
export { loadMediaKitPage, MEDIA_KIT_DAYS, MEDIA_KIT_PURPOSE, type MediaKitPage } from './press-kit.ts';
export { sendTourReminders } from './tour-reminders.ts';
