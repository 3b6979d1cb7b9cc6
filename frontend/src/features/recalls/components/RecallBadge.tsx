import { recallLevelLabel, type RecallBadgeInfo } from '../recalls';
import './recall-badge.css';

interface RecallBadgeProps {
  /** The equipment's open recalls (from its home's badge list); absent → nothing shown. */
  badge: RecallBadgeInfo | undefined;
  equipmentName: string;
  onOpen: () => void;
}

/**
 * On an equipment card: 'Recall' (red) when an open recall matches it, 'Possible recall' (amber) when one may.
 * Plain (part of the home page's first paint); a button that opens the equipment's recalls.
 */
export function RecallBadge({ badge, equipmentName, onOpen }: RecallBadgeProps) {
  if (!badge || badge.count === 0) return null;
  const label = recallLevelLabel(badge.level);
  const more = badge.count > 1 ? ` (${badge.count})` : '';
  return (
    <button
      type="button"
      className={`yhb-chip yhb-recall-badge yhb-chip--${badge.level === 'match' ? 'error' : 'warning'}`}
      aria-label={`${label}${more}: see the safety recalls for ${equipmentName}`}
      onClick={onOpen}
    >
      <span className="yhb-chip__label">{`${label}${more}`}</span>
    </button>
  );
}
