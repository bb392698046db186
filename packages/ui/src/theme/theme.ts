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
    /** The line under the menu's brand. */
    menuDivider: 'rgba(255, 255, 255, 0.1)',
    /** The filled star of a favourite. */
    favourite: '#f59e0b',
    /** Text and rings on the dark gradients (hero, member card, brand mark). */
    onGradient: '#ffffff',
    /** Secondary text on the dark gradients. */
    onGradientMuted: 'rgba(255, 255, 255, 0.85)',
    /** See-through buttons on the dark gradients (rest, hover, outline). */
    glass: 'rgba(255, 255, 255, 0.14)',
    glassHover: 'rgba(255, 255, 255, 0.24)',
    glassBorder: 'rgba(255, 255, 255, 0.5)',
    /** Dividers between blocks on the dark gradients. */
    glassDivider: 'rgba(255, 255, 255, 0.2)',
    /** Controls laid over a picture (carousel arrows), and a carousel's inactive dots. */
    controlOnImage: 'rgba(255, 255, 255, 0.85)',
    dotOnImage: 'rgba(255, 255, 255, 0.55)',
    /** Small dark buttons laid over a thumbnail (remove an image), rest and hover. */
    darkControlOnImage: 'rgba(15, 23, 42, 0.6)',
    darkControlOnImageHover: 'rgba(15, 23, 42, 0.85)',
    skeleton: '#eceef3',
    skeletonShine: '#f6f7fa',
    /** Payment method marks in their providers' brand colours. */
    wechatPay: '#07c160',
    alipay: '#1677ff',
  },
  // Decorative gradients: the hero banner, the member card, the brand mark, accents, and the
  // covers and avatars drawn when there is no picture (chosen by id or gender).
  gradients: {
    hero: 'linear-gradient(120deg, #312e81 0%, #4338ca 45%, #7c3aed 100%)',
    /** A soft light laid over the hero gradient. */
    heroGlow: 'radial-gradient(circle at 85% 20%, rgba(255, 255, 255, 0.18), transparent 40%)',
    /** The same light at the member card's top corner. */
    memberGlow: 'radial-gradient(circle at 92% -20%, rgba(255, 255, 255, 0.18) 0, transparent 45%)',
    /** Darkens the foot of a picture so a caption on it stays readable. */
    captionScrim: 'linear-gradient(transparent, rgba(15, 23, 42, 0.72))',
    member: 'linear-gradient(120deg, #312e81 0%, #4338ca 55%, #6d28d9 100%)',
    brand: 'linear-gradient(135deg, #818cf8, #c084fc)',
    accent: 'linear-gradient(90deg, #4338ca, #c084fc)',
    accentDiagonal: 'linear-gradient(135deg, #4338ca, #c084fc)',
    skeleton: 'linear-gradient(90deg, #eceef3 25%, #f6f7fa 50%, #eceef3 75%)',
    /** The 推荐 ribbon on a recommended option. */
    recommended: 'linear-gradient(90deg, #f97316, #ef4444)',
    covers: [
      'linear-gradient(135deg, #6366f1, #a855f7)',
      'linear-gradient(135deg, #0ea5e9, #6366f1)',
      'linear-gradient(135deg, #f97316, #ec4899)',
      'linear-gradient(135deg, #10b981, #0ea5e9)',
      'linear-gradient(135deg, #8b5cf6, #ec4899)',
      'linear-gradient(135deg, #f59e0b, #ef4444)',
    ],
    avatars: {
      female: 'linear-gradient(135deg, #f472b6, #db2777)',
      male: 'linear-gradient(135deg, #60a5fa, #2563eb)',
      neutral: 'linear-gradient(135deg, #fbbf24, #f97316)',
    },
  },
  // Data series of charts (the console's dashboard): a soft fill for bars, strong lines.
  charts: {
    bar: '#91caff',
    lines: ['#1677ff', '#52c41a', '#fa8c16'],
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
    /** Lifts text laid over a picture. */
    onImageText: '0 1px 2px rgba(0, 0, 0, 0.4)',
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
