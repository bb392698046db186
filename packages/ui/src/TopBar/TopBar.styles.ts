import { styled } from 'styled-components';

export const Header = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.lg}px;
  height: ${({ theme }) => theme.layout.topBarHeight}px;
  padding: 0 ${({ theme }) => theme.space.xl}px;
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.sm}px;
    padding: 0 ${({ theme }) => theme.space.sm}px 0 0;
  }
`;

export const Actions = styled.div`
  display: flex;
  flex: none;
  align-items: center;
  gap: ${({ theme }) => theme.space.md}px;
  margin-left: auto;
  ${({ theme }) => theme.media.mobile} {
    gap: ${({ theme }) => theme.space.xs}px;
  }
`;

export const Divider = styled.span`
  width: 1px;
  height: 24px;
  background: ${({ theme }) => theme.colors.border};
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;
