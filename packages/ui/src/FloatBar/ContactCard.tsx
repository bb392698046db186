import { useId, useRef } from 'react';
import { useToast } from '../Toast/useToast';
import { useMessages } from '../UIProvider/context';
import { copyText } from './copyText';
import * as S from './FloatBar.styles';

export interface ContactCardProps {
  qrImageSrc: string;
  /** The WeChat ID the QR code stands for: on a phone, scanning the same screen is no option. */
  wechatId?: string;
}

/** The contact popover's content: the QR code, and the WeChat ID with a copy button. */
export function ContactCard({ qrImageSrc, wechatId }: ContactCardProps) {
  const m = useMessages();
  const toast = useToast();
  const idRef = useRef<HTMLElement>(null);
  const idId = `contact-id-${useId().replace(/:/g, '')}`;

  const copy = async () => {
    if (!wechatId) return;
    if (await copyText(wechatId, idRef.current)) toast.success(m.contactCopied);
    else toast.error(m.contactCopyFailed);
  };

  return (
    <S.Contact>
      <S.ContactTitle>{m.contact}</S.ContactTitle>
      <img src={qrImageSrc} alt={m.contactQrAlt} width={160} height={160} loading="lazy" />
      {/* With an ID to copy, a phone gets that hint instead of "scan with your phone". */}
      <S.HintDesktop $onPhones={!wechatId}>{m.contactHint}</S.HintDesktop>
      {wechatId && (
        <>
          <S.HintPhone>{m.contactHintPhone}</S.HintPhone>
          <S.WechatId>
            <span>{m.contactWechatId}</span>
            <code ref={idRef} id={idId}>
              {wechatId}
            </code>
            <S.CopyButton type="button" aria-describedby={idId} onClick={copy}>
              {m.contactCopy}
            </S.CopyButton>
          </S.WechatId>
        </>
      )}
    </S.Contact>
  );
}
