import { useCallback, useRef, useState, type KeyboardEvent } from 'react';

export interface PointAt {
  /** The series (lines, bars) or the grid row (heatmap). */
  row: number;
  /** The position along x. */
  col: number;
}

/**
 * Keyboard and pointer focus over a chart's marks, a grid of `rows` × `cols` where `has` says which
 * exist (a missing value draws no mark). One mark is the chart's tab stop, so Tab enters the chart
 * once and leaves it on the next press; the arrows move between marks (left and right along x, up
 * and down between series or rows), Home and End go to either end, Escape hides the tooltip. The
 * mark shown (`shown`) is the one focused or under the pointer.
 */
export function usePointFocus(rows: number, cols: number, has: (at: PointAt) => boolean) {
  const [stop, setStop] = useState<PointAt>({ row: 0, col: 0 });
  const [shown, setShown] = useState<PointAt | null>(null);
  const marks = useRef(new Map<string, SVGElement>());

  const first = (): PointAt | null => {
    for (let row = 0; row < rows; row++)
      for (let col = 0; col < cols; col++) if (has({ row, col })) return { row, col };
    return null;
  };
  const tabStop = stop.row < rows && stop.col < cols && has(stop) ? stop : first();

  /** The nearest mark from `from` stepping by (dRow, dCol), if any. */
  const step = (from: PointAt, dRow: number, dCol: number): PointAt | null => {
    let at = { row: from.row + dRow, col: from.col + dCol };
    while (at.row >= 0 && at.row < rows && at.col >= 0 && at.col < cols) {
      if (has(at)) return at;
      at = { row: at.row + dRow, col: at.col + dCol };
    }
    return null;
  };

  const focusOn = (at: PointAt | null) => {
    if (at) marks.current.get(`${at.row}:${at.col}`)?.focus();
  };

  const onKeyDown = (at: PointAt) => (event: KeyboardEvent) => {
    const moves: Record<string, () => PointAt | null> = {
      ArrowRight: () => step(at, 0, 1),
      ArrowLeft: () => step(at, 0, -1),
      ArrowDown: () => step(at, 1, 0),
      ArrowUp: () => step(at, -1, 0),
      Home: () => step({ row: at.row, col: -1 }, 0, 1),
      End: () => step({ row: at.row, col: cols }, 0, -1),
    };
    if (event.key === 'Escape') {
      setShown(null);
      return;
    }
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    focusOn(move());
  };

  const register = useCallback(
    (key: string) => (element: SVGElement | null) => {
      if (element) marks.current.set(key, element);
      else marks.current.delete(key);
    },
    [],
  );

  /** The attributes of the mark at `at`. */
  const markProps = (at: PointAt) => ({
    ref: register(`${at.row}:${at.col}`),
    tabIndex: tabStop && tabStop.row === at.row && tabStop.col === at.col ? 0 : -1,
    onFocus: () => {
      setStop(at);
      setShown(at);
    },
    onBlur: () => setShown(null),
    onMouseEnter: () => setShown(at),
    onMouseLeave: () => setShown(null),
    onKeyDown: onKeyDown(at),
  });

  return { shown, markProps };
}
