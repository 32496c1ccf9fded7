import { useState } from 'react';
import type { ReviewDetail } from '#lib/reviews/review-moderation.ts';
import { ActionMessage } from '../../ui/ActionMessage.tsx';
import { Button } from '../../ui/Button.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './ReviewPage.tsx';

/** The store's public reply, shown under the review on the storefront: written, edited or removed. */
export function ReviewReplyForm({ review }: { review: ReviewDetail['review'] }) {
  const [text, setText] = useState(review.reply ?? '');
  const reply = useAction<typeof action>({
    onDone: ({ intent }) => {
      if (intent === 'removeReply') setText('');
    },
  });
  const busy = (intent: 'saveReply' | 'removeReply') => reply.busy && reply.sent?.intent === intent;

  return (
    <section aria-labelledby="reply-title" className="rounded-xl border border-ink/15 bg-surface p-4">
      <h2 id="reply-title" className="text-lg font-bold text-brand-900">
        Reply as the store
      </h2>
      <p className="mt-1 text-ink-muted">
        {review.reply
          ? 'Shoppers read this reply under the review, signed by the store.'
          : 'Shoppers will read the reply under the review, signed by the store.'}
      </p>
      {(reply.problem || reply.notice) && (
        <div className="mt-3">
          <ActionMessage action={reply} />
        </div>
      )}
      <form
        className="mt-3 flex flex-col gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          reply.send('saveReply', { id: review.id, reply: text }, { done: 'Reply saved. Shoppers see it now.' });
        }}
      >
        <TextAreaField
          label="Public reply"
          name="reply"
          rows={4}
          maxLength={2000}
          required
          value={text}
          onChange={(event) => setText(event.target.value)}
          error={reply.fields.reply}
        />
        <div className="flex flex-wrap gap-3">
          <Button type="submit" busy={busy('saveReply')}>
            {review.reply ? 'Save the reply' : 'Post the reply'}
          </Button>
          {review.reply && (
            <Button
              tone="danger"
              busy={busy('removeReply')}
              onClick={() => reply.send('removeReply', { id: review.id }, { done: 'Reply removed.' })}
            >
              Remove the reply
            </Button>
          )}
        </div>
      </form>
    </section>
  );
}
