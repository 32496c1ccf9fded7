/** The dashboard's customers: looking up accounts (with their orders, points and referrals) and guests, by name, email or phone. */
export { lookUpCustomers } from './customer-lookup.ts';
