import { createGlobalStyle, styled } from 'styled-components';

export const GlobalStyle = createGlobalStyle`
  *, *::before, *::after { box-sizing: border-box; }
  html { -webkit-text-size-adjust: 100%; }
  body {
    margin: 0;
    font-family: ${({ theme }) => theme.fonts.body};
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    line-height: ${({ theme }) => theme.lineHeights.normal};
    color: ${({ theme }) => theme.colors.text};
    background: ${({ theme }) => theme.colors.background};
    -webkit-font-smoothing: antialiased;
  }
  button, input, select, textarea { font: inherit; color: inherit; }
  /* A field focused or scrolled to (the first invalid one on submit) stops below the sticky top
     bar instead of under it. */
  input, select, textarea, button, [tabindex] {
    scroll-margin-top: ${({ theme }) => theme.layout.topBarHeight + theme.space.lg}px;
  }
  a { color: ${({ theme }) => theme.colors.primary}; }
  :focus-visible { outline: 2px solid ${({ theme }) => theme.colors.focus}; outline-offset: 2px; }
  ${({ theme }) => theme.media.reducedMotion} {
    *, *::before, *::after {
      animation-duration: 0.01ms !important;
      animation-iteration-count: 1 !important;
      transition-duration: 0.01ms !important;
      scroll-behavior: auto !important;
    }
  }
`;

/**
 * The base styles for embedding (UIProvider without `globalStyle`): the same font, colour and box
 * sizing, inherited by everything inside the provider and nothing outside it. `display: contents`
 * keeps the wrapper out of the host page's layout.
 */
export const ScopedBase = styled.div`
  display: contents;
  font-family: ${({ theme }) => theme.fonts.body};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  color: ${({ theme }) => theme.colors.text};
  -webkit-font-smoothing: antialiased;
  &,
  & *,
  & *::before,
  & *::after {
    box-sizing: border-box;
  }
  & :where(button, input, select, textarea) {
    font: inherit;
    color: inherit;
  }
  & :focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;
