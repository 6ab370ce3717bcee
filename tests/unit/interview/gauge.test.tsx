import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ScoreGauge, formatScore, gaugeColor } from '@/components/score-gauge';

describe('gaugeColor', () => {
  it('colours by percentage of 10: ≥80 green, ≥60 yellow, ≥40 orange, else red', () => {
    expect(gaugeColor(10)).toBe('green');
    expect(gaugeColor(8)).toBe('green');
    expect(gaugeColor(7.99)).toBe('yellow');
    expect(gaugeColor(6)).toBe('yellow');
    expect(gaugeColor(5.9)).toBe('orange');
    expect(gaugeColor(4)).toBe('orange');
    expect(gaugeColor(3.9)).toBe('red');
    expect(gaugeColor(0)).toBe('red');
  });

  it('honours another maximum', () => {
    expect(gaugeColor(80, 100)).toBe('green');
    expect(gaugeColor(39, 100)).toBe('red');
  });
});

describe('ScoreGauge', () => {
  it('has an accessible label and the colour of its score', () => {
    render(<ScoreGauge score={7.44} />);
    const gauge = screen.getByRole('img', { name: 'Score 7.4 out of 10' });
    expect(gauge.getAttribute('data-color')).toBe('yellow');
  });

  it('formats scores to one decimal', () => {
    expect(formatScore(7)).toBe('7');
    expect(formatScore(8.25)).toBe('8.3');
  });
});
