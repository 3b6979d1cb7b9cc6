import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { completionPercent } from '../equipment-search';

interface EquipmentSummaryProps {
  completed: number;
  incomplete: number;
  search: string;
  onSearchChange: (value: string) => void;
}

export const EQUIPMENT_SEARCH_PLACEHOLDER = 'search by name, brand, or model';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div>
      <p className="yhb-body2 yhb-equipment-summary__label">{label}</p>
      <p className="yhb-h5" aria-label={`${label}: ${value}`}>
        {value}
      </p>
    </div>
  );
}

/**
 * Completed and incomplete counts, the completion bar and the equipment search. Plain (MUI's Card,
 * determinate LinearProgress and small OutlinedInput in equipment-list.css), part of the first paint.
 */
export function EquipmentSummary({ completed, incomplete, search, onSearchChange }: EquipmentSummaryProps) {
  const percent = completionPercent(completed, completed + incomplete);
  return (
    <div className="yhb-card yhb-equipment-summary">
      <div className="yhb-equipment-summary__counts">
        <Count label="Completed" value={completed} />
        <Count label="Incomplete" value={incomplete} />
      </div>
      <div className="yhb-equipment-summary__completion">
        <div
          className="yhb-completion-bar"
          role="progressbar"
          aria-label="Completion"
          aria-valuenow={percent}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="yhb-completion-bar__value" style={{ transform: `translateX(${percent - 100}%)` }} />
        </div>
        <p className="yhb-body2 yhb-equipment-summary__percent">{percent}%</p>
      </div>
      <label className="yhb-search yhb-search--small">
        <span className="yhb-search__icon">
          <PlainIcon path={signedInIconPaths.searchRounded} />
        </span>
        <input
          className="yhb-search__input"
          type="search"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={EQUIPMENT_SEARCH_PLACEHOLDER}
          aria-label="Search equipment"
        />
      </label>
    </div>
  );
}
