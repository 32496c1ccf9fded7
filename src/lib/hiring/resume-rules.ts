/**
 * What a résumé may be (the application form says it; the server's judge holds files to it):
 * a PDF or a Word (.docx) document of at most 5 MB, and a Word document that unpacks to at most
 * 20 MB in at most 1,000 parts. The messages are the ones the applicant reads beside the field.
 */

export const MAX_RESUME_BYTES = 5 * 1024 * 1024;
export const MAX_DOCX_ENTRIES = 1000;
export const MAX_DOCX_UNPACKED_BYTES = 20 * 1024 * 1024;

/** The application form's whole body: the résumé and the fields around it, multipart framing included. */
export const MAX_APPLICATION_BODY_BYTES = MAX_RESUME_BYTES + 64 * 1024;

/** The field the résumé is posted in. */
export const RESUME_FIELD = 'resume';

/** What the file input offers to choose (a hint to the browser; the server judges the bytes). */
export const RESUME_ACCEPT =
  '.pdf,.docx,application/pdf,application/vnd.openxmlformats-officedocument.wordprocessingml.document';

export const RESUME_MESSAGES = {
  missing: 'Attach your résumé as a PDF or Word (.docx) file.',
  tooLarge: 'Your résumé is larger than 5 MB. Save a smaller copy (a PDF is usually small) and attach it again.',
  notAResume:
    'That file is not a PDF or a Word (.docx) document. Save your résumé as one of those and attach it again.',
  unpacksTooLarge:
    'That Word file holds more than a résumé should (it unpacks to over 20 MB or has too many parts). Save it as a PDF and attach that.',
} as const;
