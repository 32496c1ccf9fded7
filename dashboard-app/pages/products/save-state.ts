import { useState } from 'react';
import type { ProductEditorData } from '../../../src/lib/dashboard/product-editor.ts';
import { fieldProblems, problemMessage } from '../../api/client.ts';

export interface SaveState {
  busy: boolean;
  /** The sentence for the whole form: what went wrong, or that it saved. */
  message: { tone: 'error' | 'success'; text: string } | null;
  /** Messages beside fields, by field name. */
  fields: Record<string, string>;
  /** Shows problems found before sending (the typed text does not read). */
  refuse(fields: Record<string, string>): void;
  /** Sends a save; on success hands the editor's new data on, says `done` and resolves true. */
  run(send: () => Promise<ProductEditorData>, done: string): Promise<boolean>;
}

/** The state of one of the editor's forms while it saves: busy, its message and its fields' problems. */
export function useSaveState(onSaved: (data: ProductEditorData) => void): SaveState {
  const [busy, setBusy] = useState(false);
  const [message, setMessage] = useState<SaveState['message']>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  return {
    busy,
    message,
    fields,
    refuse(found) {
      setFields(found);
      setMessage({ tone: 'error', text: 'Not saved: check the marked fields.' });
    },
    async run(send, done) {
      setBusy(true);
      setMessage(null);
      setFields({});
      try {
        const data = await send();
        setMessage({ tone: 'success', text: done });
        onSaved(data);
        return true;
      } catch (error) {
        setFields(fieldProblems(error));
        setMessage({ tone: 'error', text: problemMessage(error) });
        return false;
      } finally {
        setBusy(false);
      }
    },
  };
}
