import { account } from './account.ts';
import { newsletter } from './newsletter.ts';
import { orders } from './orders.ts';

/** Every Astro Action, by area: `actions.account.signIn`, `actions.orders.trackOrder`, … */
export const server = { account, orders, newsletter };
