import { useEffect, useId, useRef } from 'react';
import { useToast } from '../Toast/useToast';
import { useMessages } from '../UIProvider/context';
import { copyText } from './copyText';
import * as S from './ContactCopy.styles';

/**
 * The WeChat ID under the contact QR code, with 复制: on a phone, scanning the code on its own
 * screen is no option. Loaded on its own chunk (after the shell), out of the first route's JS.
 */
export function ContactCopy({ wechatId }: { wechatId: string }) {
  const m = useMessages();
  const toast = useToast();
  const idRef = useRef<HTMLElement>(null);
  const idId = `contact-id-${useId().replace(/:/g, '')}`;
  const buttonRef = useRef<HTMLButtonElement>(null);

  // Opened before this chunk arrived, the popover focused its panel: move on to 复制 as it would.
  useEffect(() => {
    const panel = idRef.current?.closest('[popover]');
    if (panel && document.activeElement === panel) buttonRef.current?.focus();
  }, []);

  const copy = async () => {
    if (await copyText(wechatId, idRef.current)) toast.success(m.contactCopied);
    else toast.error(m.contactCopyFailed);
  };

  return (
    <>
      <S.HintPhone>{m.contactHintPhone}</S.HintPhone>
      <S.WechatId data-wechat-id="">
        <span>{m.contactWechatId}</span>
        <code ref={idRef} id={idId}>
          {wechatId}
        </code>
        <S.CopyButton ref={buttonRef} type="button" aria-describedby={idId} onClick={copy}>
          {m.contactCopy}
        </S.CopyButton>
      </S.WechatId>
    </>
  );
}
