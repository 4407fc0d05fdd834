import { readFileSync } from 'node:fs';
import { theme } from 'antd';
import { describe, expect, it } from 'vitest';
import { antdTheme, palette, type PaletteName } from './palette';

const paletteCss = readFileSync(new URL('./palette.css', import.meta.url), 'utf8');

/** Channels 0-255 and alpha 0-1 of '#rrggbb' or 'rgb(a)(r, g, b[, a])'. */
function parse(colour: string): [number, number, number, number] {
  const hex = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(colour);
  if (hex) return [parseInt(hex[1] ?? '', 16), parseInt(hex[2] ?? '', 16), parseInt(hex[3] ?? '', 16), 1];
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(colour);
  if (!rgb) throw new Error(`cannot read colour ${colour}`);
  return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])];
}

/** WCAG relative luminance of a colour painted over an opaque background. */
function luminance(colour: string, background = '#ffffff'): number {
  const [r, g, b, alpha] = parse(colour);
  const under = parse(background);
  const linear = [r, g, b].map((channel, index) => {
    const value = (alpha * channel + (1 - alpha) * (under[index] ?? 255)) / 255;
    return value <= 0.03928 ? value / 12.92 : ((value + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * (linear[0] ?? 0) + 0.7152 * (linear[1] ?? 0) + 0.0722 * (linear[2] ?? 0);
}

function contrast(foreground: string, background: string): number {
  const [light, dark] = [luminance(foreground, background), luminance(background)].sort((a, b) => b - a);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

const AA = 4.5;
const TEXT_COLOURS: PaletteName[] = ['text', 'textSecondary', 'textWeak', 'primary', 'danger', 'warning', 'success'];
const FILLED_COLOURS: PaletteName[] = ['primary', 'danger', 'warning', 'success'];
const cssName = (name: string) => `--pj-color-${name.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;

describe('the palette', () => {
  it.each(Object.entries(palette))('palette.css holds %s as in palette.ts', (name, value) => {
    expect(paletteCss).toContain(`${cssName(name)}: ${value};`);
  });

  it.each(TEXT_COLOURS)('%s text reads at 4.5:1 on white and on the page background', (name) => {
    expect(contrast(palette[name], '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(palette[name], palette.page)).toBeGreaterThanOrEqual(AA);
  });

  it.each(FILLED_COLOURS)('white text reads at 4.5:1 on %s', (name) => {
    expect(contrast('#ffffff', palette[name])).toBeGreaterThanOrEqual(AA);
  });
});

describe("antd's tokens derived from the palette", () => {
  const token = theme.getDesignToken(antdTheme);

  it('keeps buttons, links and the selected menu item at 4.5:1', () => {
    expect(contrast('#ffffff', token.colorPrimary)).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorLink, '#ffffff')).toBeGreaterThanOrEqual(AA);
    expect(contrast(token.colorPrimary, token.colorPrimaryBg)).toBeGreaterThanOrEqual(AA);
    // A hovered or pressed button, and every colour of the transition into it.
    for (const state of [
      token.colorPrimaryHover,
      token.colorPrimaryActive,
      token.colorLinkHover,
      token.colorLinkActive,
    ]) {
      expect(contrast('#ffffff', state)).toBeGreaterThanOrEqual(AA);
    }
  });

  it('keeps descriptions and placeholders at 4.5:1 on white and on table headers', () => {
    for (const colour of [token.colorTextDescription, token.colorTextPlaceholder, token.colorTextTertiary]) {
      expect(contrast(colour, '#ffffff')).toBeGreaterThanOrEqual(AA);
      expect(contrast(colour, token.colorFillAlter)).toBeGreaterThanOrEqual(AA);
    }
  });

  it.each(['blue', 'green', 'orange'] as const)('keeps the preset %s tag at 4.5:1 on its tint', (preset) => {
    expect(contrast(token[`${preset}7`], token[`${preset}1`])).toBeGreaterThanOrEqual(AA);
    // Both spellings become the one CSS variable --ant-<preset>-7; the page shows whichever comes last.
    expect(token[`${preset}-7`]).toBe(token[`${preset}7`]);
  });

  it("keeps an empty table's sentence at 4.5:1", () => {
    expect(contrast(antdTheme.components?.Table?.colorTextDisabled ?? '', '#ffffff')).toBeGreaterThanOrEqual(AA);
  });
});
