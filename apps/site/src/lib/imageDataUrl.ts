/** Turning chosen image files into data URLs the report API accepts (PNG/JPEG/WebP, ≤ 2 MB). */

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;

export type ImageFileError = 'imageType' | 'imageTooLarge';

export function checkImageFile(file: Pick<File, 'type' | 'size'>): ImageFileError | undefined {
  if (!(IMAGE_TYPES as readonly string[]).includes(file.type)) return 'imageType';
  if (file.size > IMAGE_MAX_BYTES) return 'imageTooLarge';
  return undefined;
}

export function readAsDataUrl(file: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('read failed'));
    reader.readAsDataURL(file);
  });
}

export interface ImagePickResult {
  /** Data URLs of the accepted files, in the order chosen. */
  added: string[];
  /** Files refused, with why (shown to the person by name). */
  refused: { name: string; error: ImageFileError | 'imageTooMany' | 'imageUnreadable' }[];
}

/**
 * Reads the chosen files up to the free slots (`room`); refuses wrong types, files over 2 MB and
 * files beyond the limit, so one bad file never loses the good ones.
 */
export async function pickImages(files: readonly File[], room: number): Promise<ImagePickResult> {
  const result: ImagePickResult = { added: [], refused: [] };
  for (const file of files) {
    const error = checkImageFile(file);
    if (error) {
      result.refused.push({ name: file.name, error });
      continue;
    }
    if (result.added.length >= room) {
      result.refused.push({ name: file.name, error: 'imageTooMany' });
      continue;
    }
    try {
      result.added.push(await readAsDataUrl(file));
    } catch {
      result.refused.push({ name: file.name, error: 'imageUnreadable' });
    }
  }
  return result;
}
