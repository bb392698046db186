import { useMemo } from 'react';
import { styled } from 'styled-components';
import { sanitizeRichHtml } from './sanitizeRichHtml';

const Article = styled.div`
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: 1.85;
  overflow-wrap: anywhere;

  h1,
  h2,
  h3,
  h4 {
    margin: 1.4em 0 0.6em;
    line-height: ${({ theme }) => theme.lineHeights.tight};
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
  h1 {
    font-size: 24px;
  }
  h2 {
    font-size: 20px;
    padding-left: ${({ theme }) => theme.space.sm}px;
    border-left: 4px solid ${({ theme }) => theme.colors.primary};
  }
  h3 {
    font-size: 17px;
  }
  & > :first-child {
    margin-top: 0;
  }
  p,
  ul,
  ol,
  blockquote,
  table,
  pre {
    margin: 0 0 1em;
  }
  ul,
  ol {
    padding-left: 1.5em;
  }
  li + li {
    margin-top: 0.25em;
  }
  a {
    color: ${({ theme }) => theme.colors.primary};
    text-decoration: underline;
    text-underline-offset: 2px;
  }
  img,
  video {
    display: block;
    max-width: 100%;
    height: auto;
    margin: ${({ theme }) => theme.space.md}px 0;
    border-radius: ${({ theme }) => theme.radii.md}px;
  }
  blockquote {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.lg}px`};
    border-left: 4px solid ${({ theme }) => theme.colors.border};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  table {
    display: block;
    max-width: 100%;
    overflow-x: auto;
    border-collapse: collapse;
  }
  th,
  td {
    padding: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  code,
  pre {
    font-family: ${({ theme }) => theme.fonts.mono};
    background: ${({ theme }) => theme.colors.surfaceMuted};
    border-radius: ${({ theme }) => theme.radii.sm}px;
  }
  pre {
    padding: ${({ theme }) => theme.space.md}px;
    overflow-x: auto;
  }
`;

/** Administrator HTML (documents, notices), sanitised, with readable article typography. */
export function RichText({
  html,
  className,
}: {
  html: string | null | undefined;
  className?: string;
}) {
  const clean = useMemo(() => sanitizeRichHtml(html), [html]);
  return <Article className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
