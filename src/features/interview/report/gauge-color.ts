/**
 * Colour of a score gauge by percentage of SCORE_MAX (GAUGE_THRESHOLDS_PERCENT): at least 80
 * green, at least 60 yellow, at least 40 orange, otherwise red.
 */
import { GAUGE_THRESHOLDS_PERCENT, SCORE_MAX } from '@core/contract/constants';

export type GaugeColor = 'green' | 'yellow' | 'orange' | 'red';

/** Stroke colour of each gauge colour (hex). */
export const GAUGE_STROKES: Record<GaugeColor, string> = {
  green: '#16a34a',
  yellow: '#eab308',
  orange: '#f97316',
  red: '#dc2626',
};

/** The gauge colour of `score` out of `max` (default SCORE_MAX). */
export function gaugeColor(score: number, max: number = SCORE_MAX): GaugeColor {
  const percent = (score / max) * 100;
  if (percent >= GAUGE_THRESHOLDS_PERCENT.green) return 'green';
  if (percent >= GAUGE_THRESHOLDS_PERCENT.yellow) return 'yellow';
  if (percent >= GAUGE_THRESHOLDS_PERCENT.orange) return 'orange';
  return 'red';
}
