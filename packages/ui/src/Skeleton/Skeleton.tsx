import { styled, keyframes } from 'styled-components';
import { useMessages } from '../UIProvider/context';

const shimmer = keyframes`
  from { background-position: 100% 0; }
  to { background-position: 0 0; }
`;

/** One shimmering bar (reduced motion: still). */
export const SkeletonBlock = styled.div<{ $height?: number; $width?: string }>`
  height: ${({ $height = 16 }) => $height}px;
  width: ${({ $width = '100%' }) => $width};
  border-radius: ${({ theme }) => theme.radii.md}px;
  background: ${({ theme }) => theme.gradients.skeleton};
  background-size: 400% 100%;
  animation: ${shimmer} 1.4s ease infinite;
  ${({ theme }) => theme.media.reducedMotion} {
    animation: none;
  }
`;

const Stack = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md}px;
`;

/** Placeholder lines while a view loads (announced once as "loading"). */
export function Skeleton({ lines = 6 }: { lines?: number }) {
  const m = useMessages();
  return (
    <Stack role="status" aria-busy="true" aria-label={m.loading}>
      <SkeletonBlock $height={28} $width="40%" />
      {Array.from({ length: lines }, (_, index) => (
        <SkeletonBlock key={index} $width={index % 3 === 2 ? '70%' : '100%'} />
      ))}
    </Stack>
  );
}
