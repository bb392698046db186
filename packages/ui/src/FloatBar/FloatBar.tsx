import { lazy, Suspense, useId, useRef, useState } from 'react';
import { ArrowUpIcon, ChatIcon, CloseIcon, HomeIcon, MenuIcon, UserIcon } from '../icons';
import { Popover } from '../Popover';
import { useMessages } from '../UIProvider/context';
import type { OnNavigate, RenderLink } from '../UIProvider/context';
import * as S from './FloatBar.styles';

// Its own chunk, fetched as the bar renders: ready long before the popover opens, yet not part
// of the JS a site's first route waits for.
const ContactCopy = lazy(() =>
  import('./ContactCopy').then((module) => ({ default: module.ContactCopy })),
);
import { scrollToTop } from './scrollToTop';

export interface FloatBarProps {
  /** QR code image of the contact WeChat account. */
  qrImageSrc: string;
  /** The WeChat ID the QR code stands for, shown with a copy button (phones cannot scan themselves). */
  wechatId?: string;
  /** Default `#/home`. */
  homeHref?: string;
  /** Default `#/user/info`. */
  memberCenterHref?: string;
  renderLink?: RenderLink;
  onNavigate?: OnNavigate;
  className?: string;
}

/**
 * The right-hand shortcut bar (spec section 2): home, member center, a contact popover with a QR
 * code, back to top. Hidden at 768 px and below, where a round button toggles it.
 */
export function FloatBar({
  qrImageSrc,
  wechatId,
  homeHref = '#/home',
  memberCenterHref = '#/user/info',
  renderLink,
  onNavigate,
  className,
}: FloatBarProps) {
  const m = useMessages();
  const barId = `float-bar-${useId().replace(/:/g, '')}`;
  const toggleRef = useRef<HTMLButtonElement>(null);
  // Only matters on small screens: the bar is always shown on larger ones.
  const [open, setOpen] = useState(false);
  const closeOnMobile = () => setOpen(false);

  return (
    <>
      <S.Toggle
        ref={toggleRef}
        type="button"
        aria-label={m.shortcuts}
        title={m.shortcuts}
        aria-expanded={open}
        aria-controls={barId}
        onClick={() => setOpen((value) => !value)}
      >
        {open ? <CloseIcon /> : <MenuIcon />}
      </S.Toggle>
      <S.Bar
        id={barId}
        aria-label={m.shortcuts}
        $open={open}
        className={className}
        onKeyDown={(event) => {
          // The contact popover handles its own Escape (and prevents the default).
          if (event.key === 'Escape' && open && !event.defaultPrevented) {
            setOpen(false);
            toggleRef.current?.focus();
          }
        }}
      >
        <ul>
          <li>
            <S.ItemLink
              href={homeHref}
              renderLink={renderLink}
              onNavigate={onNavigate}
              onClick={closeOnMobile}
            >
              <HomeIcon />
              {m.home}
            </S.ItemLink>
          </li>
          <li>
            <S.ItemLink
              href={memberCenterHref}
              renderLink={renderLink}
              onNavigate={onNavigate}
              onClick={closeOnMobile}
            >
              <UserIcon />
              {m.memberCenter}
            </S.ItemLink>
          </li>
          <li>
            <Popover
              label={m.contact}
              placement="left"
              offset={12}
              trigger={
                <S.ItemButton type="button">
                  <ChatIcon />
                  {m.contact}
                </S.ItemButton>
              }
            >
              <S.Contact>
                <S.ContactTitle>{m.contact}</S.ContactTitle>
                <img
                  src={qrImageSrc}
                  alt={m.contactQrAlt}
                  width={160}
                  height={160}
                  loading="lazy"
                />
                <p data-scan-hint="">{m.contactHint}</p>
                {wechatId && (
                  <Suspense fallback={null}>
                    <ContactCopy wechatId={wechatId} />
                  </Suspense>
                )}
              </S.Contact>
            </Popover>
          </li>
          <li>
            <S.ItemButton
              type="button"
              onClick={() => {
                scrollToTop();
                closeOnMobile();
              }}
            >
              <ArrowUpIcon />
              {m.backToTop}
            </S.ItemButton>
          </li>
        </ul>
      </S.Bar>
    </>
  );
}
