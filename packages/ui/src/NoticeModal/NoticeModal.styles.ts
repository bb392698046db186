import { styled } from 'styled-components';

export const TitleButton = styled.button<{ $unread?: boolean }>`
  display: inline;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.primary};
  font: inherit;
  font-weight: ${({ $unread, theme }) => ($unread ? theme.fontWeights.bold : 'inherit')};
  text-align: left;
  line-height: ${({ theme }) => theme.lineHeights.normal};
  overflow-wrap: anywhere;
  cursor: pointer;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
`;

/** The unread marker before a title (its meaning is also said in text for screen readers). */
export const UnreadDot = styled.span`
  display: inline-block;
  width: 8px;
  height: 8px;
  margin-right: ${({ theme }) => theme.space.xs}px;
  border-radius: 50%;
  background: ${({ theme }) => theme.colors.danger};
  vertical-align: middle;
`;

export const ListTools = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm}px;
  margin-bottom: ${({ theme }) => theme.space.sm}px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const DateText = styled.time`
  color: ${({ theme }) => theme.colors.textMuted};
  font-variant-numeric: tabular-nums;
`;

export const Detail = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md}px;
`;

export const BackRow = styled.div`
  display: flex;
`;

export const DetailTitle = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.xl}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  line-height: ${({ theme }) => theme.lineHeights.tight};
  overflow-wrap: anywhere;
  &:focus {
    outline: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
`;

export const Meta = styled.p`
  margin: 0;
  padding-bottom: ${({ theme }) => theme.space.md}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Typography for editor HTML; `contain` keeps fixed-position tricks inside the box. */
export const Content = styled.div`
  contain: content;
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: 1.8;
  color: ${({ theme }) => theme.colors.text};
  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  pre,
  table {
    margin: 0 0 ${({ theme }) => theme.space.md}px;
  }
  h1,
  h2,
  h3,
  h4,
  h5,
  h6 {
    margin: ${({ theme }) => `${theme.space.lg}px 0 ${theme.space.sm}px`};
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    line-height: ${({ theme }) => theme.lineHeights.tight};
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  a[href] {
    color: ${({ theme }) => theme.colors.primary};
  }
  /* An anchor whose unsafe href was removed is plain text. */
  a:not([href]) {
    color: inherit;
    text-decoration: none;
  }
  img,
  video {
    max-width: 100%;
    height: auto;
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.md}px`};
    border-left: 3px solid ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  pre {
    overflow-x: auto;
    padding: ${({ theme }) => theme.space.md}px;
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font-family: ${({ theme }) => theme.fonts.mono};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.sm}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
