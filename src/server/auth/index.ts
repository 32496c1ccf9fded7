/** Sign-in's machinery, the entry the demo store uses to write its staff and customer sign-ins: password hashing. */
export { hashPassword } from './password.ts';
