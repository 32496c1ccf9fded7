import { account } from './account.ts';
import { inquiries } from './inquiries.ts';
import { jobs } from './jobs.ts';
import { newsletter } from './newsletter.ts';
import { orders } from './orders.ts';
import { reviews } from './reviews.ts';

/** Every Astro Action, by area: `actions.account.signIn`, `actions.orders.trackOrder`, … */
export const server = { account, orders, inquiries, jobs, newsletter, reviews };
