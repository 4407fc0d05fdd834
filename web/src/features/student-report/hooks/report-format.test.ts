import { describe, expect, it } from 'vitest';
import { figureText, momentText, signedChange, svgImageSource } from './report-format';

describe('report figures as text', () => {
  it('writes a change with its sign and a true minus, and none for no change', () => {
    expect(signedChange(3.5)).toBe('+3.5');
    expect(signedChange(-1.2)).toBe('\u22121.2');
    expect(signedChange(0)).toBeNull();
  });

  it('writes a missing figure as the dash, never as zero', () => {
    expect(figureText(null, '—')).toBe('—');
    expect(figureText(0, '—')).toBe('0');
    expect(figureText(72.5, '—')).toBe('72.5');
  });

  it('shows a moment on the school clock (Beijing)', () => {
    expect(momentText('2026-01-12T16:30:00.000Z', 'zh-CN')).toContain('2026/01/13');
    expect(momentText('not a time', 'zh-CN')).toBe('not a time');
  });

  it('turns an SVG into an image source that holds it whole', () => {
    const svg = '<svg xmlns="http://www.w3.org/2000/svg"><text>品德 #1 & 100%</text></svg>';
    const source = svgImageSource(svg);
    expect(source.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    expect(decodeURIComponent(source.slice(source.indexOf(',') + 1))).toBe(svg);
  });
});
