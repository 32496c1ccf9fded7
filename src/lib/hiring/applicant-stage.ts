import type { ApplicationStage } from '../vocabulary/jobs.ts';

/**
 * Where an application stands, in the words the applicant reads on their status page: never the
 * pipeline's internal names, and never a reason for a rejection.
 */
export const APPLICANT_STAGE_WORDS: Readonly<Record<ApplicationStage, { title: string; text: string }>> = {
  new: { title: 'Received', text: 'We have your application and will read it soon.' },
  screening: { title: 'Being read', text: 'Someone on our team is reading your application now.' },
  interview: { title: 'Interviews', text: 'We would like to talk with you, and will be in touch to set a time.' },
  offer: { title: 'Offer', text: 'We have made you an offer. Look for our email or call.' },
  hired: { title: 'Hired', text: 'Welcome to the team. Your application is now part of your employee file.' },
  rejected: {
    title: 'Closed',
    text: 'We will not be moving forward with your application this time. Thank you for your interest in working with us.',
  },
};
