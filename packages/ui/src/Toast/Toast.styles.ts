import { keyframes, styled } from 'styled-components';
import type { ToastType } from './store';
import { visuallyHidden } from '../theme/mixins';

const enter = keyframes`
  from { transform: translateY(-12px); }
  to { transform: none; }
`;

const tone = { success: 'success', warning: 'warning', error: 'danger', info: 'info' } as const;
const soft = {
  success: 'successSoft',
  warning: 'warningSoft',
  error: 'dangerSoft',
  info: 'infoSoft',
} as const;

export const Stack = styled.div`
  position: fixed;
  top: 24px;
  left: 50%;
  z-index: ${({ theme }) => theme.zIndex.toast};
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  width: max-content;
  max-width: calc(100vw - 32px);
  transform: translateX(-50%);
  pointer-events: none;
`;

export const Item = styled.div<{ $type: ToastType }>`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm}px;
  min-width: 240px;
  max-width: min(480px, calc(100vw - 32px));
  padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.lg}px`};
  border: 1px solid ${({ theme, $type }) => theme.colors[tone[$type]]};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme, $type }) => theme.colors[soft[$type]]};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: ${({ theme }) => theme.shadows.md};
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  line-height: ${({ theme }) => theme.lineHeights.tight};
  pointer-events: auto;
  animation: ${enter} ${({ theme }) => theme.motion.normal} ease-out;
  & > svg {
    flex: none;
    font-size: 18px;
    color: ${({ theme, $type }) => theme.colors[tone[$type]]};
  }
`;

export const LiveRegion = styled.div`
  ${visuallyHidden}
`;
