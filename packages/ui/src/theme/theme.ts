// Design tokens. Colours are chosen so text on its intended background meets WCAG AA (4.5:1).
const breakpoints = { mobile: 768 } as const;

export const theme = {
  colors: {
    primary: '#4338ca',
    primaryHover: '#3730a3',
    primaryActive: '#312e81',
    primarySoft: '#eef2ff',
    onPrimary: '#ffffff',
    text: '#1f2328',
    textMuted: '#57606a',
    textInverse: '#ffffff',
    background: '#f5f6fa',
    surface: '#ffffff',
    surfaceMuted: '#f6f8fa',
    border: '#d0d7de',
    borderStrong: '#8c959f',
    focus: '#2563eb',
    danger: '#b42318',
    dangerHover: '#912018',
    dangerSoft: '#fef3f2',
    success: '#067647',
    successSoft: '#ecfdf3',
    warning: '#b54708',
    warningSoft: '#fffaeb',
    info: '#175cd3',
    infoSoft: '#eff8ff',
    badge: '#d92d20',
    onBadge: '#ffffff',
    backdrop: 'rgba(15, 23, 42, 0.5)',
    menuBackground: '#1e1b4b',
    menuText: '#e0e7ff',
    menuTextMuted: '#a5b4fc',
    menuHover: '#312e81',
    menuActive: '#4338ca',
    menuActiveText: '#ffffff',
  },
  space: { xxs: 2, xs: 4, sm: 8, md: 12, lg: 16, xl: 24, xxl: 32 },
  radii: { sm: 4, md: 6, lg: 10, pill: 999 },
  fontSizes: { xs: 12, sm: 13, md: 14, lg: 16, xl: 18, xxl: 22 },
  lineHeights: { tight: 1.3, normal: 1.6 },
  fontWeights: { normal: 400, medium: 500, bold: 600 },
  fonts: {
    body: `-apple-system, BlinkMacSystemFont, 'Segoe UI', 'PingFang SC', 'Hiragino Sans GB', 'Microsoft YaHei', 'Noto Sans CJK SC', 'Noto Sans SC', 'Source Han Sans SC', 'WenQuanYi Micro Hei', sans-serif`,
    mono: `ui-monospace, SFMono-Regular, Menlo, Consolas, 'Noto Sans Mono CJK SC', monospace`,
  },
  shadows: {
    sm: '0 1px 2px rgba(16, 24, 40, 0.06)',
    md: '0 4px 12px rgba(16, 24, 40, 0.12)',
    lg: '0 12px 32px rgba(16, 24, 40, 0.18)',
    focus: '0 0 0 3px rgba(37, 99, 235, 0.45)',
  },
  breakpoints,
  media: {
    mobile: `@media (max-width: ${breakpoints.mobile}px)`,
    desktop: `@media (min-width: ${breakpoints.mobile + 1}px)`,
    reducedMotion: '@media (prefers-reduced-motion: reduce)',
  },
  layout: {
    sideMenuWidth: 220,
    topBarHeight: 56,
    noticeTableMinWidth: 576,
    modalWidth: 440,
    contentMaxWidth: 1200,
  },
  // Stacking order, lowest first. Top-layer elements (<dialog>, [popover]) ignore z-index, but
  // fallbacks and non-top-layer overlays use these.
  zIndex: { menu: 100, floatBar: 200, drawer: 300, popover: 400, modal: 500, toast: 600 },
  motion: { fast: '120ms', normal: '200ms' },
} as const;

export type Theme = typeof theme;
