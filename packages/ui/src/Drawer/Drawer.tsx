import type { ComponentProps } from 'react';
import { Modal } from '../Modal';
import { DrawerPanel } from './Drawer.styles';

export type DrawerProps = Omit<ComponentProps<typeof Modal>, 'width' | 'alert'> & {
  /** Panel width in px (the whole screen on phones). */
  width?: number;
};

/**
 * A side panel for forms and details: the Modal's native <dialog> (inert page, Escape, focus in
 * and back) laid out against the right edge at full height.
 */
export function Drawer({ width = 520, ...props }: DrawerProps) {
  return <DrawerPanel {...props} width={width} $width={width} />;
}
