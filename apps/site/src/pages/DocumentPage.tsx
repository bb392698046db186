import { useParams } from 'react-router-dom';
import { idParam } from '../lib/paths';
import { DocumentView } from './DocumentView';

/** twoClass/{id}/{idChildren}/{idTwo}: a document within a sub-section. */
export default function DocumentPage() {
  return <DocumentView documentId={idParam(useParams().idTwo)} />;
}
