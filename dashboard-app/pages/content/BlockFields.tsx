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

/** The newest store reviews with published text: a heading and how many (ratings are never chosen). */
function ReviewsFields({ block, index, problems, onChange }: FieldsProps<Extract<PageBlock, { kind: 'reviews' }>>) {
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <TextField
        label="Heading"
        id={inputId(index, 'heading')}
        maxLength={120}
        value={block.heading}
        hint="Empty: “What customers say”."
        onChange={(event) => onChange({ ...block, heading: event.target.value })}
        error={problems['heading']}
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
  return (
    <>
      <TextField
        label="Headline"
        id={inputId(index, 'headline')}
        required
        maxLength={120}
        value={block.headline}
        onChange={(event) => set({ headline: event.target.value })}
        error={problems['headline']}
        hint={index === 0 ? 'The first hero’s headline is the page’s main heading.' : undefined}
      />
      <TextAreaField
        label="Text"
        id={inputId(index, 'text')}
        rows={2}
        maxLength={500}
        value={block.text}
        onChange={(event) => set({ text: event.target.value })}
      />
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
        <TextField
          label="Button label"
          id={inputId(index, 'ctaLabel')}
          maxLength={40}
          value={block.ctaLabel}
          onChange={(event) => set({ ctaLabel: event.target.value })}
          error={problems['ctaLabel']}
        />
        <TextField
          label="Button link"
          id={inputId(index, 'ctaHref')}
          maxLength={300}
          value={block.ctaHref}
          onChange={(event) => set({ ctaHref: event.target.value })}
          error={problems['ctaHref']}
          hint="A path on this store, e.g. /category/flower or /#monroe-dispensary-menu."
        />
      </div>
    </>
  );
}

/** A heading and a list of choices, each a checkbox, in the order chosen. */
function ChoiceFields({
  index,
  heading,
  headingHint,
  legend,
  options,
  chosen,
  problem,
  onHeading,
  onChosen,
}: {
  index: number;
  heading: string;
  headingHint: string;
  legend: string;
  options: readonly { value: string; label: string }[];
  chosen: readonly string[];
  problem: string | undefined;
  onHeading: (heading: string) => void;
  onChosen: (chosen: string[]) => void;
}) {
  return (
    <>
      <TextField
        label="Heading"
        id={inputId(index, 'heading')}
        maxLength={120}
        value={heading}
        onChange={(event) => onHeading(event.target.value)}
        hint={headingHint}
      />
      <fieldset className="flex flex-col gap-2 rounded-lg border border-ink/15 p-3">
        <legend className="px-1 font-semibold">{legend}</legend>
        {problem && <p className="font-semibold text-danger">{problem}</p>}
        {options.length === 0 && <p className="text-ink-muted">There is nothing to choose yet.</p>}
        {options.map((option) => (
          <CheckboxField
            key={option.value}
            label={option.label}
            checked={chosen.includes(option.value)}
            onChange={(event) =>
              onChosen(
                event.target.checked ? [...chosen, option.value] : chosen.filter((value) => value !== option.value),
              )
            }
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
      <TextField
        label="Heading"
        id={inputId(index, 'heading')}
        maxLength={120}
        value={block.heading}
        onChange={(event) => onChange({ ...block, heading: event.target.value })}
        hint="Empty: “Get the newsletter”."
      />
      <TextAreaField
        label="Text"
        id={inputId(index, 'text')}
        rows={2}
        maxLength={500}
        value={block.text}
        onChange={(event) => onChange({ ...block, text: event.target.value })}
      />
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
      return (
        <ChoiceFields
          index={index}
          heading={block.heading}
          headingHint="Empty: “Shop by category”."
          legend="Categories to feature"
          options={choices.categories.map((category) => ({ value: category.slug, label: category.name }))}
          chosen={block.categorySlugs}
          problem={problems['categorySlugs']}
          onHeading={(heading) => onChange({ ...block, heading })}
          onChosen={(categorySlugs) => onChange({ ...block, categorySlugs })}
        />
      );
    case 'featured-deals':
      return (
        <ChoiceFields
          index={index}
          heading={block.heading}
          headingHint="Empty: “Deals running today”."
          legend="Deals to feature (none chosen: every deal running)"
          options={choices.deals.map((deal) => ({ value: deal.slug, label: deal.title }))}
          chosen={block.dealSlugs}
          problem={problems['dealSlugs']}
          onHeading={(heading) => onChange({ ...block, heading })}
          onChosen={(dealSlugs) => onChange({ ...block, dealSlugs })}
        />
      );
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
