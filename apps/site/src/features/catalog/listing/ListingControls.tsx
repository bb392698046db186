import { Select } from '@dongman/ui';
import { useSession } from '@dongman/state';
import { useEffect, useRef } from 'react';
import { styled } from 'styled-components';
import { useSiteMessages } from '../../../i18n';
import { LISTING_FORMATS, LISTING_SORTS, type ListingChoice } from './listingChoice';

const Bar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: end;
  gap: ${({ theme }) => theme.space.md}px ${({ theme }) => theme.space.lg}px;
  margin-bottom: ${({ theme }) => theme.space.lg}px;
  & > div {
    margin-bottom: 0;
    min-width: 140px;
  }
  ${({ theme }) => theme.media.mobile} {
    display: grid;
    grid-template-columns: minmax(0, 1fr) minmax(0, 1fr);
    & > div {
      min-width: 0;
    }
  }
`;

const Check = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs}px;
  min-height: 40px;
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  input {
    width: 18px;
    height: 18px;
    accent-color: ${({ theme }) => theme.colors.primary};
  }
`;

/**
 * Sort (newest, popular, most downloads) and filters (format, free only, what my level may
 * download) of a listing; every change is handed up whole, the page puts it in the address.
 */
export function ListingControls(props: {
  choice: ListingChoice;
  onChange: (next: ListingChoice) => void;
}) {
  const sm = useSiteMessages();
  const { isMember, userInfo } = useSession();
  const { choice } = props;
  // The address changes at once but the page renders it as a transition, so a second pick can
  // come before `choice` has caught up: each change builds on the last one picked here, not on
  // what was last rendered (picking 下载量 then MP4 quickly kept only MP4).
  const picked = useRef(choice);
  const { sort, format, free, level } = choice;
  useEffect(() => {
    picked.current = { sort, free, ...(format ? { format } : {}), ...(level ? { level } : {}) };
  }, [sort, format, free, level]);
  const onChange = (change: Partial<ListingChoice>) => {
    const next = { ...picked.current, ...change };
    picked.current = next;
    props.onChange(next);
  };
  const levelId = userInfo.usersInfo.levelId;
  const sortLabel = { newest: sm.sortNewest, popular: sm.sortPopular, downloads: sm.sortDownloads };
  return (
    <Bar role="group" aria-label={sm.listingControls}>
      <Select
        label={sm.listingSort}
        value={choice.sort}
        onChange={(event) => onChange({ sort: event.target.value as ListingChoice['sort'] })}
      >
        {LISTING_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sortLabel[sort]}
          </option>
        ))}
      </Select>
      <Select
        label={sm.listingFormat}
        value={choice.format ?? ''}
        onChange={(event) => onChange({ format: event.target.value || undefined })}
      >
        <option value="">{sm.listingAllFormats}</option>
        {LISTING_FORMATS.map((format) => (
          <option key={format} value={format}>
            {format}
          </option>
        ))}
      </Select>
      <Check>
        <input
          type="checkbox"
          checked={choice.free}
          onChange={(event) => onChange({ free: event.target.checked })}
        />
        {sm.listingFree}
      </Check>
      {isMember && levelId ? (
        <Check>
          <input
            type="checkbox"
            checked={choice.level !== undefined}
            onChange={(event) => onChange({ level: event.target.checked ? levelId : undefined })}
          />
          {sm.listingMyLevel}
        </Check>
      ) : null}
    </Bar>
  );
}
