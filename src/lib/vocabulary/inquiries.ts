/**
 * The inbox's words: the kinds of request the store's public forms send (`inquiries.kind`), where
 * each stands (`inquiries.status`) and the contact form's topics, each list the one source of its
 * type and of the `z.enum` that parses it.
 */

export const INQUIRY_KINDS = ['contact', 'wholesale', 'press', 'tour'] as const;
export type InquiryKind = (typeof INQUIRY_KINDS)[number];

/** As staff read them in the inbox. */
export const INQUIRY_KIND_LABELS: Readonly<Record<InquiryKind, string>> = {
  contact: 'Contact message',
  wholesale: 'Wholesale inquiry',
  press: 'Press request',
  tour: 'Tour booking',
};

/** The inbox's tabs, one per kind. */
export const INQUIRY_KIND_TABS: Readonly<Record<InquiryKind, string>> = {
  contact: 'Messages',
  wholesale: 'Wholesale',
  press: 'Press',
  tour: 'Tours',
};

/** New until someone answers; answered once a reply went out; closed when nothing more is to be done. */
export const INQUIRY_STATUSES = ['new', 'answered', 'closed'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];

export const INQUIRY_STATUS_LABELS: Readonly<Record<InquiryStatus, string>> = {
  new: 'New',
  answered: 'Answered',
  closed: 'Closed',
};

/** What a contact message is about, so the right person picks it up. */
export const CONTACT_TOPICS = ['order', 'products', 'rewards', 'accessibility', 'feedback', 'other'] as const;
export type ContactTopic = (typeof CONTACT_TOPICS)[number];

export const CONTACT_TOPIC_LABELS: Readonly<Record<ContactTopic, string>> = {
  order: 'An order or pickup',
  products: 'Products and availability',
  rewards: 'Rewards and my account',
  accessibility: 'Accessibility',
  feedback: 'Feedback about the store',
  other: 'Something else',
};
