import { useParams } from 'react-router-dom';
import { idParam } from '../../navigation/paths';
import { DocumentView } from './document/DocumentView';

/** twoClass/{id}/{idChildren}/{idTwo}: a document within a sub-section. */
export default function DocumentPage() {
  return <DocumentView documentId={idParam(useParams().idTwo)} />;
}
