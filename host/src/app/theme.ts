// One calm primary colour (a deep financial blue) with neutral greys; the header uses a darker shade.
import type { ConfigProviderProps, ThemeConfig } from 'antd';

export const BRAND = {
  primary: '#1d4e89',
  headerBg: '#0f2b4c',
  pageBg: '#f2f4f7',
  border: '#e3e7ee',
  textMuted: '#5b6472',
} as const;

export const portalTheme: ThemeConfig = {
  token: {
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
    Layout: { headerBg: BRAND.headerBg, headerHeight: 60, headerPadding: '0 24px', siderBg: '#ffffff', bodyBg: BRAND.pageBg, footerBg: '#ffffff' },
    Menu: { itemBorderRadius: 4, horizontalItemSelectedColor: BRAND.primary },
    Card: { headerFontSize: 16 },
    Table: { headerBg: '#f5f7fa' },
  },
};

/**
 * Every drawer (the host's and the remotes', which read this ConfigProvider through the shared
 * context modules) keeps its spec width on a desktop and never gets wider than a phone's screen.
 */
export const portalDrawerConfig: ConfigProviderProps['drawer'] = { styles: { wrapper: { maxWidth: '100vw' } } };
