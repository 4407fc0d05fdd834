import { describe, expect, it } from 'vitest';
import { renderTrendChart } from './trend-chart.js';

const months = ['2026-09', '2026-10', '2026-11'];

describe('the trend chart drawn on the server', () => {
  it('is an SVG document with a line and a legend entry per tab, and the months as axis labels', async () => {
    const svg = await renderTrendChart({
      months,
      series: [
        { tabName: '品德发展', stars: [1, 0, 3] },
        { tabName: '劳动与社会实践', stars: [0, 2, 2] },
      ],
    });
    expect(svg.startsWith('<svg')).toBe(true);
    expect(svg).toContain('viewBox="0 0 360 244"');
    for (const text of ['品德发展', '劳动与社会实践', '>09<', '>10<', '>11<']) expect(svg).toContain(text);
  });

  it('writes a name as text, never as markup', async () => {
    const svg = await renderTrendChart({
      months,
      series: [{ tabName: '<script>alert(1)</script>', stars: [1, 1, 1] }],
    });
    expect(svg).not.toContain('<script');
    expect(svg).toContain('&lt;script&gt;');
  });
});
