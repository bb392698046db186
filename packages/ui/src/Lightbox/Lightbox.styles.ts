import { styled, type DefaultTheme } from 'styled-components';
import { Modal } from '../Modal';
import { Body, CloseButton, Header, Title } from '../Modal/Modal.styles';

// The viewer's dark room comes from the theme's darkest text colour, mixed here rather than added
// to the theme: the theme ships with every entry (the login widget's budget included), the viewer
// only with the pages that show one.
const room = ({ theme }: { theme: DefaultTheme }) => theme.colors.text;
const scrim = ({ theme }: { theme: DefaultTheme }) =>
  `color-mix(in srgb, ${theme.colors.text} 92%, transparent)`;

export const Viewer = styled(Modal)`
  &&& {
    inset: 0;
    margin: 0;
    width: 100vw;
    max-width: 100vw;
    height: 100dvh;
    max-height: 100dvh;
    border-radius: 0;
    background: ${room};
    color: ${({ theme }) => theme.colors.onGradient};
    box-shadow: none;
    animation: none;
  }
  &&&::backdrop {
    background: ${scrim};
  }
  ${Header} {
    padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.sm}px ${theme.space.sm}px ${theme.space.lg}px`};
  }
  ${Title} {
    overflow: hidden;
    font-size: ${({ theme }) => theme.fontSizes.md}px;
    white-space: nowrap;
    text-overflow: ellipsis;
  }
  ${CloseButton} {
    width: 44px;
    height: 44px;
    color: ${({ theme }) => theme.colors.onGradient};
    font-size: 22px;
    &:hover {
      background: ${({ theme }) => theme.colors.glassHover};
      color: ${({ theme }) => theme.colors.onGradient};
    }
  }
  ${Body} {
    flex: 1;
    display: flex;
    flex-direction: column;
    min-height: 0;
    padding: 0;
    overflow: hidden;
  }
`;

export const Stage = styled.div<{ $dragging: boolean; $zoomed: boolean }>`
  flex: 1;
  min-height: 0;
  display: flex;
  align-items: center;
  justify-content: center;
  overflow: hidden;
  /* The gestures are ours: no browser scroll, pinch-zoom or double-tap zoom on the stage. */
  touch-action: none;
  user-select: none;
  cursor: ${({ $zoomed, $dragging }) => ($dragging ? 'grabbing' : $zoomed ? 'grab' : 'zoom-in')};
  img {
    transition: ${({ $dragging, theme }) => ($dragging ? 'none' : `transform ${theme.motion.normal} ease-out`)};
  }
  ${({ theme }) => theme.media.reducedMotion} {
    img {
      transition: none;
    }
  }
`;

export const Picture = styled.img`
  display: block;
  width: auto;
  height: auto;
  max-width: 100%;
  max-height: 100%;
  transform-origin: center;
  -webkit-user-drag: none;
`;

export const Controls = styled.div`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.sm}px;
  padding-bottom: max(${({ theme }) => theme.space.sm}px, env(safe-area-inset-bottom));
`;

export const ControlButton = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  height: 44px;
  padding: 0;
  border: 1px solid ${({ theme }) => theme.colors.glassBorder};
  border-radius: ${({ theme }) => theme.radii.pill}px;
  background: ${({ theme }) => theme.colors.glass};
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: 22px;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.glassHover};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.onGradient};
    outline-offset: 2px;
  }
`;

export const Position = styled.p`
  min-width: 6em;
  margin: 0;
  text-align: center;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  font-variant-numeric: tabular-nums;
`;
