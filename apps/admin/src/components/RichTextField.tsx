import { uploadRichTextImage } from '../lib/richTextImages';
import { RichTextEditor, type RichTextEditorProps } from './RichTextEditor';

/** A form's rich text as the console writes it: the editor, its images uploaded to storage. */
export function RichTextField(props: Omit<RichTextEditorProps, 'onUploadImage'>) {
  return <RichTextEditor {...props} onUploadImage={uploadRichTextImage} />;
}
