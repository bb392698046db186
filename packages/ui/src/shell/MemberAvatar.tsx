import { useState } from 'react';
import * as S from './UserArea.styles';

/** First character of the name for the avatar (code point aware, so emoji or rare Han stay whole). */
export function initialOf(name: string | null | undefined): string {
  const first = Array.from((name ?? '').trim())[0];
  return first ? first.toUpperCase() : '';
}

/**
 * A member's avatar: the uploaded picture, or the name's first character when there is none or it
 * does not load. Decorative (the name is always said next to it or in the button's label).
 */
export function MemberAvatar({
  name,
  src,
  size,
}: {
  name: string;
  src?: string | null;
  size: number;
}) {
  // Remembers which picture failed, so a new upload gets its own chance.
  const [failed, setFailed] = useState<string | null>(null);
  const picture = src && src !== failed ? src : null;
  return (
    <S.Avatar aria-hidden="true" $size={size} data-testid="user-avatar">
      {picture ? (
        <S.AvatarImage src={picture} alt="" onError={() => setFailed(picture)} />
      ) : (
        initialOf(name)
      )}
    </S.Avatar>
  );
}
