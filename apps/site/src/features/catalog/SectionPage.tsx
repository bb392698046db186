import { useParams } from 'react-router-dom';
import { idParam } from '../../navigation/paths';
import { SectionView } from './SectionView';

/** twoClass/{id}: a section page. */
export default function SectionPage() {
  return <SectionView classId={idParam(useParams().id)} />;
}
