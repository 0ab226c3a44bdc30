import { render, screen } from '@testing-library/react';
import { ChartSlot, hasFigures } from './chart-slot';

const chart = { name: 'sales', title: 'Sales by day', kind: 'bar' as const };

describe('a dashboard chart slot', () => {
  it('has figures only when some point is not zero, side-by-side series included', () => {
    expect(hasFigures([])).toBe(false);
    expect(hasFigures([{ label: 'Mon', value: 0 }])).toBe(false);
    expect(hasFigures([{ label: 'Mon', value: 0, values: [0, 0] }])).toBe(false);
    expect(hasFigures([{ label: 'Mon', value: 0, values: [0, 3] }])).toBe(true);
    expect(hasFigures([{ label: 'Mon', value: -2 }])).toBe(true);
  });

  it('says there is nothing yet instead of drawing bare axes', () => {
    render(<ChartSlot chart={chart} points={[{ label: 'Mon', value: 0 }]} />);
    expect(screen.getByText('Nothing to show yet.')).toBeInTheDocument();
  });
});
