import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { useRef, type KeyboardEvent, type ReactNode } from 'react';
import { Button, message } from '@dongman/ui';
import { acceptableLink } from './extensions';
import { useEditorT } from './copy';
import { Bar } from './RichTextEditor.styles';

interface Props {
  editor: Editor;
  /** The source view is on: formatting buttons rest, only the switch back works. */
  source: boolean;
  onSource: () => void;
  /** Uploads an image and answers its URL; without it there is no image button. */
  onUploadImage?: (file: File) => Promise<string | null>;
  uploading: boolean;
  onUploading: (busy: boolean) => void;
}

/**
 * The formatting buttons: a toolbar (one tab stop; arrow keys move along it), each button named
 * for a screen reader and, for a format, pressed while the selection has it.
 */
export function RichTextToolbar({
  editor,
  source,
  onSource,
  onUploadImage,
  uploading,
  onUploading,
}: Props) {
  const t = useEditorT();
  const bar = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bullet: e.isActive('bulletList'),
      ordered: e.isActive('orderedList'),
      link: e.isActive('link'),
      undo: e.can().undo(),
      redo: e.can().redo(),
    }),
  });
  const chain = () => editor.chain().focus();
  const pickImage = () => picker.current?.click();

  const link = () => {
    const current = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const href = window.prompt(t('linkPrompt'), current);
    if (href === null) return;
    if (href.trim() === '') return void chain().extendMarkRange('link').unsetLink().run();
    if (!acceptableLink(href)) return void message.error(t('linkRefused'));
    chain().extendMarkRange('link').setLink({ href: href.trim() }).run();
  };

  const image = async (file: File | undefined) => {
    if (!file || !onUploadImage) return;
    onUploading(true);
    try {
      const src = await onUploadImage(file);
      if (src)
        chain()
          .setImage({ src, alt: file.name.replace(/\.[^.]+$/, '') })
          .run();
    } finally {
      onUploading(false);
      if (picker.current) picker.current.value = '';
    }
  };

  // While the source view is on, only its own switch works.
  const rest = { resting: source };

  // Roving focus: Tab enters and leaves the toolbar; arrows, Home and End move inside it.
  const move = (event: KeyboardEvent) => {
    const buttons = [...(bar.current?.querySelectorAll('button:not(:disabled)') ?? [])];
    const at = buttons.indexOf(document.activeElement as Element);
    const to = { ArrowRight: at + 1, ArrowLeft: at - 1, Home: 0, End: buttons.length - 1 }[
      event.key
    ];
    if (to === undefined || at < 0) return;
    event.preventDefault();
    (buttons[(to + buttons.length) % buttons.length] as HTMLElement).focus();
  };

  return (
    <Bar ref={bar} role="toolbar" aria-label={t('toolbar')} onKeyDown={move}>
      {formats.map(({ key, on, mark, run }) => (
        <Tool
          key={key}
          label={t(key)}
          pressed={state[on]}
          onClick={() => run(chain()).run()}
          {...rest}
        >
          {mark}
        </Tool>
      ))}
      <Tool label={t('link')} pressed={state.link} onClick={link} {...rest}>
        {t('link')}
      </Tool>
      {onUploadImage && (
        <Tool
          label={uploading ? t('imageUploading') : t('image')}
          disabled={uploading}
          onClick={pickImage}
          {...rest}
        >
          {t('image')}
        </Tool>
      )}
      <Tool label={t('undo')} disabled={!state.undo} onClick={() => chain().undo().run()} {...rest}>
        ↶
      </Tool>
      <Tool label={t('redo')} disabled={!state.redo} onClick={() => chain().redo().run()} {...rest}>
        ↷
      </Tool>
      <Tool label={t('source')} pressed={source} onClick={onSource}>
        {'</>'}
      </Tool>
      {onUploadImage && (
        <input
          ref={picker}
          type="file"
          accept="image/png,image/jpeg,image/webp,image/gif"
          hidden
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => void image(event.currentTarget.files?.[0])}
        />
      )}
    </Bar>
  );
}

type Chain = ReturnType<Editor['chain']>;

/** The format buttons, in toolbar order: copy key, the state that presses it, its mark, its command. */
const formats: {
  key: 'bold' | 'italic' | 'heading2' | 'heading3' | 'bulletList' | 'orderedList';
  on: 'bold' | 'italic' | 'h2' | 'h3' | 'bullet' | 'ordered';
  mark: ReactNode;
  run: (chain: Chain) => Chain;
}[] = [
  { key: 'bold', on: 'bold', mark: <b>B</b>, run: (c) => c.toggleBold() },
  { key: 'italic', on: 'italic', mark: <i>I</i>, run: (c) => c.toggleItalic() },
  { key: 'heading2', on: 'h2', mark: 'H2', run: (c) => c.toggleHeading({ level: 2 }) },
  { key: 'heading3', on: 'h3', mark: 'H3', run: (c) => c.toggleHeading({ level: 3 }) },
  { key: 'bulletList', on: 'bullet', mark: '•', run: (c) => c.toggleBulletList() },
  { key: 'orderedList', on: 'ordered', mark: '1.', run: (c) => c.toggleOrderedList() },
];

/** One toolbar button: named for a screen reader (and a tooltip), pressed while its format is on. */
function Tool({
  label,
  pressed,
  disabled,
  resting,
  onClick,
  children,
}: {
  label: string;
  pressed?: boolean;
  disabled?: boolean;
  resting?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <Button
      size="sm"
      type="button"
      aria-label={label}
      title={label}
      aria-pressed={pressed}
      disabled={resting || disabled}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}
