import { useEffect, useState } from 'react';
import { Button, CheckCircleIcon, message } from '@dongman/ui';
import { useSiteMessages } from '../../../i18n';

/** Copies `text` to the clipboard; says so (toast + "已复制" for a moment) or asks to copy by hand. */
export function CopyButton({ text, label }: { text: string; label?: string }) {
  const sm = useSiteMessages();
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
      message.success(sm.copied);
    } catch {
      message.error(sm.copyFailed);
    }
  };
  return (
    <Button
      size="sm"
      onClick={copy}
      icon={copied ? <CheckCircleIcon /> : undefined}
      aria-label={label}
    >
      {copied ? sm.copiedShort : sm.copy}
    </Button>
  );
}
