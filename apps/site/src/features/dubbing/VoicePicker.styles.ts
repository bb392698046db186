import { styled } from 'styled-components';
import { RadioCard } from '@dongman/ui';
import type { DubbingVoice } from '@dongman/api-client';
import { Muted } from '../member/shared/styles';

type Gender = DubbingVoice['gender'];

export const Filters = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md}px;
  & > div {
    flex: 1 1 140px;
    margin-bottom: 0;
  }
`;

export const Grid = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(200px, 1fr));
  gap: ${({ theme }) => theme.space.md}px;
  /* Phones: two compact columns, so the text box is not eight cards away. */
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
    gap: ${({ theme }) => theme.space.sm}px;
  }
`;

export const Card = styled.div`
  position: relative;
`;

/** A voice as a card: avatar beside name, tags and sample; the right edge kept for the star. */
export const Choice = styled(RadioCard)`
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => `${theme.space.xs}px ${theme.space.md}px`};
  height: 100%;
  padding: ${({ theme }) => `${theme.space.md}px 44px ${theme.space.md}px ${theme.space.md}px`};
  ${({ theme }) => theme.media.mobile} {
    gap: 2px ${({ theme }) => theme.space.sm}px;
    padding: ${({ theme }) => `${theme.space.sm}px 36px ${theme.space.sm}px ${theme.space.sm}px`};
  }
`;

export const Avatar = styled.span<{ $gender: Gender }>`
  grid-row: span 3;
  display: grid;
  place-items: center;
  width: 44px;
  height: 44px;
  border-radius: 50%;
  color: ${({ theme }) => theme.colors.onGradient};
  font-size: 18px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  background: ${({ $gender, theme }) =>
    $gender === 'female'
      ? theme.gradients.avatars.female
      : $gender === 'male'
        ? theme.gradients.avatars.male
        : theme.gradients.avatars.neutral};
  ${({ theme }) => theme.media.mobile} {
    grid-row: span 2;
    width: 32px;
    height: 32px;
    font-size: 14px;
  }
`;

export const VoiceName = styled.span`
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Sample = styled(Muted)`
  display: -webkit-box;
  -webkit-line-clamp: 2;
  -webkit-box-orient: vertical;
  overflow: hidden;
  font-size: ${({ theme }) => theme.fontSizes.xs}px;
  ${({ theme }) => theme.media.mobile} {
    display: none;
  }
`;

export const FavButton = styled.button<{ $on: boolean }>`
  position: absolute;
  top: ${({ theme }) => theme.space.sm}px;
  right: ${({ theme }) => theme.space.sm}px;
  ${({ theme }) => theme.media.mobile} {
    top: 2px;
    right: 2px;
  }
  display: grid;
  place-items: center;
  width: 32px;
  height: 32px;
  padding: 0;
  border: 0;
  border-radius: 50%;
  background: transparent;
  color: ${({ $on, theme }) => ($on ? theme.colors.favourite : theme.colors.borderStrong)};
  font-size: 20px;
  line-height: 1;
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.focus};
    outline-offset: 1px;
  }
  &:disabled {
    cursor: progress;
    opacity: 0.6;
  }
`;

/** 试听: under the star, in the same kept-free right edge. */
export const PreviewButton = styled(FavButton)`
  top: auto;
  bottom: ${({ theme }) => theme.space.sm}px;
  color: ${({ $on, theme }) => ($on ? theme.colors.primary : theme.colors.textMuted)};
  font-size: 16px;
  ${({ theme }) => theme.media.mobile} {
    top: auto;
    bottom: 2px;
  }
`;
