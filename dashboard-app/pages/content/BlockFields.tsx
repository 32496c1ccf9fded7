import type { ChangeEvent } from 'react';
import type { BlockChoices, MediaChoice } from '#lib/content/content-editor.ts';
import { MAX_BLOCK_REVIEWS, type PageBlock } from '#lib/content/page-blocks.ts';
import { CheckboxField } from '../../ui/CheckboxField.tsx';
import { TextAreaField } from '../../ui/TextAreaField.tsx';
import { TextField } from '../../ui/TextField.tsx';
import { HeroImageField } from './HeroImageField.tsx';
import { MarkdownHelp } from './MarkdownHelp.tsx';

/** Messages of a page going out, by field of this block (`headline`), as the publish check gives them. */
export type BlockProblems = Readonly<Record<string, string | undefined>>;

interface FieldsProps<B extends PageBlock> {
  block: B;
  /** The index on the page: input ids are `blocks-{index}-{field}`, as the compliance findings name them. */
  index: number;
  problems: BlockProblems;
  onChange: (block: B) => void;
}

const inputId = (index: number, field: string) => `blocks-${index}-${field}`;

/** A block's wording field: where it sits on the page, what it says, and what to do with a change. */
interface WordingProps {
  index: number;
  value: string;
  onChange: (value: string) => void;
}

/** The attributes every wording field shares: its id (as the findings name it), its value and its change. */
const wording = ({ index, value, onChange }: WordingProps, field: string) => ({
  id: inputId(index, field),
  value,
  onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(event.target.value),
});

/** A block's heading; left empty, the storefront shows `fallback`. */
function HeadingField({ fallback, error, ...props }: WordingProps & { fallback: string; error?: string | undefined }) {
  return (
    <TextField
      label="Heading"
      maxLength={120}
      hint={`Empty: “${fallback}”.`}
      error={error}
      {...wording(props, 'heading')}
    />
  );
}

/** A block's line of text under its heading. */
function LineOfTextField(props: WordingProps) {
  return <TextAreaField label="Text" rows={2} maxLength={500} {...wording(props, 'text')} />;
}

/** The newest store reviews with published text: a heading and how many (ratings are never chosen). */
function ReviewsFields({ block, index, problems, onChange }: FieldsProps<Extract<PageBlock, { kind: 'reviews' }>>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <HeadingField
        index={index}
        value={block.heading}
        fallback="What customers say"
        error={problems['heading']}
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <TextField
        label="How many reviews"
        id={inputId(index, 'count')}
        type="number"
        inputMode="numeric"
        required
        min={1}
        max={MAX_BLOCK_REVIEWS}
        value={block.count}
        hint={`The newest store reviews, 1 to ${MAX_BLOCK_REVIEWS}, whatever their rating.`}
        onChange={(event) => {
          const count = Math.round(Number(event.target.value));
          onChange({ ...block, count: Math.min(MAX_BLOCK_REVIEWS, Math.max(1, Number.isFinite(count) ? count : 1)) });
        }}
        error={problems['count']}
      />
    </div>
  );
}

function HeroFields({
  block,
  index,
  problems,
  onChange,
  media,
}: FieldsProps<Extract<PageBlock, { kind: 'hero' }>> & { media: readonly MediaChoice[] }) {
  const set = (changes: Partial<typeof block>) => onChange({ ...block, ...changes });
  // A line of the hero's wording, with its problem.
  const line = (field: 'headline' | 'ctaLabel' | 'ctaHref') => ({
    error: problems[field],
    ...wording({ index, value: block[field], onChange: (value) => set({ [field]: value }) }, field),
  });
  return (
    <>
      <TextField
        label="Headline"
        required
        maxLength={120}
        {...line('headline')}
        hint={index === 0 ? 'The first hero’s headline is the page’s main heading.' : undefined}
      />
      <LineOfTextField index={index} value={block.text} onChange={(text) => set({ text })} />
      <HeroImageField
        media={media}
        mediaId={block.mediaId}
        alt={block.alt}
        onMedia={(mediaId) => set({ mediaId })}
        onAlt={(alt) => set({ alt })}
        altId={inputId(index, 'alt')}
        legend="Picture"
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Button label" maxLength={40} {...line('ctaLabel')} />
        <TextField
          label="Button link"
          maxLength={300}
          {...line('ctaHref')}
          hint="A path on this store, e.g. /category/flower or /#monroe-dispensary-menu."
        />
      </div>
    </>
  );
}

type FeaturedBlock = Extract<PageBlock, { kind: 'featured-categories' | 'featured-deals' }>;

/** What a featured block offers to choose, the field its choice fills, and the heading used when left empty. */
function featuredChoices(block: FeaturedBlock, choices: BlockChoices) {
  if (block.kind === 'featured-categories') {
    const options = choices.categories.map((category) => ({ value: category.slug, label: category.name }));
    return { field: 'categorySlugs', chosen: block.categorySlugs, options, fallback: 'Shop by category' } as const;
  }
  const options = choices.deals.map((deal) => ({ value: deal.slug, label: deal.title }));
  return { field: 'dealSlugs', chosen: block.dealSlugs, options, fallback: 'Deals running today' } as const;
}

const FEATURED_LEGENDS: Record<FeaturedBlock['kind'], string> = {
  'featured-categories': 'Categories to feature',
  'featured-deals': 'Deals to feature (none chosen: every deal running)',
};

/** A featured block's heading and its choices, each a checkbox, in the order chosen. */
function FeaturedFields({
  block,
  index,
  problems,
  onChange,
  choices,
}: FieldsProps<FeaturedBlock> & { choices: BlockChoices }) {
  const { field, chosen, options, fallback } = featuredChoices(block, choices);
  const choose = (value: string, checked: boolean) =>
    onChange({ ...block, [field]: checked ? [...chosen, value] : chosen.filter((one) => one !== value) });
  return (
    <>
      <HeadingField
        index={index}
        value={block.heading}
        fallback={fallback}
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <fieldset className="flex flex-col gap-2 rounded-lg border border-ink/15 p-3">
        <legend className="px-1 font-semibold">{FEATURED_LEGENDS[block.kind]}</legend>
        {problems[field] && <p className="font-semibold text-danger">{problems[field]}</p>}
        {options.length === 0 && <p className="text-ink-muted">There is nothing to choose yet.</p>}
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(event) => choose(option.value, event.target.checked)}
          />
        ))}
      </fieldset>
    </>
  );
}

/** The newsletter sign-up's heading and line of text; the form itself is the storefront's. */
function NewsletterFields({ block, index, onChange }: FieldsProps<Extract<PageBlock, { kind: 'newsletter' }>>) {
  return (
    <>
      <HeadingField
        index={index}
        value={block.heading}
        fallback="Get the newsletter"
        onChange={(heading) => onChange({ ...block, heading })}
      />
      <LineOfTextField index={index} value={block.text} onChange={(text) => onChange({ ...block, text })} />
      <p className="text-ink-muted">
        The sign-up form follows: email, date of birth and the 21+ box, and texts with their consent words.
      </p>
    </>
  );
}

/** The fields of one block, by its kind. */
export function BlockFields({
  block,
  index,
  problems,
  onChange,
  media,
  choices,
}: FieldsProps<PageBlock> & { media: readonly MediaChoice[]; choices: BlockChoices }) {
  switch (block.kind) {
    case 'hero':
      return <HeroFields block={block} index={index} problems={problems} onChange={onChange} media={media} />;
    case 'featured-categories':
    case 'featured-deals':
      return <FeaturedFields block={block} index={index} problems={problems} onChange={onChange} choices={choices} />;
    case 'store-info':
      return <p className="text-ink-muted">The store’s address, hours and phone number, from the settings.</p>;
    case 'newsletter':
      return <NewsletterFields block={block} index={index} problems={problems} onChange={onChange} />;
    case 'reviews':
      return <ReviewsFields block={block} index={index} problems={problems} onChange={onChange} />;
    case 'free-text':
      return (
        <>
          <TextAreaField
            label="Text (Markdown)"
            id={inputId(index, 'body')}
            rows={8}
            maxLength={20_000}
            spellCheck
            required
            className="[&_textarea]:font-mono [&_textarea]:text-sm"
            value={block.body}
            onChange={(event) => onChange({ ...block, body: event.target.value })}
            error={problems['body']}
          />
          <MarkdownHelp />
        </>
      );
  }
}
