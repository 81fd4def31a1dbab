// The portal's one theme definition: antd's tokens for the host's ConfigProvider (every remote renders
// inside it), the portal's own colours as extra tokens beside them, and the drawer default. Screens
// read colours from here through `usePortalToken()` (kit) — never as literals (lint rejects a hex colour
// anywhere else). The host's build renders antd's static stylesheet from `portalTheme`
// (tooling/webpack/antd-static-css.mjs imports this file in plain Node: type imports only). The login
// page, drawn without antd, has the same values in the host's global.css.
// One calm primary colour (a deep financial blue) with neutral greys; the header uses a darker shade.
import type { ConfigProviderProps, ThemeConfig } from 'antd';
import { warningTextColor } from './warning-text.ts';

export const BRAND = {
  primary: '#1d4e89',
  headerBg: '#0f2b4c',
  pageBg: '#f2f4f7',
  border: '#e3e7ee',
  textMuted: '#5b6472',
} as const;

/**
 * The portal's colours antd has no token for, passed to antd as extra tokens (custom keys travel
 * through antd's token derivation unchanged) and read with `usePortalToken()`. The `portal` prefix
 * keeps them apart from antd's own names.
 */
export const portalTokens = {
  /** The header's navy; deep headings (the consent groups). */
  portalNavy: BRAND.headerBg,
  /** Strong text: names, amounts, tile labels. */
  portalInk: '#1f2733',
  /** Body text a shade lighter than ink (the greeting). */
  portalBodyText: '#3a4453',
  /** Text on the navy header. */
  portalOnNavy: 'rgba(255, 255, 255, 0.88)',
  /** Quiet icons: list chevrons, the carousel's other positions, the chart's zero line. */
  portalIcon: '#8a93a3',
  /** The light end of the banner gradient. */
  portalAccent: '#3f7cc0',
  /** Tinted boxes beside white: table heads, the e-mail destination, notes. */
  portalBgSubtle: '#f5f7fa',
  /** The faintest tint (the consent documents' scroll box). */
  portalBgFaint: '#fafbfc',
  /** The rule between list rows and under a panel's title. */
  portalDivider: '#eef0f4',
  /** The outline of a choice drawn as a box (the quick-deposit banks). */
  portalChoiceBorder: '#d9dee5',
  /** PDF document icons. */
  portalPdf: '#c0392b',
  /** The password fields' warning text (antd's gold 9). */
  portalWarningText: warningTextColor,
  /** Signal dots and badges (the sessions list): on / this device, off, attention. */
  portalSignalGreen: '#2fa86b',
  portalSignalGreenBg: '#e8f5ee',
  portalSignalGray: '#b0b7c3',
  portalSignalRed: '#e5484d',
  /** The primary's palest tint (a badge of another device). */
  portalPrimaryFaint: '#f0f3f8',
  /** The cash-flow chart: deposits, withdrawals, axis labels. */
  portalDeposit: '#2f9e6b',
  portalWithdrawal: '#d9534f',
  portalChartText: '#5f6b7a',
  /** The accessibility statement's result labels that antd's palette has no shade for. */
  portalResultNeutral: '#3d4653',
  portalResultInfo: '#0b4a8b',
  /**
   * Black at 55, 60 and 65 % alpha: detail lines (read-backs, dates under a row, an account holder's
   * kana) written before the theme had its secondary text (colorTextSecondary). Kept as they look;
   * moving them to colorTextSecondary is a design decision of its own.
   */
  portalGrey55: 'rgba(0, 0, 0, 0.55)',
  portalGrey60: 'rgba(0, 0, 0, 0.6)',
  portalGrey65: 'rgba(0, 0, 0, 0.65)',
  /** Between antd's fontSizeSM (12) and fontSize (14): compact lists, notes, the side panel. */
  portalFontSizeCompact: 13,
} as const;

export type PortalTokens = { -readonly [K in keyof typeof portalTokens]: (typeof portalTokens)[K] extends number ? number : string };

export const portalTheme: ThemeConfig = {
  token: {
    ...portalTokens,
    colorPrimary: BRAND.primary,
    colorInfo: BRAND.primary,
    colorLink: BRAND.primary,
    colorBgLayout: BRAND.pageBg,
    colorBorderSecondary: BRAND.border,
    // Secondary and descriptive text at ≥ 4.5:1 on white and on the page background (antd's
    // default rgba(0,0,0,0.45) gives 3.4:1); placeholders at ≥ 4.5:1 too (WCAG 1.4.3).
    colorTextSecondary: BRAND.textMuted,
    colorTextTertiary: BRAND.textMuted,
    colorTextDescription: BRAND.textMuted,
    colorTextPlaceholder: '#66707d',
    // Status colours used as text (errors, danger buttons, warnings, success) at ≥ 4.5:1 on white.
    colorError: '#cf1322',
    colorWarning: '#ad4e00',
    colorSuccess: '#237804',
    // Tinted backgrounds (selected menu items and options, alerts, tags): antd derives them from the
    // colours above, and from these dark ones it derives dim grey tints (#bdc5c9 behind an info
    // alert, #adb8a5 behind a success one); light tints of the same hues instead. The login page's
    // alerts, drawn without antd, use the same (global.css).
    colorPrimaryBg: '#e6eef8',
    colorPrimaryBgHover: '#d4e1f1',
    colorInfoBg: '#eef3fa',
    colorInfoBorder: '#9db8d9',
    colorSuccessBg: '#f1f8ec',
    colorSuccessBorder: '#a9d18e',
    colorWarningBg: '#fff7e6',
    colorWarningBorder: '#ffc46b',
    borderRadius: 6,
    fontSize: 14,
    fontFamily:
      "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Noto Sans JP', 'Noto Sans CJK JP', Meiryo, 'Yu Gothic', system-ui, -apple-system, 'Segoe UI', sans-serif",
  },
  components: {
    Layout: {
      headerBg: BRAND.headerBg,
      headerHeight: 60,
      headerPadding: '0 24px',
      siderBg: '#ffffff',
      bodyBg: BRAND.pageBg,
      footerBg: '#ffffff',
    },
    Menu: { itemBorderRadius: 4, horizontalItemSelectedColor: BRAND.primary },
    Card: { headerFontSize: 16 },
    Table: { headerBg: portalTokens.portalBgSubtle },
  },
};

/**
 * Every drawer (the host's and the remotes', which read this ConfigProvider through the shared
 * context modules) keeps its spec width on a desktop and never gets wider than a phone's screen.
 */
export const portalDrawerConfig: ConfigProviderProps['drawer'] = { styles: { wrapper: { maxWidth: '100vw' } } };
