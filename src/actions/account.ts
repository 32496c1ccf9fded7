import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { refusable } from './refusals.ts';
import { z } from 'zod';
import { EVERY_PROBLEM } from '#lib/forms/every-problem.ts';
import { safeReturnPath } from '#lib/navigation/return-path.ts';
import { passwordProblem } from '#lib/auth/password-policy.ts';
import { ageOn, OLDEST_AGE, todayIn } from '#lib/customers/birthday.ts';
import { MAX_TYPED_CARD_NUMBER_LENGTH, normalizeRegistryCardNumber } from '#lib/registry-card.ts';
import { describeWait } from '#server/http/index.ts';
import {
  signInWithPassword,
  sendEmailReminder,
  emailAccountAfterReply,
  limitAccountChange,
  limitAccountRequest,
  limitOwnAccountEmail,
  changeAccountEmail,
  claimOrderWithLink,
  confirmPhoneCode,
  requestPhoneCode,
  sendOrderClaimLink,
  updateCustomerProfile,
  registerCustomer,
  type SignedInAccount,
} from '#server/customers/index.ts';
import {
  checkNewPassword,
  currentPasswordField,
  emailField,
  nameField,
  newPasswordField,
  nextField,
  optionalText,
  optionalDateField,
  phoneField,
  tokenField,
  linkTypeField,
  formText,
} from '#lib/auth/account-fields.ts';

/** The signed-in account, or the 401 every signed-in action answers without one. */
async function requireAccount(context: ActionAPIContext): Promise<SignedInAccount> {
  const account = await context.locals.currentAccount();
  if (!account) throw new ActionError({ code: 'UNAUTHORIZED', message: 'Your session has ended. Sign in again.' });
  return account;
}

/**
 * The customer account forms. Each works without JavaScript (a form posting to its page) and
 * checks everything on the server: input by schema, who is signed in inside the handler.
 */
export const account = {
  signIn: defineAction({
    accept: 'form',
    input: z.object({ email: emailField, password: currentPasswordField, next: nextField }),
    handler: refusable(async ({ email, password, next }, context) => {
      const result = await signInWithPassword(context.locals.db, context.locals.auth, {
        email,
        password,
        ipAddress: context.locals.clientAddress,
      });
      context.locals.forgetCurrentAccount();
      if (!result.ok && result.reason === 'throttled') {
        context.locals.retryAfterSeconds = result.retryAfterSeconds;
        throw new ActionError({
          code: 'TOO_MANY_REQUESTS',
          message: `Too many sign-in attempts. Try again in ${describeWait(result.retryAfterSeconds)}, or reset your password.`,
        });
      }
      if (!result.ok)
        throw new ActionError({ code: 'UNAUTHORIZED', message: 'That email and password do not match an account.' });
      return { next: safeReturnPath(next ?? '/account'), role: result.account.role };
    }),
  }),

  register: defineAction({
    accept: 'form',
    input: z
      .object({
        fullName: nameField,
        email: emailField,
        password: newPasswordField,
        emailMarketing: z.boolean().optional(),
        referralCode: optionalText(
          z.string().trim().toUpperCase().max(12, 'A referral code has at most 12 characters.'),
        ),
        next: nextField,
      })
      .superRefine((values, context) => checkNewPassword(values, context, ['email', 'fullName']), EVERY_PROBLEM),
    handler: refusable(async ({ next, ...registration }, context) => {
      await registerCustomer(context.locals.db, context.locals.auth, registration, {
        ipAddress: context.locals.clientAddress,
        origin: context.locals.config.linkOrigin,
      });
      // The same answer whether the address was new or had an account: the email says which.
      const returnPath = safeReturnPath(next ?? '/account');
      return { next: `/account/login?reason=confirm-email&next=${encodeURIComponent(returnPath)}` };
    }),
  }),

  signOut: defineAction({
    accept: 'form',
    handler: refusable(async (_input, context) => {
      await context.locals.auth.signOut();
      context.locals.forgetCurrentAccount();
      return { signedOut: true };
    }),
  }),

  resendConfirmation: defineAction({
    accept: 'form',
    handler: refusable(async (_input, context) => {
      const account = await requireAccount(context);
      if (account.emailConfirmed) return { sentTo: account.email };
      await limitOwnAccountEmail(context.locals.db, account.email, { ipAddress: context.locals.clientAddress });
      await context.locals.auth.resendEmailConfirmation(account);
      return { sentTo: account.email };
    }),
  }),

  forgotPassword: defineAction({
    accept: 'form',
    input: z.object({ email: emailField }),
    handler: refusable(async ({ email }, context) => {
      await limitAccountRequest(context.locals.db, 'account-email', { ipAddress: context.locals.clientAddress });
      void emailAccountAfterReply(context.locals.db, email, () => context.locals.auth.sendPasswordReset(email));
      return { sent: true };
    }),
  }),

  forgotEmail: defineAction({
    accept: 'form',
    input: z.object({
      fullName: nameField,
      phone: phoneField.refine((phone) => phone !== null, 'Enter the phone number on your account.'),
    }),
    handler: refusable(async ({ fullName, phone }, context) => {
      await limitAccountRequest(context.locals.db, 'account-email', { ipAddress: context.locals.clientAddress });
      await sendEmailReminder(context.locals.db, { fullName, phone: phone!, origin: context.locals.config.linkOrigin });
      return { sent: true };
    }),
  }),

  resendInvite: defineAction({
    accept: 'form',
    input: z.object({ email: emailField }),
    handler: refusable(async ({ email }, context) => {
      await limitAccountRequest(context.locals.db, 'account-email', { ipAddress: context.locals.clientAddress });
      void emailAccountAfterReply(context.locals.db, email, () => context.locals.auth.resendInvite(email));
      return { sent: true };
    }),
  }),

  /** From a reset or invitation link (token), or signed in with the current password. */
  updatePassword: defineAction({
    accept: 'form',
    input: z
      .object({
        token: tokenField,
        type: linkTypeField,
        currentPassword: optionalText(z.string().max(512, 'That password is too long.')),
        password: newPasswordField,
      })
      .superRefine((values, context) => checkNewPassword(values, context), EVERY_PROBLEM),
    handler: refusable(async ({ token, type, currentPassword, password }, context) => {
      const { auth } = context.locals;
      if (token) {
        await limitAccountRequest(context.locals.db, 'password-link', { ipAddress: context.locals.clientAddress });
        const user = await auth.setPasswordWithLink(token, password, type);
        context.locals.forgetCurrentAccount();
        if (!user) {
          throw new ActionError({
            code: 'GONE',
            message: 'This link has expired or was already used. Ask for a new one below.',
          });
        }
        return { changed: true };
      }
      const account = await requireAccount(context);
      await limitAccountChange(context.locals.db, account.id, { ipAddress: context.locals.clientAddress });
      const own = passwordProblem(password, [account.email, account.fullName]);
      if (own) throw new ActionError({ code: 'BAD_REQUEST', message: own });
      const changed = await auth.changePassword(account, currentPassword ?? '', password);
      if (!changed) throw new ActionError({ code: 'FORBIDDEN', message: 'Your current password is not right.' });
      return { changed: true };
    }),
  }),

  /** With the current password; the address being left is told (email-change.ts). */
  updateEmail: defineAction({
    accept: 'form',
    input: z.object({ email: emailField, currentPassword: currentPasswordField }),
    handler: refusable(async ({ email, currentPassword }, context) => {
      const account = await requireAccount(context);
      await limitOwnAccountEmail(context.locals.db, email, { ipAddress: context.locals.clientAddress });
      return changeAccountEmail(context.locals.db, context.locals.auth, account, {
        currentPassword,
        newEmail: email,
        ipAddress: context.locals.clientAddress,
        origin: context.locals.config.linkOrigin,
      });
    }),
  }),

  updateProfile: defineAction({
    accept: 'form',
    input: z
      .object({
        fullName: nameField,
        phone: phoneField,
        birthday: optionalDateField,
        medicalCardNumber: optionalText(
          z
            .string()
            .trim()
            .max(MAX_TYPED_CARD_NUMBER_LENGTH, 'A registry card number has at most 20 letters and digits.'),
        ).transform((typed, context) => {
          if (typed === '') return typed;
          const card = normalizeRegistryCardNumber(typed);
          if (!card)
            context.addIssue({ code: 'custom', message: 'Enter the number as printed on your registry card.' });
          return card ?? typed;
        }),
        medicalCardExpiresOn: optionalDateField,
        emailMarketing: z.boolean().optional(),
        smsMarketing: z.boolean().optional(),
      })
      .superRefine((values, context) => {
        if (values.smsMarketing && !values.phone) {
          context.addIssue({ code: 'custom', path: ['phone'], message: 'Add your phone number to get text messages.' });
        }
        if (values.medicalCardNumber !== '' && !values.medicalCardExpiresOn) {
          context.addIssue({
            code: 'custom',
            path: ['medicalCardExpiresOn'],
            message: 'Enter the expiry date printed on the card.',
          });
        }
        if (values.medicalCardExpiresOn && values.medicalCardNumber === '') {
          context.addIssue({
            code: 'custom',
            path: ['medicalCardNumber'],
            message: 'Enter the card number too, or clear the expiry date.',
          });
        }
      }, EVERY_PROBLEM),
    handler: refusable(async (input, context) => {
      const account = await requireAccount(context);
      await limitAccountChange(context.locals.db, account.id, { ipAddress: context.locals.clientAddress });
      const settings = await context.locals.storeSettings();
      const today = todayIn(settings.timeZone);
      // Checks against today's date in the store; the profile page shows each beside its field.
      if (input.birthday && (ageOn(input.birthday, today) < 18 || ageOn(input.birthday, today) > OLDEST_AGE)) {
        throw new ActionError({
          code: 'BAD_REQUEST',
          message: 'Enter your own birthday: customers are 18 or older (medical) or 21 or older.',
        });
      }
      if (input.medicalCardExpiresOn && input.medicalCardExpiresOn < today) {
        throw new ActionError({
          code: 'UNPROCESSABLE_CONTENT',
          message: 'That card has expired. Add the renewed card, or clear both card fields.',
        });
      }
      await updateCustomerProfile(
        context.locals.db,
        account.id,
        {
          fullName: input.fullName,
          phone: input.phone,
          birthday: input.birthday,
          medicalCardNumber: input.medicalCardNumber || null,
          medicalCardExpiresOn: input.medicalCardExpiresOn,
          emailMarketing: input.emailMarketing ?? false,
          smsMarketing: input.smsMarketing ?? false,
        },
        { optIn: { storeName: settings.name, origin: context.locals.config.linkOrigin } },
      );
      return { saved: true };
    }),
  }),
  /** A code texted to the new number; the number changes only when the code comes back (phone-change.ts). */
  requestPhoneCode: defineAction({
    accept: 'form',
    input: z.object({
      phone: phoneField.refine((phone) => phone !== null, 'Enter your mobile phone number.'),
    }),
    handler: refusable(async ({ phone }, context) => {
      const account = await requireAccount(context);
      return requestPhoneCode(context.locals.db, account, {
        phone: phone!,
        ipAddress: context.locals.clientAddress,
        now: context.locals.clock.now(),
      });
    }),
  }),

  confirmPhoneCode: defineAction({
    accept: 'form',
    input: z.object({
      code: formText(
        z
          .string()
          .trim()
          .regex(/^\d{6}$/, 'Enter the 6 digits of the code we texted you.'),
      ),
    }),
    handler: refusable(async ({ code }, context) => {
      const account = await requireAccount(context);
      await limitAccountChange(context.locals.db, account.id, { ipAddress: context.locals.clientAddress });
      return confirmPhoneCode(context.locals.db, account, {
        code,
        origin: context.locals.config.linkOrigin,
        now: context.locals.clock.now(),
      });
    }),
  }),

  /** A guest order placed with the account's proven phone: a link to the order's own email proves it. */
  sendOrderClaimLink: defineAction({
    accept: 'form',
    input: z.object({ orderId: formText(z.string().trim().max(40)) }),
    handler: refusable(async ({ orderId }, context) => {
      const account = await requireAccount(context);
      await limitAccountChange(context.locals.db, account.id, { ipAddress: context.locals.clientAddress });
      return sendOrderClaimLink(context.locals.db, account, {
        orderId,
        ipAddress: context.locals.clientAddress,
        origin: context.locals.config.linkOrigin,
        now: context.locals.clock.now(),
      });
    }),
  }),

  claimOrder: defineAction({
    accept: 'form',
    input: z.object({ token: formText(z.string().max(800)) }),
    handler: refusable(async ({ token }, context) => {
      const account = await requireAccount(context);
      return claimOrderWithLink(context.locals.db, account, { token, now: context.locals.clock.now() });
    }),
  }),
};
