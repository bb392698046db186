import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { UIProvider } from '../UIProvider';
import { Lightbox } from './Lightbox';
import type { LightboxLabels } from './Lightbox';

const labels: LightboxLabels = {
  title: '海港插画',
  position: (index, count) => `第 ${index} / ${count} 张`,
  previous: '上一张',
  next: '下一张',
  zoomIn: '放大',
  zoomOut: '缩小',
};
const images = [1, 2, 3].map((n) => ({ src: `/api/files/${n}`, alt: `海港插画 预览图 ${n}` }));

function Gallery({ count = 3 }: { count?: number }) {
  const [open, setOpen] = useState(false);
  const [index, setIndex] = useState(0);
  return (
    <UIProvider>
      <button onClick={() => setOpen(true)}>查看大图</button>
      <Lightbox
        open={open}
        onClose={() => setOpen(false)}
        images={images.slice(0, count)}
        index={index}
        onIndexChange={setIndex}
        labels={labels}
      />
    </UIProvider>
  );
}

function open() {
  const opener = screen.getByRole('button', { name: '查看大图' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog', { name: '海港插画' }) };
}

describe('Lightbox', () => {
  it('names its controls in the caller’s words and says which image is shown', () => {
    render(<Gallery />);
    open();
    expect(screen.getByRole('img', { name: '海港插画 预览图 1' })).toHaveAttribute(
      'src',
      '/api/files/1',
    );
    expect(screen.getByText('第 1 / 3 张')).toHaveAttribute('aria-live', 'polite');
    for (const name of ['上一张', '下一张', '放大', '关闭'])
      expect(screen.getByRole('button', { name })).toBeInTheDocument();
    // Focus lands on 下一张, the control a keyboard user wants first.
    expect(screen.getByRole('button', { name: '下一张' })).toHaveFocus();
  });

  it('turns with the arrow keys and the buttons, wrapping at either end', () => {
    render(<Gallery />);
    const { dialog } = open();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('第 2 / 3 张')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: '海港插画 预览图 2' })).toBeInTheDocument();
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    fireEvent.keyDown(dialog, { key: 'ArrowLeft' });
    expect(screen.getByText('第 3 / 3 张')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '下一张' }));
    expect(screen.getByText('第 1 / 3 张')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: '上一张' }));
    expect(screen.getByText('第 3 / 3 张')).toBeInTheDocument();
  });

  it('zooms 2× from its button and fits again', () => {
    render(<Gallery />);
    open();
    fireEvent.click(screen.getByRole('button', { name: '放大' }));
    expect(screen.getByRole('img', { name: /预览图 1/ }).style.transform).toContain('scale(2)');
    fireEvent.click(screen.getByRole('button', { name: '缩小' }));
    expect(screen.getByRole('img', { name: /预览图 1/ }).style.transform).toContain('scale(1)');
  });

  it('closes on Escape and gives focus back to the image that opened it', () => {
    render(<Gallery />);
    const { opener, dialog } = open();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('img')).toBeNull();
    expect(opener).toHaveFocus();
  });

  it('has no page turning for a single image', () => {
    render(<Gallery count={1} />);
    const { dialog } = open();
    expect(screen.queryByRole('button', { name: '下一张' })).toBeNull();
    fireEvent.keyDown(dialog, { key: 'ArrowRight' });
    expect(screen.getByText('第 1 / 1 张')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '放大' })).toHaveFocus();
  });
});
