import MembersPage from '../members/MembersPage';

/** The review queue: accounts waiting for approval (REGISTRATION_REVIEW=1 fills it). */
export default function ReviewPage() {
  return <MembersPage reviewOnly />;
}
