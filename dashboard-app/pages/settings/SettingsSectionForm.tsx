import { createContext, useContext, useId, type FormEvent, type ReactNode } from 'react';
import type { DashboardSettings, SettingsSection } from '../../../src/lib/dashboard/store-settings.ts';
import { SETTINGS_SECTION_TITLES } from '../../../src/lib/dashboard/store-settings.ts';
import { saveSettingsSection } from '../../api/settings.ts';
import { Alert } from '../../ui/Alert.tsx';
import { Button } from '../../ui/Button.tsx';
import { useSubmission } from '../../ui/use-submission.ts';

/** Per-field messages of the last save, keyed by the field's path (`phone`, `days.1.intervals.0.closes`). */
export type FieldProblems = Record<string, string>;

/** What the settings page tells its sections: which one was saved last, and where a save's answer goes. */
export const SettingsPageState = createContext<{ savedSection: SettingsSection | null; onSaved: (data: DashboardSettings, section: SettingsSection) => void }>({
  savedSection: null,
  onSaved: () => undefined,
});

/**
 * One section of the settings page: its own form, saved on its own. `collect` turns the form into
 * what the section's endpoint takes; the server answers the whole page, which then draws the
 * section anew with the stored values (as the server tidied them) and says it was saved.
 */
export function SettingsSectionForm({
  section,
  description,
  collect,
  onSaved: afterSave,
  children,
}: {
  section: SettingsSection;
  description?: ReactNode;
  collect: (form: HTMLFormElement) => unknown;
  /** Runs before the page takes the answer (a section keeping its own state reads it here). */
  onSaved?: (data: DashboardSettings) => void;
  children: (problems: FieldProblems) => ReactNode;
}) {
  const { savedSection, onSaved } = useContext(SettingsPageState);
  const saved = savedSection === section;
  const headingId = useId();
  const { busy, problem, fields, send } = useSubmission();
  const title = SETTINGS_SECTION_TITLES[section];

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const saved = await send(() => saveSettingsSection(section, collect(form)));
    if (!saved) return;
    afterSave?.(saved.value);
    onSaved(saved.value, section);
  }

  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-ink/15 bg-surface p-4 md:p-6">
      <h2 id={headingId} className="text-xl font-bold text-brand-900">
        {title}
      </h2>
      {description && <div className="mt-1 text-ink-muted">{description}</div>}
      <form className="mt-4 flex flex-col gap-4" noValidate onSubmit={(event) => void submit(event)} aria-label={title}>
        {problem && <Alert tone="error">{problem}</Alert>}
        {children(fields)}
        <div className="flex flex-wrap items-center gap-3">
          <Button type="submit" busy={busy}>
            {busy ? 'Saving…' : `Save ${title.toLowerCase()}`}
          </Button>
          {saved && !problem && <p className="font-semibold text-brand-900">Saved. The store shows it now.</p>}
        </div>
      </form>
    </section>
  );
}

/** A named form control's text, as typed. */
export function formValue(form: HTMLFormElement, name: string): string {
  const value = new FormData(form).get(name);
  return typeof value === 'string' ? value : '';
}
