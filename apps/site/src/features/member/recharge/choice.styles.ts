import { styled } from 'styled-components';
import { Tag } from '../shared/styles';
import type { PayType } from './names';

export const Fieldset = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;
  min-width: 0;
  legend {
    margin-bottom: ${({ theme }) => theme.space.md}px;
    padding: 0;
    font-size: ${({ theme }) => theme.fontSizes.lg}px;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
  }
`;

export const OptionGrid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(148px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
`;

/** A radio input drawn as a selectable card; the native input keeps keyboard and screen readers. */
export const Choice = styled.label`
  position: relative;
  display: grid;
  gap: ${({ theme }) => theme.space.xs}px;
  padding: ${({ theme }) => `${theme.space.lg}px ${theme.space.lg}px`};
  border: 1.5px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg}px;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  transition:
    border-color ${({ theme }) => theme.motion.fast},
    box-shadow ${({ theme }) => theme.motion.fast};
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
  &:has(input:checked) {
    border-color: ${({ theme }) => theme.colors.primary};
    background: ${({ theme }) => theme.colors.primarySoft};
    box-shadow: 0 0 0 1px ${({ theme }) => theme.colors.primary};
  }
  &:has(input:focus-visible) {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 2px;
  }
  input {
    position: absolute;
    top: ${({ theme }) => theme.space.md}px;
    right: ${({ theme }) => theme.space.md}px;
    width: 16px;
    height: 16px;
    margin: 0;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

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

export const PayTypeGrid = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  ${Choice} {
    grid-auto-flow: column;
    align-items: center;
    justify-content: start;
    min-width: 160px;
    padding-right: 44px;
  }
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
