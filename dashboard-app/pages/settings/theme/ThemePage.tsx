import { useState, type FormEvent } from 'react';
import { useLoaderData, type LoaderFunctionArgs } from 'react-router';
import { logoUrlOf } from '#lib/settings/logo-path.ts';
import {
  contrastProblems,
  contrastRatio,
  HEX_COLOUR,
  THEME_COLOUR_KEYS,
  THEME_COLOUR_LABELS,
  THEME_CONTRAST_PAIRS,
  AA_NORMAL_TEXT,
  type StoreTheme,
  type ThemeColourKey,
} from '#lib/settings/theme-colours.ts';
import { loadTheme } from '../../../api/settings.ts';
import { useStoreName } from '../../../shell/store-name.ts';
import { Alert } from '../../../ui/Alert.tsx';
import { AuditLog } from '../../../ui/AuditLog.tsx';
import { Button } from '../../../ui/Button.tsx';
import { DataTable, type Column } from '../../../ui/DataTable.tsx';
import { PageHeader } from '../../../ui/PageHeader.tsx';
import { TextField } from '../../../ui/TextField.tsx';
import { useAction } from '../../../writes/use-action.ts';
import { ColourField } from './ColourField.tsx';
import { ThemePreview } from './ThemePreview.tsx';
import { themeAction, type Colours } from './actions.ts';

export function loader(_: LoaderFunctionArgs) {
  return loadTheme();
}

export { themeAction as action };

const HINTS: Record<ThemeColourKey, string> = {
  primary: 'Header, buttons and links.',
  primaryText: 'Text on the header and buttons.',
  accent: 'Highlights such as the open-now badge.',
  accentText: 'Text on highlights.',
  background: 'Behind every page.',
  surface: 'Cards, panels and forms.',
  text: 'Body text.',
  mutedText: 'Notes, hints and dates.',
  danger: 'Error messages.',
};

const coloursOf = (theme: StoreTheme): Colours =>
  Object.fromEntries(THEME_COLOUR_KEYS.map((key) => [key, theme[key]])) as Colours;

/**
 * The store's colours and logo, with a live preview and the WCAG AA contrast of every text
 * colour on its backgrounds. The server refuses a failing pair too; a saved theme applies to
 * every page of the storefront (and the dashboard) from the next page view.
 */
export function Component() {
  const data = useLoaderData<typeof loader>();
  const [colours, setColours] = useState(() => coloursOf(data.theme));
  const [logoUrl, setLogoUrl] = useState(() => logoUrlOf(data.theme.logoPath));
  const [logoMissing, setLogoMissing] = useState(false);
  // Saved, the fields show the theme as the server stored it.
  const save = useAction<typeof themeAction>({
    onDone: ({ value }) => {
      setColours(coloursOf(value.theme));
      setLogoUrl(logoUrlOf(value.theme.logoPath));
    },
  });
  const storeName = useStoreName();

  const live: Record<string, string> = {};
  for (const found of contrastProblems(colours)) live[found.text] ??= found.message;
  for (const key of THEME_COLOUR_KEYS) {
    if (!HEX_COLOUR.test(colours[key].trim()))
      live[key] = `Enter ${THEME_COLOUR_LABELS[key].toLowerCase()} as a hex colour like #1f5130.`;
  }
  const fields = { ...save.fields, ...live };

  function change(update: () => void) {
    update();
    save.reset();
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    save.send('save', { ...colours, logoUrl }, { done: 'Theme saved. The store shows it now.' });
  }

  return (
    <>
      <PageHeader
        title="Theme"
        description="The storefront’s colours and logo. Every text colour must pass WCAG AA (4.5:1) on its background."
      />
      <div className="grid max-w-6xl gap-8 lg:grid-cols-[minmax(0,1fr)_minmax(0,26rem)]">
        <form noValidate onSubmit={submit} className="flex flex-col gap-6" aria-label="Theme">
          {save.problem && <Alert tone="error">{save.problem}</Alert>}
          <fieldset className="grid gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-xl font-bold text-brand-900">Colours</legend>
            {THEME_COLOUR_KEYS.map((key) => (
              <ColourField
                key={key}
                label={THEME_COLOUR_LABELS[key]}
                hint={HINTS[key]}
                value={colours[key]}
                error={fields[key]}
                onChange={(value) => change(() => setColours((current) => ({ ...current, [key]: value })))}
              />
            ))}
          </fieldset>
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 text-xl font-bold text-brand-900">Logo</legend>
            <TextField
              name="logoUrl"
              label="Logo address"
              hint="An image in the media library, like /media/branding/logo.svg. Leave it empty to show the store name instead."
              value={logoUrl}
              onChange={(event) =>
                change(() => {
                  setLogoUrl(event.target.value);
                  setLogoMissing(false);
                })
              }
              error={
                fields.logoUrl ??
                (logoMissing ? 'No image opens at this address; check it in the media library.' : undefined)
              }
            />
          </fieldset>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" busy={save.busy}>
              {save.busy ? 'Saving…' : 'Save theme'}
            </Button>
            <Button
              tone="secondary"
              onClick={() =>
                change(() => {
                  setColours(coloursOf(data.theme));
                  setLogoUrl(logoUrlOf(data.theme.logoPath));
                })
              }
            >
              Undo changes
            </Button>
            <p role="status" className="font-semibold text-brand-900">
              {save.notice ?? ''}
            </p>
          </div>
        </form>
        <div className="flex flex-col gap-6">
          <ThemePreview
            colours={colours}
            logoUrl={logoUrl.trim().startsWith('/media/') ? logoUrl.trim() : ''}
            storeName={storeName}
            onLogoLoaded={(loaded) => setLogoMissing(!loaded)}
          />
          <ContrastTable colours={colours} />
        </div>
      </div>
      <AuditLog entries={data.audit} title="Recent changes to the theme" />
    </>
  );
}

type ContrastPair = (typeof THEME_CONTRAST_PAIRS)[number];

/** Every text colour on each background it is shown on, with its contrast ratio and the WCAG AA verdict. */
function ContrastTable({ colours }: { colours: Colours }) {
  const valid = (key: ThemeColourKey) => HEX_COLOUR.test(colours[key].trim());
  const ratioOf = (pair: ContrastPair) =>
    valid(pair.text) && valid(pair.on) ? contrastRatio(colours[pair.text], colours[pair.on]) : null;
  const columns: Column<ContrastPair>[] = [
    { label: 'Text', rowHeader: true, cell: (pair) => THEME_COLOUR_LABELS[pair.text] },
    { label: 'On', cell: (pair) => THEME_COLOUR_LABELS[pair.on] },
    {
      label: 'Ratio',
      cell: (pair) => {
        const ratio = ratioOf(pair);
        return ratio === null ? '–' : `${(Math.floor(ratio * 10) / 10).toFixed(1)}:1`;
      },
    },
    {
      label: 'WCAG AA',
      className: 'font-semibold',
      cell: (pair) => {
        const ratio = ratioOf(pair);
        const passes = ratio !== null && ratio >= AA_NORMAL_TEXT;
        return <span className={passes ? 'text-brand-900' : 'text-danger'}>{passes ? 'Passes' : 'Fails'}</span>;
      },
    },
  ];
  return (
    <DataTable
      caption="Contrast"
      captionShown
      compact
      columns={columns}
      rows={THEME_CONTRAST_PAIRS}
      rowKey={(pair) => `${pair.text}-${pair.on}`}
    />
  );
}
