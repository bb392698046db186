import { styled } from 'styled-components';
import { Modal } from '../Modal';

export const DrawerPanel = styled(Modal)<{ $width: number }>`
  &&& {
    margin: 0 0 0 auto;
    width: min(${({ $width }) => $width}px, 100vw);
    height: 100dvh;
    max-height: 100dvh;
    max-width: 100vw;
    border-radius: 0;
    /* The modal's pop-in scales the box; a panel at the edge stays put. */
    animation: none;
  }
  ${({ theme }) => theme.media.mobile} {
    &&& {
      width: 100vw;
    }
  }
`;
