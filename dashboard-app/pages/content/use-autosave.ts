import { useEffect, useRef, useState } from 'react';
import type { ContentDraftInput, LinkProblemView } from '#lib/content/content-editor.ts';
import { useAction } from '../../writes/use-action.ts';
import type { action } from './ContentEditorPage.tsx';

/** How long typing pauses before the draft is saved. */
const PAUSE_MS = 1200;

export type SaveState =
  | { state: 'saved'; at: string | null }
  | { state: 'pending' }
  | { state: 'saving' }
  | { state: 'failed'; message: string };

/**
 * Saves the draft a moment after typing pauses, one save at a time: what was typed while a save
 * ran goes in the next one, and a failed save keeps everything typed (the form's state is the
 * truth) and is tried again on the next keystroke or with `retry`.
 */
export function useAutosave(pageId: string, fields: ContentDraftInput, savedAt: string | null) {
  const [status, setStatus] = useState<SaveState>({ state: 'saved', at: savedAt });
  const [linkProblems, setLinkProblems] = useState<LinkProblemView[] | null>(null);
  const saved = useRef(fields);
  const latest = useRef(fields);
  const inFlight = useRef(false);
  const save = useAction<typeof action>({
    onDone: (done, sent) => {
      inFlight.current = false;
      if (done.intent !== 'saveDraft' || sent.intent !== 'saveDraft') return;
      saved.current = sent.input.input;
      setLinkProblems(done.value.linkProblems);
      if (latest.current !== saved.current) send();
      else setStatus({ state: 'saved', at: done.value.savedAt });
    },
    onRefused: (refusal) => {
      inFlight.current = false;
      setStatus({ state: 'failed', message: refusal.error });
    },
  });
  const sendRef = useRef(save.send);
  sendRef.current = save.send;

  function send() {
    if (inFlight.current) return;
    inFlight.current = true;
    setStatus({ state: 'saving' });
    sendRef.current('saveDraft', { id: pageId, input: latest.current }, { revalidate: false });
  }

  useEffect(() => {
    latest.current = fields;
    if (fields === saved.current) return;
    setStatus((current) => (current.state === 'saving' ? current : { state: 'pending' }));
    const timer = setTimeout(send, PAUSE_MS);
    return () => clearTimeout(timer);
  }, [fields]);

  return { status, linkProblems, retry: send, unsaved: status.state !== 'saved' };
}
