import { useEffect, useState } from 'react';
import { styled } from 'styled-components';
import { Link } from '@dongman/ui/shell';
import { formatDay } from '../../lib/formatDay';
import type { DocumentSummary } from '@dongman/api-client';
import { useSiteMessages } from '../../i18n';
import { entitlementMessageKey } from '../../lib/entitlement';
import { IMAGE_LAYOUT, responsiveImage } from '../../lib/imageSizes';
import { documentPath, toHref } from '../../navigation/paths';

const Grid = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.lg}px;
  margin: 0;
  padding: 0;
  list-style: none;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.md}px;
  }
`;

const Card = styled(Link)`
  display: flex;
  flex-direction: column;
  height: 100%;
  overflow: hidden;
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border}80;
  color: inherit;
  text-decoration: none;
  transition:
    box-shadow ${({ theme }) => theme.motion.normal},
    transform ${({ theme }) => theme.motion.normal};
  &:hover {
    box-shadow: ${({ theme }) => theme.shadows.md};
    transform: translateY(-2px);
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    transition: none;
    &:hover {
      transform: none;
    }
  }
`;

// Covers without an image get a calm gradient (theme.gradients.covers) chosen by id, so a grid
// still looks composed.

const Cover = styled.div<{ $index: number }>`
  position: relative;
  aspect-ratio: 16 / 10;
  display: grid;
  place-items: center;
  background: ${({ $index, theme }) =>
    theme.gradients.covers[$index % theme.gradients.covers.length]};
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: 28px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  img {
    position: absolute;
    inset: 0;
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm}px;
  padding: ${({ theme }) => `${theme.space.md}px ${theme.space.md}px ${theme.space.lg}px`};
`;

const Title = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  font-weight: ${({ theme }) => theme.fontWeights.medium};
  line-height: 1.5;
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  min-height: 3em;
`;

const MetaRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
`;

export const Tag = styled.span<{ $tone?: 'primary' | 'success' }>`
  display: inline-block;
  padding: 1px ${({ theme }) => theme.space.sm}px;
  border-radius: ${({ theme }) => theme.radii.pill}px;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  line-height: 1.7;
  background: ${({ theme, $tone }) =>
    $tone === 'success' ? theme.colors.successSoft : theme.colors.primarySoft};
  color: ${({ theme, $tone }) => ($tone === 'success' ? theme.colors.success : theme.colors.primary)};
  white-space: nowrap;
`;

export interface DocumentGridItem extends DocumentSummary {
  /** Section name shown on the card (home page lists across sections). */
  sectionName?: string;
}

/**
 * False until the frame after the first render has painted (always true when `wait` is false). The
 * covers below the first screen are asked for then: a request started beside the largest paint
 * delays it (over HTTP/1.1 each takes a connection of its own).
 */
function usePaintedOnce(wait: boolean): boolean {
  const [painted, setPainted] = useState(!wait);
  useEffect(() => {
    if (painted) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setPainted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [painted]);
  return painted;
}

/** Material cards: cover, title, date and the level right needed to download. */
export function DocumentGrid({
  documents,
  headingLevel = 3,
  eagerCovers = 0,
}: {
  documents: readonly DocumentGridItem[];
  /** The cards' title level: one below the heading the grid sits under. */
  headingLevel?: 2 | 3;
  /**
   * How many leading covers are on screen when the page opens (the grid is the page's main
   * content): they load at once and at high priority, since one of them is the page's largest
   * paint (the boot script preloads the same ones, build/routePreloads.ts). The rest are asked
   * for once that screen has painted, then load as they scroll near.
   */
  eagerCovers?: number;
}) {
  const sm = useSiteMessages();
  const painted = usePaintedOnce(eagerCovers > 0);
  return (
    <Grid>
      {documents.map((doc, index) => (
        <li key={doc.id}>
          <Card href={toHref(documentPath(doc))}>
            <Cover $index={doc.id} aria-hidden={doc.cover ? undefined : true}>
              {Array.from(doc.title)[0]}
              {doc.cover && (index < eagerCovers || painted) && (
                <img
                  src={doc.cover}
                  {...responsiveImage(doc.coverSizes)}
                  sizes={IMAGE_LAYOUT.card}
                  alt=""
                  loading={index < eagerCovers ? 'eager' : 'lazy'}
                  fetchPriority={index < eagerCovers ? 'high' : 'auto'}
                  decoding="async"
                />
              )}
            </Cover>
            <Body>
              <Title as={`h${headingLevel}`}>{doc.title}</Title>
              <MetaRow>
                <span>{doc.sectionName ?? formatDay(doc.createTime)}</span>
                {doc.entitlement ? (
                  <Tag>{sm[entitlementMessageKey(doc.entitlement)]}</Tag>
                ) : (
                  <Tag $tone="success">{sm.documentFree}</Tag>
                )}
              </MetaRow>
              {doc.sectionName && <MetaRow>{formatDay(doc.createTime)}</MetaRow>}
            </Body>
          </Card>
        </li>
      ))}
    </Grid>
  );
}
