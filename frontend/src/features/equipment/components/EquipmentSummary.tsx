import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { completionPercent } from '../equipment-search';

/** The counts once the list is here; 'loading' while it is asked for, 'unknown' when it could not be read. */
export type EquipmentCounts = { completed: number; incomplete: number } | 'loading' | 'unknown';

interface EquipmentSummaryProps {
  counts: EquipmentCounts;
  search: string;
  onSearchChange: (value: string) => void;
}

export const EQUIPMENT_SEARCH_PLACEHOLDER = 'search by name, brand, or model';

/** A count; before the list is here, a placeholder rather than a false 0. */
function Count({ label, value }: { label: string; value: number | 'loading' | 'unknown' }) {
  return (
    <div>
      <p className="yhb-body2 yhb-equipment-summary__label">{label}</p>
      {value === 'loading' ? (
        <p className="yhb-h5" aria-label={`${label}: loading`}>
          <span className="yhb-equipment-summary__pending" />
        </p>
      ) : (
        <p className="yhb-h5" aria-label={`${label}: ${value}`}>
          {value === 'unknown' ? '–' : value}
        </p>
      )}
    </div>
  );
}

/**
 * Completed and incomplete counts, the completion bar and the equipment search. Plain (MUI's Card,
 * determinate LinearProgress and small OutlinedInput in equipment-list.css), part of the first paint.
 * While the list loads the counts and the percent are placeholders and the bar has no value (an
 * indeterminate progressbar), so the page never says 'Completed 0' of a home that has equipment.
 */
export function EquipmentSummary({ counts, search, onSearchChange }: EquipmentSummaryProps) {
  const known = typeof counts === 'object' ? counts : null;
  const percent = known && completionPercent(known.completed, known.completed + known.incomplete);
  return (
    <div className="yhb-card yhb-equipment-summary" aria-busy={counts === 'loading'}>
      <div className="yhb-equipment-summary__counts">
        <Count label="Completed" value={typeof counts === 'object' ? counts.completed : counts} />
        <Count label="Incomplete" value={typeof counts === 'object' ? counts.incomplete : counts} />
      </div>
      <div className="yhb-equipment-summary__completion">
        <div
          className="yhb-completion-bar"
          role="progressbar"
          aria-label="Completion"
          aria-valuenow={percent ?? undefined}
          aria-valuemin={0}
          aria-valuemax={100}
        >
          <div className="yhb-completion-bar__value" style={{ transform: `translateX(${(percent ?? 0) - 100}%)` }} />
        </div>
        <p className="yhb-body2 yhb-equipment-summary__percent">
          {percent === null ? (
            counts === 'loading' ? (
              <span className="yhb-equipment-summary__pending" />
            ) : (
              '–'
            )
          ) : (
            `${percent}%`
          )}
        </p>
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
