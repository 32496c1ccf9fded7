/**
 * The http helpers, the entry every endpoint and Action uses beside its domain's: endpoint() (the
 * body cap, the schemas, the `{ error, fields }` answer, refusals and repeated writes), the
 * answers, the refusal and what a thrown error stands for, the staff caller of a dashboard
 * endpoint and the store scope its work runs in, and whether cookies must be Secure.
 */
export {
  endpoint,
  json,
  noContent,
  parseInput,
  databaseUnavailable,
  refusalOfThrown,
  type EndpointSpec,
  type EndpointInput,
  type EndpointHandler,
} from './endpoint.ts';
export { Refusal, found, type RefusalExtras } from './refusal.ts';
export { staffOf, type StaffCaller } from './staff-caller.ts';
export { inStoreScope, storeScopeOf } from './store-scoped-call.ts';
export { describeWait } from './rate-limit.ts';
export { secureCookies } from '../auth/session-cookie.ts';
