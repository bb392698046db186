import { styled } from 'styled-components';
import { Button } from '../Button';
import { ChevronLeftIcon, ChevronRightIcon } from '../icons';
import { useMessages } from '../UIProvider/context';
import { format } from '../i18n';

const Nav = styled.nav`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.md}px;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm}px;
`;

export interface PagerProps {
  /** The page shown, from 1. */
  page: number;
  size: number;
  total: number;
  onPage: (page: number) => void;
}

export const pageCount = (total: number, size: number) =>
  Math.max(1, Math.ceil(total / Math.max(1, size)));

/** Previous / "第 2 / 5 页" / next. Hidden when everything fits on one page. */
export function Pager({ page, size, total, onPage }: PagerProps) {
  const m = useMessages();
  const pages = pageCount(total, size);
  if (pages <= 1) return null;
  return (
    <Nav aria-label={m.pagination}>
      <Button
        size="sm"
        icon={<ChevronLeftIcon />}
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        {m.pagePrev}
      </Button>
      <span aria-current="page">{format(m.pageOf, { page, total: pages })}</span>
      <Button size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>
        {m.pageNext}
        <ChevronRightIcon aria-hidden="true" />
      </Button>
    </Nav>
  );
}
