import { DECISION_SUBJECT_LABEL, type DecisionSubjectType } from '@ops/contracts/decisions';
import { ROUTES } from '@ops/contracts/paths';
import { Flex, Typography } from 'antd';
import { Link } from 'react-router';

interface DeliverySubjectProps {
  type: DecisionSubjectType;
  id: number;
  /** Following the user link leaves a dialog. */
  onLeave?: () => void;
  /** In a narrow table column: the kind above the id, which may be long (the app's own ids). */
  stacked?: boolean;
}

/** What the event is about, e.g. 动态 1000123; a user links to their detail page. */
export function DeliverySubject({ type, id, onLeave, stacked = false }: DeliverySubjectProps) {
  const idText =
    type === 'user' ? (
      <Link to={ROUTES.userDetail(id)} onClick={onLeave} style={{ overflowWrap: 'anywhere' }}>
        {id}
      </Link>
    ) : (
      <span style={{ overflowWrap: 'anywhere' }}>{id}</span>
    );
  if (!stacked) {
    return (
      <span>
        {DECISION_SUBJECT_LABEL[type]} {idText}
      </span>
    );
  }
  return (
    <Flex vertical style={{ lineHeight: 1.4 }}>
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {DECISION_SUBJECT_LABEL[type]}
      </Typography.Text>
      {idText}
    </Flex>
  );
}
