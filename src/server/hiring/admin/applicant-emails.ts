/**
 * The emails an applicant gets about a decision that concerns them: an offer, a hire, or a kind
 * "not this time". The internal moves (screening, interview) send nothing — the store contacts
 * the applicant in person to set up an interview — and a rejection never carries the reason staff
 * recorded, which is for the team.
 */
import { greetingByFirstName, type OutgoingEmail } from '../../mail/index.ts';

export interface ApplicantEmailFacts {
  to: string;
  applicantName: string;
  postingTitle: string;
  storeName: string;
  storePhone: string;
}

export type ApplicantDecision = 'offer' | 'hired' | 'rejected';

export function applicantDecisionEmail(decision: ApplicantDecision, facts: ApplicantEmailFacts): OutgoingEmail {
  const hello = greetingByFirstName(facts.applicantName);
  const signOff = `— ${facts.storeName}${facts.storePhone ? `, ${facts.storePhone}` : ''}`;
  const role = `the ${facts.postingTitle} position`;
  const messages: Record<ApplicantDecision, { subject: string; body: string }> = {
    offer: {
      subject: `An offer for ${role} at ${facts.storeName}`,
      body: `We enjoyed getting to know you and would like to offer you ${role}. We will call you shortly to talk through the details, or you can call us any time at the number below.`,
    },
    hired: {
      subject: `Welcome to ${facts.storeName}`,
      body: `Welcome to the team! Your hire for ${role} is confirmed. We will be in touch about your first day and what to bring.`,
    },
    rejected: {
      subject: `Your application to ${facts.storeName}`,
      body: `Thank you for applying for ${role} and for the time you gave us. We have decided not to move forward with your application this time. We would be glad to hear from you again when another position opens up.`,
    },
  };
  const message = messages[decision];
  return {
    to: facts.to,
    template: `job_application_${decision}`,
    subject: message.subject,
    text: `${hello}\n\n${message.body}\n\n${signOff}`,
  };
}
