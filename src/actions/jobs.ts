import { defineAction } from 'astro:actions';
import { applicationFields, deletionRequestFields } from '#lib/hiring/application-fields.ts';
import { applyForJob, deleteApplicationOnRequest, resumeStoreFor } from '#server/hiring/index.ts';
import { refusable } from './refusals.ts';

/**
 * The jobs forms. Each works without JavaScript (a form posting to its page): applying from a
 * posting page, with the résumé (the one Action with a large body, `ACTION_BODY_LIMITS`), and an
 * applicant's request to delete their application from their status page.
 */
export const jobs = {
  apply: defineAction({
    accept: 'form',
    input: applicationFields,
    handler: refusable(async (input, context) => {
      const { db, config, clock } = context.locals;
      const settings = await context.locals.storeSettings();
      return applyForJob(
        {
          db,
          config,
          files: resumeStoreFor(config),
          settings,
          origin: config.linkOrigin,
          clientAddress: context.locals.clientAddress,
          now: clock.now(),
        },
        {
          slug: input.slug,
          name: input.name,
          email: input.email,
          phone: input.phone!,
          coverLetter: input.coverLetter,
          resume: { bytes: new Uint8Array(await input.resume.arrayBuffer()), fileName: input.resume.name },
          idempotencyKey: input.idempotencyKey,
          proof: { website: input.website, recaptchaToken: input.recaptchaToken },
        },
      );
    }),
  }),

  deleteApplication: defineAction({
    accept: 'form',
    input: deletionRequestFields,
    handler: refusable(async ({ token }, context) => {
      const { db, config, clock } = context.locals;
      await deleteApplicationOnRequest(db, resumeStoreFor(config), token, clock.now());
      return { deleted: true };
    }),
  }),
};
