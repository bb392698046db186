export { Lightbox } from './Lightbox';
export type { LightboxImage, LightboxLabels, LightboxProps } from './Lightbox';
