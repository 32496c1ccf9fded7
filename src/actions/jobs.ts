import { ActionError, defineAction, type ActionAPIContext } from 'astro:actions';
import { applicationFields, deletionRequestFields } from '#lib/jobs/application-fields.ts';
import { applyForJob, deleteApplicationOnRequest } from '#server/hiring/index.ts';
import { Refusal } from '#server/http/refusal.ts';
import { privateFileStoreFor } from '#server/media/configured-media-store.ts';

/** A refusal from the hiring module as the form's error: its status and its sentence. */
async function refusalsAsActionErrors<T>(context: ActionAPIContext, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (error) {
    if (!(error instanceof Refusal)) throw error;
    const retryAfter = error.headers['Retry-After'];
    if (retryAfter) context.locals.retryAfterSeconds = Number(retryAfter);
    throw new ActionError({ code: ActionError.statusToCode(error.status), message: error.message });
  }
}

/**
 * The jobs forms. Each works without JavaScript (a form posting to its page): applying from a
 * posting page, with the résumé (the one action with a large body, see astro.config.mjs), and
 * an applicant's request to delete their application from their status page.
 */
export const jobs = {
  apply: defineAction({
    accept: 'form',
    input: applicationFields,
    handler: async (input, context) => {
      const { db, config, clock } = context.locals;
      const settings = await context.locals.storeSettings();
      const bytes = new Uint8Array(await input.resume.arrayBuffer());
      return refusalsAsActionErrors(context, () =>
        applyForJob(
          {
            db,
            config,
            files: privateFileStoreFor(config),
            settings,
            origin: config.siteUrl ?? context.url.origin,
            clientAddress: context.clientAddress,
            now: clock.now(),
          },
          {
            slug: input.slug,
            name: input.name,
            email: input.email,
            phone: input.phone!,
            coverLetter: input.coverLetter,
            resume: { bytes, fileName: input.resume.name },
            idempotencyKey: input.idempotencyKey,
            proof: { website: input.website, recaptchaToken: input.recaptchaToken },
          },
        ),
      );
    },
  }),

  deleteApplication: defineAction({
    accept: 'form',
    input: deletionRequestFields,
    handler: async ({ token }, context) => {
      const { db, config, clock } = context.locals;
      await refusalsAsActionErrors(context, () =>
        deleteApplicationOnRequest(db, privateFileStoreFor(config), token, clock.now()),
      );
      return { deleted: true };
    },
  }),
};
