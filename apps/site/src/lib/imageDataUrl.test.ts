// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { IMAGE_MAX_BYTES, checkImageFile, pickImages } from './imageDataUrl';

const png = (name: string, bytes = 4) =>
  new File([new Uint8Array(bytes)], name, { type: 'image/png' });

describe('checkImageFile', () => {
  it('takes PNG, JPEG and WebP up to 2 MB', () => {
    expect(checkImageFile({ type: 'image/jpeg', size: IMAGE_MAX_BYTES })).toBeUndefined();
    expect(checkImageFile({ type: 'image/webp', size: IMAGE_MAX_BYTES + 1 })).toBe('imageTooLarge');
    expect(checkImageFile({ type: 'image/gif', size: 10 })).toBe('imageType');
  });
});

describe('pickImages', () => {
  it('reads accepted files as data URLs and refuses the rest by name', async () => {
    const gif = new File(['x'], 'anim.gif', { type: 'image/gif' });
    const result = await pickImages([png('a.png'), gif, png('b.png'), png('c.png')], 2);
    expect(result.added).toHaveLength(2);
    expect(result.added[0]).toMatch(/^data:image\/png;base64,/);
    expect(result.refused).toEqual([
      { name: 'anim.gif', error: 'imageType' },
      { name: 'c.png', error: 'imageTooMany' },
    ]);
  });
});
