import type { OriginScore } from './backtest.ts';
import { mase, meanOf, wape } from './forecast-accuracy.ts';

/** The method's and the rule's accuracy over a set of backtest scores. */
export interface Accuracy {
  methodWape: number | null;
  baselineWape: number | null;
  methodMase: number | null;
  baselineMase: number | null;
  /** Products with at least one scored day. */
  products: number;
}

function accuracyOf(scores: readonly { productId: string; score: OriginScore }[]): Accuracy {
  const scored = scores.filter(({ score }) => score.method.days > 0);
  return {
    methodWape: wape(scored.map(({ score }) => score.method)),
    baselineWape: wape(scored.map(({ score }) => score.baseline)),
    // MASE is averaged over each product's origins: a scale-free error per series, weighed alike.
    methodMase: meanOf(scored.map(({ score }) => mase(score.method, score.scale))),
    baselineMase: meanOf(scored.map(({ score }) => mase(score.baseline, score.scale))),
    products: new Set(scored.map(({ productId }) => productId)).size,
  };
}

export interface BacktestSummary {
  overall: Accuracy;
  /** One per origin, in the origins' order. */
  byOrigin: Accuracy[];
}

/** Pools the backtests of the given products, over all origins and origin by origin. */
export function summariseBacktest(
  products: readonly { id: string; backtest: readonly OriginScore[] }[],
  originCount: number,
): BacktestSummary {
  const scores = products.flatMap((product) => product.backtest.map((score) => ({ productId: product.id, score })));
  return {
    overall: accuracyOf(scores),
    byOrigin: Array.from({ length: originCount }, (_, origin) =>
      accuracyOf(scores.filter(({ score }) => score.origin === origin)),
    ),
  };
}

/**
 * How much lower the method's WAPE is than the rule's, as a share of the rule's (0.2: 20% lower;
 * negative: the method does worse). `null` when either is unknown.
 */
export function improvementOverBaseline({ methodWape, baselineWape }: Accuracy): number | null {
  if (methodWape === null || baselineWape === null || baselineWape === 0) return null;
  return 1 - methodWape / baselineWape;
}
