import { DECISION_SUBJECT_LABEL, type DecisionSubjectType } from '@ops/contracts/decisions';
import { ROUTES } from '@ops/contracts/paths';
import { Link } from 'react-router';

interface DeliverySubjectProps {
  type: DecisionSubjectType;
  id: number;
  /** Following the user link leaves a dialog. */
  onLeave?: () => void;
}

/** What the event is about, e.g. 动态 1000123; a user links to their detail page. */
export function DeliverySubject({ type, id, onLeave }: DeliverySubjectProps) {
  if (type !== 'user') return <span style={{ whiteSpace: 'nowrap' }}>{`${DECISION_SUBJECT_LABEL[type]} ${id}`}</span>;
  return (
    <span style={{ whiteSpace: 'nowrap' }}>
      {DECISION_SUBJECT_LABEL.user}{' '}
      <Link to={ROUTES.userDetail(id)} onClick={onLeave}>
        {id}
      </Link>
    </span>
  );
}
