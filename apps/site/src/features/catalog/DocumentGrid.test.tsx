import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DocumentSummary } from '@dongman/api-client';
import { renderPage } from '../member/testing';
import { DocumentGrid } from './DocumentGrid';
import { Gallery } from './document/Gallery';
import { responsiveImage } from '../../lib/imageSizes';

// Covers and gallery previews come at several widths: the browser picks the one the card or the
// screen needs (srcset + sizes), and width/height keep the page from shifting as they load.

const sizes = [
  { url: '/api/files/10', width: 480, height: 300 },
  { url: '/api/files/11', width: 960, height: 600 },
  { url: '/api/files/12', width: 1280, height: 800 },
];

const card = (id: number, coverSizes: DocumentSummary['coverSizes']): DocumentSummary => ({
  id,
  title: `素材${id}`,
  oneClass: 1,
  oneClassChildren: 1,
  cover: coverSizes[0]?.url ?? '/api/files/99',
  coverSizes,
  entitlement: null,
  createTime: '2025-03-01T08:00:00.000Z',
  format: 'ZIP',
  size: 1000,
  downloadCount: 0,
});

describe('responsive previews', () => {
  it('lists every width for srcset, and the narrowest size as width and height', () => {
    expect(responsiveImage(sizes)).toEqual({
      srcSet: '/api/files/10 480w, /api/files/11 960w, /api/files/12 1280w',
      width: 480,
      height: 300,
    });
    expect(responsiveImage([])).toEqual({});
  });

  it('a card cover offers its widths to the browser', async () => {
    const { container } = renderPage(<DocumentGrid documents={[card(1, sizes), card(2, [])]} />, {
      api: {},
    });
    await screen.findByText('素材1');
    const [withSizes, without] = [...container.querySelectorAll('img')];
    expect(withSizes).toHaveAttribute('srcset', responsiveImage(sizes).srcSet);
    expect(withSizes).toHaveAttribute('sizes', '(max-width: 768px) 50vw, 320px');
    expect(withSizes).toHaveAttribute('width', '480');
    expect(withSizes).toHaveAttribute('height', '300');
    // A cover stored before widths were made still shows, from its one URL.
    expect(without).toHaveAttribute('src', '/api/files/99');
    expect(without).not.toHaveAttribute('srcset');
  });

  it('asks for the first screen’s covers at once and high, the rest once that screen has painted', async () => {
    const cards = [1, 2, 3].map((id) => card(id, sizes));
    const { container } = renderPage(<DocumentGrid documents={cards} eagerCovers={2} />, {
      api: {},
    });
    await screen.findByText('素材1');
    const covers = () => [...container.querySelectorAll('img')];
    expect(
      covers().map((img) => [img.getAttribute('loading'), img.getAttribute('fetchpriority')]),
    ).toEqual([
      ['eager', 'high'],
      ['eager', 'high'],
    ]);
    await waitFor(() => expect(covers()).toHaveLength(3));
    expect(covers()[2]).toHaveAttribute('loading', 'lazy');
    expect(covers()[2]).toHaveAttribute('fetchpriority', 'auto');
  });

  it('the gallery image offers the widths of the preview shown', async () => {
    renderPage(
      <Gallery
        title="海港"
        images={['/api/files/10', '/api/files/20']}
        sizes={[
          { url: '/api/files/10', sizes },
          { url: '/api/files/20', sizes: [] },
        ]}
      />,
      { api: {} },
    );
    const main = await screen.findByRole('img', { name: /海港/ });
    expect(main).toHaveAttribute('srcset', responsiveImage(sizes).srcSet);
    expect(main.getAttribute('sizes')).toContain('100vw');
  });
});
