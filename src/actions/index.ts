import { account } from './account.ts';

/** Every Astro Action, by area: `actions.account.signIn`, … */
export const server = { account };
