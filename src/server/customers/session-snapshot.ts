import type { SignedInAccount } from './signed-in-account.ts';

/** What the browser may know about the signed-in account (`$session`): no more than the pages show. */
export interface SessionSnapshot {
  id: string;
  email: string;
  fullName: string;
  role: SignedInAccount['role'];
  emailConfirmed: boolean;
}

export function sessionSnapshot(account: SignedInAccount): SessionSnapshot {
  return {
    id: account.id,
    email: account.email,
    fullName: account.fullName,
    role: account.role,
    emailConfirmed: account.emailConfirmed,
  };
}
