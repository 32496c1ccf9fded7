/** Server error reporting, the entry the error page uses to report what broke a page and answer it. */
export { answerRenderError } from './server-error-reporting.ts';
