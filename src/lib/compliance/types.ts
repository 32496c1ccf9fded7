/**
 * The shapes of the advertising compliance check: a rule set is data (which words break which
 * rule, and what to say instead), the engine (check-compliance.ts) reads any rule set alike, so
 * a new version of the rules is a new data module, not new code.
 *
 * Phrases are written in a small pattern language, case-insensitive, matched on whole words:
 * - words are separated by one space, which matches any run of spaces or line breaks;
 * - `a|b|c` in a word position matches any one of the words (`cure|cures|cured`);
 * - a word ending in `*` matches any ending (`reliev*`: relieve, relieves, relieving), one starting
 *   with `*` any beginning (`*-free`: sugar-free, solvent-free);
 * - `*` alone matches any one word (`free * pre-roll`: "free 1g pre-roll");
 * - a hyphen inside a word matches a hyphen only (list `pre-roll` and `preroll` apart);
 * - `'` matches a straight or curly apostrophe.
 */

/** `block` stops publishing unless an admin records an override reason; `review` only warns. */
export type ComplianceSeverity = 'block' | 'review';

/** Any of the phrases anywhere in the text, unless one of `except` overlaps the match or `notAfter` ends right before it. */
export interface PhraseMatcher {
  kind: 'phrase';
  phrases: readonly string[];
  except?: readonly string[];
  /** Words that, right before a match, turn it into its opposite: "never drive high", "don't smoke in the lot". */
  notAfter?: readonly string[];
}

/**
 * One of `these` and one of `those`, in either order, in one sentence with at most `withinWords`
 * words between them ("relieves anxiety", "anxiety relief", "cures your chronic pain"); the
 * finding spans both. `except` phrases overlapping the span cancel it.
 */
export interface NearMatcher {
  kind: 'near';
  these: readonly string[];
  those: readonly string[];
  withinWords: number;
  except?: readonly string[];
  notAfter?: readonly string[];
}

/**
 * Context the text itself cannot show: a text that advertises a product (the caller says so, or
 * it links to `/products/…` or names one of `productNames`) must show the required warnings (the
 * caller says whether the page shows them, or the text contains every one of them).
 */
export interface MissingWarningsMatcher {
  kind: 'missing-warnings';
}

/**
 * Each mention of a product the caller names as medical-only must share its paragraph with one
 * phrase of every group in `mustSay` (e.g. "medical marihuana" and "registered qualifying patients").
 */
export interface MedicalOnlyMatcher {
  kind: 'medical-only';
  mustSay: readonly (readonly string[])[];
}

export type ComplianceMatcher = PhraseMatcher | NearMatcher | MissingWarningsMatcher | MedicalOnlyMatcher;

export interface ComplianceRule {
  /** Stable: findings, overrides and the corpus refer to it. */
  id: string;
  /** The rule it applies, as counsel and the regulator write it: `R 420.507(3)`. */
  citation: string;
  severity: ComplianceSeverity;
  /** A few words naming the problem, for lists: "Health claim". */
  title: string;
  /** What is wrong and how to say it instead, for a content editor. */
  message: string;
  matchers: readonly ComplianceMatcher[];
  /** Review rules whose findings this rule's findings cover where they overlap (the stronger one stays). */
  supersedes?: readonly string[];
}

/** One warning the rules require with advertised products, and a distinctive part that shows it is there. */
export interface RequiredWarning {
  text: string;
  detect: string;
}

export interface ComplianceRuleSet {
  /** Stable id of this version of the rules, stored with an override so it says which rules it overrode. */
  id: string;
  title: string;
  /** The day these rules took effect (ISO date). */
  inForceFrom: string;
  /** Where the rules are published. */
  source: string;
  requiredWarnings: readonly RequiredWarning[];
  rules: readonly ComplianceRule[];
}

/** What the caller knows about the text that the words alone cannot say. */
export interface ComplianceInput {
  /** Plain text or Markdown: link and image URLs are ignored, link text and alt text are checked. */
  text: string;
  /** The text advertises a product; when unset, a link to `/products/…` or a name in `productNames` says so. */
  advertisesProduct?: boolean;
  /** Products sold in the store whose mention makes the text an advertisement of them. */
  productNames?: readonly string[];
  /** The page, email or post shows the required warnings around the text; when unset, the text must contain them. */
  showsWarnings?: boolean;
  /** Products above the adult-use caps or otherwise for patients only that the text may mention. */
  medicalOnlyProductNames?: readonly string[];
}

export interface ComplianceFinding {
  /** Stable while the text elsewhere changes: the rule, the words found, and which occurrence of them. */
  id: string;
  ruleId: string;
  severity: ComplianceSeverity;
  citation: string;
  title: string;
  message: string;
  /** Character offsets into the input text: `text.slice(start, end)` is what was found. */
  start: number;
  end: number;
  excerpt: string;
}
