import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Lightbox } from './Lightbox';
import type { LightboxLabels } from './Lightbox';

/** A 1280 × 800 scene, as the site's previews are stored at their widest. */
const scene = (sky: string, hill: string, label: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1280" height="800" viewBox="0 0 1280 800">` +
      `<rect width="1280" height="800" fill="${sky}"/>` +
      `<circle cx="980" cy="220" r="110" fill="#fde68a"/>` +
      `<path d="M0 620 Q320 420 640 600 T1280 560 V800 H0 Z" fill="${hill}"/>` +
      `<text x="64" y="120" font-size="72" font-family="sans-serif" fill="#fff">${label}</text></svg>`,
  )}`;

const images = [
  { src: scene('#4f46e5', '#1e1b4b', '1'), alt: '海港黄昏 预览图 1', width: 1280, height: 800 },
  { src: scene('#0ea5e9', '#065f46', '2'), alt: '海港黄昏 预览图 2', width: 1280, height: 800 },
  { src: scene('#f97316', '#7c2d12', '3'), alt: '海港黄昏 预览图 3', width: 1280, height: 800 },
];

const zhLabels: LightboxLabels = {
  title: '海港黄昏',
  position: (index, count) => `第 ${index} / ${count} 张`,
  previous: '上一张',
  next: '下一张',
  zoomIn: '放大',
  zoomOut: '缩小',
};

const meta = {
  title: 'Primitives/Lightbox',
  component: Lightbox,
  tags: ['autodocs'],
  args: {
    open: true,
    onClose: fn(),
    onIndexChange: fn(),
    images,
    index: 0,
    labels: zhLabels,
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Lightbox>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A gallery's thumbnails open the viewer, as the site's document page does. */
function Gallery({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState<number | null>(null);
  const [index, setIndex] = useState(0);
  return (
    <div style={{ display: 'flex', gap: 12, padding: 24 }}>
      {images.map((image, i) => (
        <button
          key={image.src}
          type="button"
          aria-label={`查看大图 ${i + 1}`}
          style={{ padding: 0, border: 0, background: 'none', cursor: 'zoom-in' }}
          onClick={() => {
            setIndex(i);
            setOpen(i);
          }}
        >
          <img src={image.src} alt="" width={192} height={120} style={{ display: 'block' }} />
        </button>
      ))}
      <Lightbox
        open={open !== null}
        onClose={() => {
          setOpen(null);
          onClose?.();
        }}
        images={images}
        index={index}
        onIndexChange={setIndex}
        labels={zhLabels}
      />
    </div>
  );
}

/** Opens on a thumbnail; arrows and buttons turn, the zoom button zooms 2×, Escape returns focus. */
export const FromGallery: Story = {
  render: (args) => <Gallery onClose={args.onClose} />,
  play: async ({ args, canvasElement, step }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const second = canvas.getByRole('button', { name: '查看大图 2' });

    await step('opens at the image clicked, with next focused', async () => {
      await userEvent.click(second);
      const dialog = await body.findByRole('dialog', { name: '海港黄昏' });
      await expect(within(dialog).getByText('第 2 / 3 张')).toBeVisible();
      await expect(within(dialog).getByRole('button', { name: '下一张' })).toHaveFocus();
    });

    await step('arrow keys and the buttons turn the page', async () => {
      await userEvent.keyboard('{ArrowRight}');
      const dialog = body.getByRole('dialog', { name: '海港黄昏' });
      await expect(within(dialog).getByRole('img', { name: '海港黄昏 预览图 3' })).toBeVisible();
      await userEvent.click(within(dialog).getByRole('button', { name: '上一张' }));
      await expect(within(dialog).getByText('第 2 / 3 张')).toBeVisible();
    });

    await step('the zoom button zooms 2× and back', async () => {
      const dialog = body.getByRole('dialog', { name: '海港黄昏' });
      await userEvent.click(within(dialog).getByRole('button', { name: '放大' }));
      await expect(within(dialog).getByRole('img').style.transform).toContain('scale(2)');
      await userEvent.click(within(dialog).getByRole('button', { name: '缩小' }));
      await expect(within(dialog).getByRole('img').style.transform).toContain('scale(1)');
    });

    await step('Escape closes and focus returns to the thumbnail', async () => {
      await userEvent.keyboard('{Escape}');
      await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
      await expect(args.onClose).toHaveBeenCalledTimes(1);
      await expect(second).toHaveFocus();
    });
  },
};

/** Open on the first of three (the visual state). */
export const Open: Story = {
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '海港黄昏' });
    await expect(within(dialog).getByText('第 1 / 3 张')).toBeVisible();
  },
};

/** One image: no page turning, only zoom and close. */
export const SingleImage: Story = {
  args: { images: images.slice(0, 1) },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: '海港黄昏' });
    await expect(within(dialog).queryByRole('button', { name: '下一张' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: '放大' })).toHaveFocus();
  },
};

/** English copy: the labels come from the caller, like the site's catalogue. */
export const English: Story = {
  args: {
    labels: {
      title: 'Harbour at dusk',
      position: (index, count) => `Image ${index} of ${count}`,
      previous: 'Previous image',
      next: 'Next image',
      zoomIn: 'Zoom in',
      zoomOut: 'Zoom out',
    },
  },
  globals: { locale: 'en' },
  parameters: { docs: { story: { inline: false, height: '480px' } } },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Harbour at dusk' });
    await expect(within(dialog).getByText('Image 1 of 3')).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toBeVisible();
  },
};
