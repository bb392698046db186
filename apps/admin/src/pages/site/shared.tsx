import { useState } from 'react';
import { message } from '@dongman/ui';
import { styled } from 'styled-components';

/** Which row a drawer edits: a row, 'new', or none (closed). */
export function useEditing<T>() {
  const [editing, setEditing] = useState<T | 'new' | null>(null);
  const current = editing === 'new' || editing === null ? null : editing;
  return { editing, current, open: editing !== null, setEditing, close: () => setEditing(null) };
}

type Result = { ok: boolean; message: string } | undefined;

/** After a write: toast its message and run `then` (failures are toasted by the client). */
export function afterWrite(result: Result, then: () => void): boolean {
  if (!result?.ok) return false;
  message.success(result.message);
  then();
  return true;
}

export const Checks = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  gap: 8px 16px;
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  padding: 8px 12px;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm}px;
  label {
    display: inline-flex;
    align-items: center;
    gap: 4px;
  }
`;

export const Hint = styled.p`
  margin: 0 0 ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
`;

export const Thumb = styled.img`
  display: block;
  width: 160px;
  height: 54px;
  object-fit: cover;
  border-radius: ${({ theme }) => theme.radii.sm}px;
`;
