import { useState } from 'react';
import { fieldProblems, problemMessage } from '../api/client.ts';

/** A form's state while it sends: busy, the sentence for the whole form, and messages beside fields. */
export interface Submission {
  busy: boolean;
  problem: string | null;
  fields: Record<string, string>;
  /** Shows problems found before sending, or in an answer the form cannot take; the form is free again. */
  refuse(fields: Record<string, string>, problem?: string | null): void;
  /**
   * Sends: earlier problems clear and the form is busy until the answer; a refusal shows the
   * server's sentence and its fields' messages and resolves to null. `leaving` keeps the form busy
   * after success, for a form whose page goes elsewhere next (no second press on the way).
   */
  send<T>(request: () => Promise<T>, options?: { leaving?: boolean }): Promise<{ value: T } | null>;
}

export function useSubmission(): Submission {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [fields, setFields] = useState<Record<string, string>>({});
  return {
    busy,
    problem,
    fields,
    refuse(found, sentence: string | null = 'Check the highlighted fields.') {
      setFields(found);
      setProblem(sentence);
      setBusy(false);
    },
    async send(request, { leaving = false } = {}) {
      setBusy(true);
      setProblem(null);
      setFields({});
      try {
        const value = await request();
        if (!leaving) setBusy(false);
        return { value };
      } catch (error) {
        setProblem(problemMessage(error));
        setFields(fieldProblems(error));
        setBusy(false);
        return null;
      }
    },
  };
}
