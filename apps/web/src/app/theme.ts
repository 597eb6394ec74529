import type { ThemeConfig } from 'antd/es/config-provider/context';
import { useLayoutEffect } from 'react';

/**
 * SCOUT's design tokens, in one place (issue 26): every colour, radius, spacing and font of the app
 * is defined here and nowhere else. Ant Design's theme (`THEME`) holds what antd has a token for;
 * antd writes each token as a CSS variable (`colorPrimary` -> `var(--ant-color-primary)`,
 * `borderRadiusLG` -> `var(--ant-border-radius-lg)`, `paddingLG` -> `var(--ant-padding-lg)`) and
 * the app's own CSS reads those variables. The few product colours antd has no token for are
 * `PRODUCT_TOKENS`, written as `--scout-*` variables on the page root by `ThemeVariables`.
 * theme.test.ts fails on a colour literal anywhere else in apps/web/src.
 *
 * Text colours are set for WCAG 2.2 AA contrast (issue 15 item 3): Ant Design's defaults put
 * secondary text (#8c8c8c, 3.4:1 on white), placeholders (#bfbfbf, 1.8:1) and links on light-blue
 * banners (#1677ff on #e6f4ff, 3.7:1) under the 4.5:1 that normal-size text needs. These keep at
 * least 4.5:1 on white and on the page grey (#f5f5f5). Disabled controls keep their paler look
 * (WCAG exempts inactive components).
 */

/**
 * The class that carries antd's CSS variables. antd writes its variables on this class (not on
 * `:root`) and puts it on every component; ThemeVariables also puts it on `<html>`, so the app's
 * own CSS (body, header, tiles, portals) reads the same variables everywhere.
 */
export const THEME_CSS_VAR_KEY = 'scout-theme';

export const THEME = {
  cssVar: { key: THEME_CSS_VAR_KEY, prefix: 'ant' },
  token: {
    colorPrimary: '#0b4f8a',
    borderRadius: 6,
    colorInfo: '#0958d9',
    colorLink: '#0958d9',
    colorTextSecondary: '#595959',
    colorTextTertiary: '#595959',
    colorTextDescription: '#595959',
    colorTextPlaceholder: '#666666',
    colorTextQuaternary: '#666666',
    colorError: '#cf1322',
    colorTextDisabled: 'rgba(0, 0, 0, 0.4)',
  },
} satisfies ThemeConfig;

/**
 * Product tokens antd has no token for, as CSS variables (`var(--scout-header-bg)`), and sizes of
 * the app's own headings that antd's type scale (12/14/16/20/24/30/38 px) does not hold.
 */
export const PRODUCT_TOKENS = {
  /** The header band: dark navy under white text (13.9:1). */
  '--scout-header-bg': '#0b2f4f',
  /** The version number on the header band (white at 80%, 10.4:1). */
  '--scout-header-text-secondary': 'rgba(255, 255, 255, 0.8)',
  /** A header button under the pointer. */
  '--scout-header-hover-bg': 'rgba(255, 255, 255, 0.12)',
  /** The line between an area's side menu and its page (twice antd's split line). */
  '--scout-sider-border': 'rgba(5, 5, 5, 0.12)',
  /**
   * The text of a blue, geekblue or cyan status Tag (app.css: antd's preset shade is under 4.5:1 on
   * its light background); antd's blue palette has no shade this dark blue.
   */
  '--scout-tag-blue-text': '#003a8c',
  /** A page's title (antd's Title level 2 is 30 px; SCOUT's page titles are 28 px). */
  '--scout-font-size-page-title': '28px',
  /** A main menu tile's title. */
  '--scout-font-size-tile-title': '22px',
  /** A main menu tile's icon. */
  '--scout-font-size-tile-icon': '36px',
  /** Small print on the header band (the version number). */
  '--scout-font-size-header-small': '13px',
} as const;

/**
 * Puts antd's variables and the product tokens on the page root (`<html>`), from the objects above:
 * mounted once, inside the ConfigProvider (providers.tsx).
 */
export function ThemeVariables() {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.classList.add(THEME_CSS_VAR_KEY);
    for (const [name, value] of Object.entries(PRODUCT_TOKENS)) root.style.setProperty(name, value);
    return () => {
      root.classList.remove(THEME_CSS_VAR_KEY);
      for (const name of Object.keys(PRODUCT_TOKENS)) root.style.removeProperty(name);
    };
  }, []);
  return null;
}
