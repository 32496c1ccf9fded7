// `npm run bench:compliance` (also the last part of `npm run bench`): how long one compliance check
// of a long article takes — the editor runs it on every keystroke — next to a baseline measured in
// the same run on the same text: one pass of a Unicode word regex over it (reading every word
// once, the least any checker does). The article is about 3,000 words of dispensary copy in
// Markdown, links and images included, with a few findings in it, built the same on every run.
// Then hostile texts — runs of unclosed brackets, pairs of flagged words, one long paragraph of a
// product name — at two lengths, each against the same baseline on the same text: the check's
// share of the baseline must stay about the same when the text doubles (linear work).
//   BENCH_RUNS=500 BENCH_WORDS=3000 BENCH_HOSTILE_CHARACTERS=60000 npm run bench:compliance
import { checkCompliance } from '#lib/compliance/check-compliance.ts';
import { CLEAN_PHRASES, FLAGGED_PHRASES } from '#lib/compliance/corpus.ts';
import { percentile } from './load.ts';

const RUNS = Number(process.env.BENCH_RUNS ?? 300);
const WORDS = Number(process.env.BENCH_WORDS ?? 3000);
const WARMUP = 30;
const HOSTILE_CHARACTERS = Number(process.env.BENCH_HOSTILE_CHARACTERS ?? 60_000);
const HOSTILE_RUNS = 15;
const FRAME_MS = 1000 / 60;

/** Clean paragraphs with a flagged sentence every fifth one and a link every third, until `words` words. */
function article(words: number): string {
  const paragraphs: string[] = [];
  let count = 0;
  for (let index = 0; count < words; index += 1) {
    const sentences = [0, 1, 2, 3].map((offset) => CLEAN_PHRASES[(index * 4 + offset) % CLEAN_PHRASES.length]!.text);
    if (index % 5 === 4) sentences.push(FLAGGED_PHRASES[index % FLAGGED_PHRASES.length]!.text);
    if (index % 3 === 2) sentences.push('See the [flower menu](/category/flower) and ![a jar](/media/jar.jpg).');
    const paragraph = sentences.join(' ');
    paragraphs.push(index % 7 === 0 ? `## Part ${index / 7 + 1}\n\n${paragraph}` : paragraph);
    count += paragraph.split(/\s+/).length;
  }
  return paragraphs.join('\n\n');
}

const WORD = /[\p{L}\p{N}]+/gu;
const readEveryWord = (text: string) => text.match(WORD)?.length ?? 0;

function time(run: () => unknown): number {
  const started = performance.now();
  run();
  return performance.now() - started;
}

const text = article(WORDS);
const wordCount = readEveryWord(text);
// A keystroke changes the text: each run checks a different last character, as the editor would.
const variants = Array.from({ length: 16 }, (_, index) => `${text}${'abcdefghijklmnop'[index]}`);

// The first check compiles the rule set's expressions: what the editor's first keystroke costs.
const firstCheckMs = time(() => checkCompliance({ text, showsWarnings: true }));
let findings = 0;
for (let i = 0; i < WARMUP; i += 1) {
  findings = checkCompliance({ text: variants[i % variants.length]!, showsWarnings: true }).length;
  readEveryWord(variants[i % variants.length]!);
}

const checks: number[] = [];
const baseline: number[] = [];
// Alternate the two so whatever else the machine does hits both alike.
for (let i = 0; i < RUNS; i += 1) {
  const variant = variants[i % variants.length]!;
  baseline.push(time(() => readEveryWord(variant)));
  checks.push(time(() => checkCompliance({ text: variant, showsWarnings: true })));
}

checks.sort((a, b) => a - b);
baseline.sort((a, b) => a - b);
const median = (values: number[]) => percentile(values, 50);
const ms = (value: number) => value.toFixed(2);
console.info(
  `Compliance check of a ${wordCount.toLocaleString('en-US')}-word article (${text.length.toLocaleString('en-US')} characters, ` +
    `${findings} findings), ${RUNS} runs after ${WARMUP} warm-up, Node ${process.version}:`,
);
console.info('');
console.info('| | p50 (ms) | p95 (ms) | max (ms) |');
console.info('|---|---:|---:|---:|');
console.info(`| checkCompliance | ${ms(median(checks))} | ${ms(percentile(checks, 95))} | ${ms(checks.at(-1)!)} |`);
console.info(
  `| baseline: one word regex pass | ${ms(median(baseline))} | ${ms(percentile(baseline, 95))} | ${ms(baseline.at(-1)!)} |`,
);
console.info('');
console.info(
  `checkCompliance / one word pass: **${(median(checks) / median(baseline)).toFixed(1)}×**; ` +
    `median check = ${((median(checks) / FRAME_MS) * 100).toFixed(0)}% of a 60 Hz frame (${FRAME_MS.toFixed(1)} ms).`,
);
console.info(`The first check, which compiles the rule set's expressions, took ${ms(firstCheckMs)} ms.`);

/** Texts that made the checker's work grow with the square of their length, by the unit they repeat. */
const HOSTILE_UNITS: [string, string][] = [
  ['unclosed `[`', '['],
  ['unclosed `![`', '!['],
  ['unclosed `<`', '<'],
  ['links without their end', '[a]('],
  ['reference definitions and uses', '[r]: /products/x\n[a][r] '],
  ['flagged word pairs', 'relieves anxiety '],
  ['a medical-only product, one paragraph', 'Kid Candy '],
];

/** The check's median on `text`, alternating with the word pass on it as the article's runs do. */
function medianCheck(text: string): number {
  const input = { text, showsWarnings: false, medicalOnlyProductNames: ['Kid Candy'] };
  checkCompliance(input);
  const checks: number[] = [];
  for (let i = 0; i < HOSTILE_RUNS; i += 1) {
    readEveryWord(text);
    checks.push(time(() => checkCompliance(input)));
  }
  return median(checks.sort((a, b) => a - b));
}

const articleMsPerCharacter = median(checks) / text.length;
console.info('');
console.info(
  `Hostile texts at ${(HOSTILE_CHARACTERS / 2).toLocaleString('en-US')} and ${HOSTILE_CHARACTERS.toLocaleString('en-US')} characters, ` +
    `median of ${HOSTILE_RUNS} runs each, and their cost per character against the article's above:`,
);
console.info('');
console.info('| text | check, half (ms) | check, full (ms) | full / half | per character, full / the article |');
console.info('|---|---:|---:|---:|---:|');
for (const [name, unit] of HOSTILE_UNITS) {
  const full = unit.repeat(Math.ceil(HOSTILE_CHARACTERS / unit.length));
  const half = full.slice(0, full.length / 2);
  const halfMs = medianCheck(half);
  const fullMs = medianCheck(full);
  const perCharacter = fullMs / full.length / articleMsPerCharacter;
  console.info(
    `| ${name} | ${ms(halfMs)} | ${ms(fullMs)} | ${(fullMs / halfMs).toFixed(1)}× | ${perCharacter.toFixed(1)}× |`,
  );
}
console.info('');
console.info(
  'Linear work doubles with the text (full / half about 2×) and costs about what ordinary copy costs per character; ' +
    'work that grows with its square quadruples.',
);
