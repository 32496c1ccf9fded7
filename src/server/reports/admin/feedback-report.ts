import { REPORTS, type Metric, type ReportPayload, type ReportTable } from '#lib/reports/report-payload.ts';
import { formatDayRange, type DayRange, type ReportRange } from '#lib/reports/report-range.ts';
import { wallClock } from '#lib/time/wall-clock.ts';
import type { Queryable } from '../../db/database.ts';
import { Refusal } from '../../http/refusal.ts';
import type { ReportRequest } from './report-endpoint.ts';
import { ofStores, reportStoreIds, storeFilters } from './report-stores.ts';
import { counted, periodColumn, rangeInstants, ratio, sumByBucket, sumRows, type DayRow } from './rollup-days.ts';

/**
 * The feedback report (admins): the first-purchase question's answers (`purchase_feedback`, the
 * same rows the reviews pages collect) as NPS over time, the response rate of the questions sent,
 * the spread of scores, and the comments with their orders. Counts come from the day rollups
 * (feedback-rollup.ts); the comments are read from the answers themselves, newest first.
 */

export const COMMENTS_LIMIT = 50;

/** Whose comments the list shows (`?comments=`), by the score's NPS group. */
export const COMMENT_GROUPS = {
  all: { label: 'Everyone', scores: [0, 10] },
  promoters: { label: 'Promoters (9–10)', scores: [9, 10] },
  passives: { label: 'Passives (7–8)', scores: [7, 8] },
  detractors: { label: 'Detractors (0–6)', scores: [0, 6] },
} as const;
type CommentGroup = keyof typeof COMMENT_GROUPS;

const ANSWER_SUMS = ['answers', 'promoters', 'passives', 'detractors'] as const;
const QUESTION_SUMS = ['sent', 'answered'] as const;
type AnswerSums = Record<(typeof ANSWER_SUMS)[number], number>;
type QuestionSums = Record<(typeof QUESTION_SUMS)[number], number>;

const DEFINITIONS = {
  nps: 'Net Promoter Score: % of answers scoring 9–10 (promoters) − % scoring 0–6 (detractors), of the answers given in the period, rounded to a whole number (−100 to 100).',
  answers: 'First-purchase questions answered in the period ("How likely are you to recommend us?", 0–10).',
  sent: "First-purchase questions sent in the period: one with the pickup of each customer's first picked-up order (no earlier pickup by the same account or email).",
  answered: 'Of those questions, the ones answered so far (the link works for 30 days after pickup).',
  responseRate: 'Questions answered ÷ questions sent, for the questions sent in the period.',
  share: 'Answers with this score ÷ all answers in the period.',
};

/** NPS from the counts, or null without answers. */
export function netPromoterScore({ answers, promoters, detractors }: AnswerSums): number | null {
  return answers === 0 ? null : Math.round(((promoters - detractors) / answers) * 100);
}

async function scoreRows(
  db: Queryable,
  days: DayRange,
  storeIds: readonly string[] | null,
): Promise<{ day: string; score: number; answers: number }[]> {
  return db.query(
    `select day::text as day, score, sum(answers)::int as answers
       from feedback_score_days where ${ofStores('store_id', '$3')} and day between $1 and $2
      group by day, score order by day, score`,
    [days.start, days.end, storeIds],
  );
}

function answerDays(rows: { day: string; score: number; answers: number }[]): DayRow<(typeof ANSWER_SUMS)[number]>[] {
  return rows.map(({ day, score, answers }) => ({
    day,
    answers,
    promoters: score >= 9 ? answers : 0,
    passives: score === 7 || score === 8 ? answers : 0,
    detractors: score <= 6 ? answers : 0,
  }));
}

async function questionRows(
  db: Queryable,
  days: DayRange,
  storeIds: readonly string[] | null,
): Promise<DayRow<(typeof QUESTION_SUMS)[number]>[]> {
  return db.query(
    `select day::text as day, sum(sent)::int as sent, sum(answered)::int as answered
       from feedback_question_days where ${ofStores('store_id', '$3')} and day between $1 and $2
      group by day order by day`,
    [days.start, days.end, storeIds],
  );
}

function metrics(
  current: { answers: AnswerSums; questions: QuestionSums },
  previous: { answers: AnswerSums; questions: QuestionSums } | null,
): Metric[] {
  const pair = (read: (sums: { answers: AnswerSums; questions: QuestionSums }) => number | null) => ({
    value: read(current),
    previous: previous ? read(previous) : null,
  });
  return [
    {
      key: 'nps',
      label: 'NPS',
      format: 'number',
      better: 'higher',
      ...pair((s) => netPromoterScore(s.answers)),
      definition: DEFINITIONS.nps,
    },
    {
      key: 'answers',
      label: 'Answers',
      format: 'count',
      better: 'higher',
      ...pair((s) => s.answers.answers),
      definition: DEFINITIONS.answers,
    },
    {
      key: 'sent',
      label: 'Questions sent',
      format: 'count',
      better: 'higher',
      ...pair((s) => s.questions.sent),
      definition: DEFINITIONS.sent,
    },
    {
      key: 'response_rate',
      label: 'Response rate',
      format: 'percent',
      better: 'higher',
      ...pair((s) => ratio(s.questions.answered, s.questions.sent)),
      definition: DEFINITIONS.responseRate,
    },
  ];
}

function npsOverTime(rows: DayRow<(typeof ANSWER_SUMS)[number]>[], range: ReportRange, total: AnswerSums): ReportTable {
  const nps = netPromoterScore(total);
  return {
    key: 'nps',
    title: 'NPS over time',
    summary: `NPS ${nps ?? 'not available'} from ${counted(total.answers, 'answer')}, ${formatDayRange(range)}.`,
    columns: [
      periodColumn(range.grain),
      { key: 'nps', label: 'NPS', format: 'number', definition: DEFINITIONS.nps },
      { key: 'answers', label: 'Answers', format: 'count', definition: DEFINITIONS.answers },
      { key: 'promoters', label: 'Promoters (9–10)', format: 'count' },
      { key: 'passives', label: 'Passives (7–8)', format: 'count' },
      { key: 'detractors', label: 'Detractors (0–6)', format: 'count' },
    ],
    rows: sumByBucket(rows, ANSWER_SUMS, range, range.grain).map(({ bucket, sums }) => ({
      period: bucket,
      nps: netPromoterScore(sums),
      ...sums,
    })),
    chart: { kind: 'line', x: 'period', series: ['nps'] },
  };
}

function responseRate(
  rows: DayRow<(typeof QUESTION_SUMS)[number]>[],
  range: ReportRange,
  total: QuestionSums,
): ReportTable {
  const rate = ratio(total.answered, total.sent);
  return {
    key: 'response-rate',
    title: 'Questions sent and answered',
    summary: `${counted(total.sent, 'first-purchase question')} sent and ${total.answered} answered${rate === null ? '' : ` (${Math.round(rate * 100)}%)`}, ${formatDayRange(range)}.`,
    columns: [
      periodColumn(range.grain),
      { key: 'sent', label: 'Questions sent', format: 'count', definition: DEFINITIONS.sent },
      { key: 'answered', label: 'Answered', format: 'count', definition: DEFINITIONS.answered },
      { key: 'response_rate', label: 'Response rate', format: 'percent', definition: DEFINITIONS.responseRate },
    ],
    rows: sumByBucket(rows, QUESTION_SUMS, range, range.grain).map(({ bucket, sums }) => ({
      period: bucket,
      ...sums,
      response_rate: ratio(sums.answered, sums.sent),
    })),
    chart: { kind: 'bar', x: 'period', series: ['sent', 'answered'] },
  };
}

function scoreSpread(rows: { score: number; answers: number }[], total: number): ReportTable {
  const counts = Array.from({ length: 11 }, () => 0);
  for (const row of rows) counts[row.score]! += row.answers;
  const group = (score: number) => (score >= 9 ? 'Promoter' : score >= 7 ? 'Passive' : 'Detractor');
  const inGroup = (low: number, high: number) => counts.slice(low, high + 1).reduce((sum, count) => sum + count, 0);
  return {
    key: 'scores',
    title: 'Scores',
    summary:
      total === 0
        ? 'No answers in these dates.'
        : `Of ${counted(total, 'answer')}, ${inGroup(9, 10)} scored 9–10, ${inGroup(7, 8)} scored 7–8 and ${inGroup(0, 6)} scored 0–6.`,
    columns: [
      { key: 'score', label: 'Score', format: 'number' },
      { key: 'group', label: 'Group', format: 'text' },
      { key: 'answers', label: 'Answers', format: 'count' },
      { key: 'share', label: 'Share', format: 'percent', definition: DEFINITIONS.share },
    ],
    rows: counts.map((answers, score) => ({ score, group: group(score), answers, share: ratio(answers, total) })),
    chart: { kind: 'bar', x: 'score', series: ['answers'] },
  };
}

function commentGroup(search: URLSearchParams): CommentGroup {
  const value = search.get('comments') ?? 'all';
  if (!Object.hasOwn(COMMENT_GROUPS, value))
    throw new Refusal(400, 'Show comments from everyone, promoters, passives or detractors.', 'comments');
  return value as CommentGroup;
}

type CommentRow = {
  created_at: Date;
  order_id: string;
  number: string;
  score: number;
  went_well: string;
  could_improve: string;
};

async function comments(
  db: Queryable,
  range: ReportRange,
  group: CommentGroup,
  storeIds: readonly string[] | null,
): Promise<ReportTable> {
  const { from, to } = rangeInstants(range, range.timeZone);
  const [low, high] = COMMENT_GROUPS[group].scores;
  const where = `f.created_at >= $1 and f.created_at < $2 and f.score between $3 and $4
    and (f.went_well <> '' or f.could_improve <> '') and ${ofStores('o.store_id', '$5')}`;
  const [rows, [countRow]] = await Promise.all([
    db.query<CommentRow>(
      `select f.created_at, f.order_id, o.number, f.score, f.went_well, f.could_improve
         from purchase_feedback f join orders o on o.id = f.order_id
        where ${where}
        order by f.created_at desc, f.order_id
        limit $6`,
      [from, to, low, high, storeIds, COMMENTS_LIMIT],
    ),
    db.query<{ count: number }>(
      `select count(*)::int as count from purchase_feedback f join orders o on o.id = f.order_id where ${where}`,
      [from, to, low, high, storeIds],
    ),
  ]);
  const count = countRow?.count ?? 0;
  const rest = count - rows.length;
  return {
    key: 'comments',
    title: 'Comments',
    summary: `${counted(count, 'answer')} with a comment${group === 'all' ? '' : ` from ${group}`}, newest first.`,
    columns: [
      { key: 'date', label: 'Answered', format: 'day' },
      { key: 'order', label: 'Order', format: 'text', link: { base: '/dashboard/orders/', key: 'order_id' } },
      { key: 'score', label: 'Score', format: 'number' },
      { key: 'went_well', label: 'Went well', format: 'text' },
      { key: 'could_improve', label: 'Could improve', format: 'text' },
    ],
    rows: rows.map((row) => ({
      date: wallClock(row.created_at, range.timeZone).date,
      order: row.number,
      order_id: row.order_id,
      score: row.score,
      went_well: row.went_well,
      could_improve: row.could_improve,
    })),
    note: [
      'Answers to the question emailed after a customer’s first pickup; each links to its order.',
      rest > 0 ? `The newest ${rows.length} of ${count} are listed; choose fewer days to see the other ${rest}.` : '',
    ]
      .filter(Boolean)
      .join(' '),
  };
}

async function sumsOver(
  db: Queryable,
  days: DayRange,
  storeIds: readonly string[] | null,
): Promise<{ answers: AnswerSums; questions: QuestionSums }> {
  const [scores, questions] = await Promise.all([scoreRows(db, days, storeIds), questionRows(db, days, storeIds)]);
  return { answers: sumRows(answerDays(scores), ANSWER_SUMS), questions: sumRows(questions, QUESTION_SUMS) };
}

export async function loadFeedbackReport({ db, range, search, stores }: ReportRequest): Promise<ReportPayload> {
  const group = commentGroup(search);
  const storeIds = reportStoreIds(stores);
  const [scores, questions, previous, commentTable] = await Promise.all([
    scoreRows(db, range, storeIds),
    questionRows(db, range, storeIds),
    range.previous ? sumsOver(db, range.previous, storeIds) : null,
    comments(db, range, group, storeIds),
  ]);
  const answers = answerDays(scores);
  const current = { answers: sumRows(answers, ANSWER_SUMS), questions: sumRows(questions, QUESTION_SUMS) };
  return {
    report: 'feedback',
    title: REPORTS.feedback.title,
    range,
    filters: [
      ...storeFilters(stores),
      {
        key: 'comments',
        label: 'Comments from',
        value: group,
        options: Object.entries(COMMENT_GROUPS).map(([value, { label }]) => ({ value, label })),
      },
    ],
    metrics: metrics(current, previous),
    tables: [
      npsOverTime(answers, range, current.answers),
      responseRate(questions, range, current.questions),
      scoreSpread(scores, current.answers.answers),
      commentTable,
    ],
    empty: current.answers.answers === 0 && current.questions.sent === 0,
  };
}
