import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import { SETTINGS_SECTION_TITLES, type SettingsSection } from '#lib/settings/store-settings.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { Button } from '../../../ui/Button.tsx';
import type { ActionOf } from '../../../writes/use-action.ts';
import type { settingsAction } from './actions.ts';

/** Per-field messages of the last save, keyed by the field's path (`phone`, `days.1.intervals.0.closes`). */
export type FieldProblems = Record<string, string>;

/** The settings page's saves (its route action), which every section sends through. */
export const SettingsSaves = createContext<ActionOf<typeof settingsAction> | null>(null);

/**
 * One section of the settings page: its own form, saved on its own through the page's action.
 * `collect` turns the form into what the section's endpoint takes; the page's data then reloads,
 * which draws the section anew with the stored values (as the server tidied them), and it says
 * it was saved.
 */
export function SettingsSectionForm({
  section,
  description,
  collect,
  children,
}: {
  section: SettingsSection;
  description?: ReactNode;
  collect: (form: HTMLFormElement) => unknown;
  children: (problems: FieldProblems) => ReactNode;
}) {
  const saves = useSettingsSaves();
  const headingId = useId();
  const title = SETTINGS_SECTION_TITLES[section];
  const mine = saves.sent?.intent === 'saveSection' && saves.sent.input.section === section;
  const busy = mine && saves.busy;
  const problem = mine ? saves.problem : null;

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    saves.send('saveSection', { section, values: collect(event.currentTarget) }, { done: `${title} saved.` });
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-ink-muted">{description}</div>}
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={submit} aria-label={title}>
        {problem && <Alert tone="error">{problem}</Alert>}
        {children(mine ? saves.fields : {})}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy}>
            {busy ? 'Saving…' : `Save ${title.toLowerCase()}`}
          </Button>
          {mine && saves.notice && <p className="font-semibold text-brand-900">Saved. The store shows it now.</p>}
        </div>
      </form>
    </section>
  );
}

function useSettingsSaves(): ActionOf<typeof settingsAction> {
  const saves = useContext(SettingsSaves);
  if (!saves) throw new Error('A settings section is used outside the settings page.');
  return saves;
}

/** A named form control's text, as typed. */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
