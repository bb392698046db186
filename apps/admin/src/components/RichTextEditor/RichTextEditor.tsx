import { EditorContent, useEditor } from '@tiptap/react';
import { useId, useState, type ReactNode } from 'react';
import { Field } from '../Form.styles';
import { editorExtensions, initialHtml, outputHtml, tagsOutsideEditor } from './extensions';
import { useEditorT } from './copy';
import { RichTextToolbar } from './RichTextToolbar';
import { Area, Frame, Note } from './RichTextEditor.styles';

export interface RichTextEditorProps {
  label: ReactNode;
  /** The form field the HTML is submitted as. */
  name: string;
  /** Stored HTML (or older plain text, one paragraph per line). */
  defaultValue?: string;
  /** The contract's limit of the field (the source view keeps to it; the server refuses more). */
  rule?: { maxLength: number };
  /** Uploads an image to storage and answers its URL (null when refused); enables the image button. */
  onUploadImage?: (file: File) => Promise<string | null>;
  /** Called with the HTML as it will be submitted. */
  onChange?: (html: string) => void;
}

/**
 * A rich-text field for forms (TipTap, ADR 0037): what the operator writes is submitted as HTML
 * within the one rich-text policy, in a hidden input named `name`. Stored HTML with markup the
 * editor cannot hold (a table, say) opens in the HTML source view, so nothing is dropped unasked.
 */
export function RichTextEditor({
  label,
  name,
  defaultValue = '',
  rule,
  onUploadImage,
  onChange,
}: RichTextEditorProps) {
  const t = useEditorT();
  const labelId = useId();
  const [start] = useState(() => initialHtml(defaultValue));
  const [html, setHtml] = useState(() => outputHtml(start));
  const [outside] = useState(() => tagsOutsideEditor(start));
  const [source, setSource] = useState(outside.length > 0);
  const [uploading, setUploading] = useState(false);

  const update = (next: string) => {
    setHtml(next);
    onChange?.(next);
  };
  const editor = useEditor({
    extensions: editorExtensions,
    content: start,
    immediatelyRender: true,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': labelId,
      },
    },
    onUpdate: ({ editor: e }) => update(outputHtml(e.getHTML())),
  });

  const toggleSource = () => {
    // Back from the source: the editor takes the HTML (what it cannot hold is dropped then).
    if (source) editor.commands.setContent(initialHtml(html), { emitUpdate: true });
    setSource(!source);
  };

  return (
    <Field as="div">
      <span id={labelId}>{label}</span>
      <Frame>
        <RichTextToolbar
          editor={editor}
          source={source}
          onSource={toggleSource}
          onUploadImage={onUploadImage}
          uploading={uploading}
          onUploading={setUploading}
        />
        <Area>
          <EditorContent editor={editor} hidden={source} />
          {source && (
            <textarea
              aria-labelledby={labelId}
              value={html}
              maxLength={rule?.maxLength}
              onChange={(event) => update(event.currentTarget.value)}
              spellCheck={false}
            />
          )}
        </Area>
      </Frame>
      {source && outside.length > 0 && (
        <Note>{t('sourceOnly', { tags: outside.map((tag) => `<${tag}>`).join(' ') })}</Note>
      )}
      <input type="hidden" name={name} value={html} />
    </Field>
  );
}
