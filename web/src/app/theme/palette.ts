import type { ThemeConfig } from 'antd';

/**
 * The product's colours, chosen for WCAG 2.1 AA: every text colour reaches 4.5:1 on the white
 * and page backgrounds, and white text reaches 4.5:1 on the filled colours (palette.test.ts
 * checks both). palette.css repeats them as CSS variables for antd-mobile and plain CSS.
 */
export const palette = {
  /** antd's blue-7: links, primary buttons, selected items (antd's default blue-6 is 4.1:1 on white). */
  primary: '#0958d9',
  text: '#1f2329',
  textSecondary: '#666666',
  /** Hints, descriptions and placeholders: the lightest grey that still reads at 4.5:1. */
  textWeak: '#6b6b6b',
  danger: '#cf1322',
  warning: '#ad4e00',
  success: '#007a4d',
  /** The mobile pages' background. */
  page: '#f5f6f8',
} as const;

export type PaletteName = keyof typeof palette;

/** The admin pages' antd theme: the palette as seed tokens, so antd derives hovers and tints from it. */
export const antdTheme: ThemeConfig = {
  // The components' style sheets come from the build (build/antd-static-style.ts, made under this
  // theme and imported by the admin layout) instead of being written as the components render.
  zeroRuntime: true,
  token: {
    colorPrimary: palette.primary,
    colorInfo: palette.primary,
    colorLink: palette.primary,
    // antd derives lighter hover and active blues (about 4.1:1 under white text, and every colour of
    // the transition between): hovering darkens instead, antd's blue-8 and blue-9.
    colorPrimaryHover: '#003eb3',
    colorPrimaryActive: '#002c8c',
    colorLinkHover: '#003eb3',
    colorLinkActive: '#002c8c',
    colorError: palette.danger,
    colorWarning: palette.warning,
    colorSuccess: palette.success,
    // antd's 45% and 25% black (3.4:1 and 1.8:1 on white) are raised to 60% and 56%.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.56)',
    // Text of the preset green and orange tags: antd's green-8 and orange-8 (its green-7 and orange-7
    // are 3.4:1 on their tints). Each palette step has a legacy dashed twin that writes the same CSS variable.
    green7: '#237804',
    'green-7': '#237804',
    orange7: '#ad4e00',
    'orange-7': '#ad4e00',
  },
  components: {
    // An empty table's sentence is read, not a disabled control: it takes the placeholder grey, not 25% black.
    Table: { colorTextDisabled: 'rgba(0, 0, 0, 0.56)' },
  },
};
