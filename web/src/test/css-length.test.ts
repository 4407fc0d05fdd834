import { describe, expect, it } from 'vitest';
import { cssPixels } from './css-length';

describe('cssPixels', () => {
  it('reads pixels and viewport widths', () => {
    expect(cssPixels('600px', 360)).toBe(600);
    expect(cssPixels('50vw', 360)).toBe(180);
  });

  it('works out calc(), min() and max() as a browser would', () => {
    expect(cssPixels('calc(360px - calc(16px * 2))', 360)).toBe(328);
    expect(cssPixels('min(600px, calc(100vw - 32px))', 360)).toBe(328);
    expect(cssPixels('min(600px, calc(100vw - 32px))', 1280)).toBe(600);
    expect(cssPixels('max(280px, calc(100vw / 4 + 10px))', 1280)).toBe(330);
  });

  it('refuses what it cannot read, rather than guessing', () => {
    expect(() => cssPixels('', 360)).toThrow('Cannot read');
    expect(() => cssPixels('var(--max-width)', 360)).toThrow('Cannot read');
    expect(() => cssPixels('calc(10px - 2px', 360)).toThrow('Cannot read');
  });
});
