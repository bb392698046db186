import { styled } from 'styled-components';

export const Shell = styled.div`
  display: grid;
  grid-template-columns: 208px 1fr;
  min-height: 100dvh;
  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: 1fr;
  }
`;

export const Side = styled.aside`
  background: ${({ theme }) => theme.colors.menuBackground};
  color: ${({ theme }) => theme.colors.menuActiveText};
`;

export const Brand = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.lg}px;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

export const Nav = styled.nav`
  display: flex;
  flex-direction: column;
  a {
    display: flex;
    align-items: center;
    justify-content: space-between;
    padding: ${({ theme }) => `${theme.space.sm + 2}px ${theme.space.lg}px`};
    color: ${({ theme }) => theme.colors.menuText};
    text-decoration: none;
  }
  a.active {
    background: ${({ theme }) => theme.colors.menuActive};
    color: ${({ theme }) => theme.colors.menuActiveText};
  }
  a:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.menuActiveText};
    outline-offset: -2px;
  }
  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    flex-wrap: wrap;
  }
`;

export const Badge = styled.span`
  min-width: 20px;
  padding: 0 6px;
  border-radius: 10px;
  background: ${({ theme }) => theme.colors.badge};
  color: ${({ theme }) => theme.colors.onBadge};
  font-size: 12px;
  line-height: 20px;
  text-align: center;
`;

export const Header = styled.header`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  padding: ${({ theme }) => `${theme.space.sm}px ${theme.space.xl}px`};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surface};
`;

export const Main = styled.main`
  padding: ${({ theme }) => theme.space.xl}px;
`;

export const PageTitle = styled.h1`
  margin: 0 0 ${({ theme }) => theme.space.lg}px;
  font-size: ${({ theme }) => theme.fontSizes.xxl}px;
`;

/** A query form above a table (label + control pairs in a row). */
export const QueryForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.md}px;
  label {
    display: flex;
    flex-direction: column;
    gap: 4px;
    font-size: ${({ theme }) => theme.fontSizes.sm}px;
  }
  select,
  input {
    height: 32px;
    padding: 0 8px;
    border: 1px solid ${({ theme }) => theme.colors.border};
    border-radius: ${({ theme }) => theme.radii.sm}px;
    font: inherit;
  }
`;

/** Buttons in a table cell or a drawer footer. */
export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm}px;
`;
