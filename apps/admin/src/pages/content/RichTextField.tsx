import { useMemo, useRef, useState } from 'react';
import { Button, sanitizeRichHtml } from '@dongman/ui';
import { Actions } from '../../layout/ConsoleLayout.styles';
import { Field } from '../members/members.styles';
import { Preview } from './content.styles';
import { useContentT } from './i18n';

/**
 * The document body: HTML in a textarea with a few formatting buttons, and a live preview passed
 * through the same sanitiser the members' site uses (the server sanitises again on save). No
 * editor library: the body is small HTML, and a textarea stays keyboard- and screen-reader-friendly.
 */
export function RichTextField({
  name,
  defaultValue,
  maxLength,
}: {
  name: string;
  defaultValue: string;
  /** The contract's limit of the field. */
  maxLength: number;
}) {
  const t = useContentT();
  const [html, setHtml] = useState(defaultValue);
  const area = useRef<HTMLTextAreaElement>(null);
  const preview = useMemo(() => sanitizeRichHtml(html), [html]);

  const wrap = (open: string, close: string) => {
    const el = area.current;
    if (!el) return;
    const { selectionStart: start, selectionEnd: end, value } = el;
    const next = value.slice(0, start) + open + value.slice(start, end) + close + value.slice(end);
    setHtml(next);
    el.value = next;
    el.focus();
    el.setSelectionRange(start + open.length, end + open.length);
  };
  const link = () => {
    const url = window.prompt(t('linkPrompt'), 'https://');
    if (url && /^https?:\/\//.test(url)) wrap(`<a href="${url.replace(/"/g, '&quot;')}">`, '</a>');
  };

  return (
    <>
      <Actions role="toolbar" aria-label={t('toolbar')}>
        <Button size="sm" type="button" onClick={() => wrap('<strong>', '</strong>')}>
          {t('bold')}
        </Button>
        <Button size="sm" type="button" onClick={() => wrap('<em>', '</em>')}>
          {t('italic')}
        </Button>
        <Button size="sm" type="button" onClick={() => wrap('<h2>', '</h2>')}>
          {t('heading')}
        </Button>
        <Button size="sm" type="button" onClick={() => wrap('<p>', '</p>')}>
          {t('paragraph')}
        </Button>
        <Button size="sm" type="button" onClick={() => wrap('<ul>\n<li>', '</li>\n</ul>')}>
          {t('list')}
        </Button>
        <Button size="sm" type="button" onClick={link}>
          {t('link')}
        </Button>
      </Actions>
      <Field>
        {t('body')}
        <textarea
          ref={area}
          name={name}
          rows={12}
          maxLength={maxLength}
          defaultValue={defaultValue}
          onChange={(event) => setHtml(event.target.value)}
        />
      </Field>
      <Field as="div">
        <span id={`${name}-preview`}>{t('bodyPreview')}</span>
        <Preview
          aria-labelledby={`${name}-preview`}
          role="region"
          dangerouslySetInnerHTML={{ __html: preview }}
        />
      </Field>
    </>
  );
}
