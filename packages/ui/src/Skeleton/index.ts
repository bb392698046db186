export { Skeleton, SkeletonBlock } from './Skeleton';
