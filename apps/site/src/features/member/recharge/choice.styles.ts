import { styled } from 'styled-components';
import { Tag } from '../shared/styles';
import type { PayType } from './names';

export const OptionName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Price = styled.span`
  font-size: 26px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  color: ${({ theme }) => theme.colors.text};
  font-variant-numeric: tabular-nums;
  line-height: 1.2;
`;

export const Credit = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.success};
`;

export const Recommended = styled(Tag)`
  position: absolute;
  top: -11px;
  left: ${({ theme }) => theme.space.md}px;
  background: ${({ theme }) => theme.gradients.recommended};
  color: ${({ theme }) => theme.colors.onGradient};
`;

export const PayMark = styled.span<{ $type: PayType }>`
  display: inline-grid;
  place-items: center;
  width: 24px;
  height: 24px;
  border-radius: 6px;
  background: ${({ $type, theme }) =>
    $type === 'wechat' ? theme.colors.wechatPay : theme.colors.alipay};
  color: ${({ theme }) => theme.colors.onPrimary};
  font-size: 13px;
  font-weight: 700;
`;

export const Summary = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => theme.space.lg}px;
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;
