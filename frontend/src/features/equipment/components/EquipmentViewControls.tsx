import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { PlainSelect } from '../../../shared/components/PlainSelect';
import type { SelectOption } from '../../../shared/components/SelectListMenu';
import { classNames } from '../../../shared/plain-ui/class-names';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { useSmallScreen } from '../../../shared/plain-ui/use-small-screen';
import {
  SORT_LABELS,
  type EquipmentFilters,
  type EquipmentGrouping,
  type EquipmentSort,
  type EquipmentViewMode,
  type WarrantyFilter,
} from '../equipment-view';

interface EquipmentViewControlsProps {
  view: EquipmentViewMode;
  onViewChange: (view: EquipmentViewMode) => void;
  grouping: EquipmentGrouping;
  onGroupingChange: (grouping: EquipmentGrouping) => void;
  sort: EquipmentSort;
  onSortChange: (sort: EquipmentSort) => void;
  filters: EquipmentFilters;
  onFiltersChange: (filters: EquipmentFilters) => void;
}

const GROUPING_OPTIONS: SelectOption<EquipmentGrouping>[] = [
  { value: 'category', label: 'Category' },
  { value: 'completion', label: 'Completed / Uncompleted' },
];

const SORT_OPTIONS: SelectOption<EquipmentSort>[] = (Object.keys(SORT_LABELS) as EquipmentSort[]).map((value) => ({
  value,
  label: SORT_LABELS[value],
}));

const WARRANTY_OPTIONS: SelectOption<WarrantyFilter>[] = [
  { value: 'any', label: 'Any warranty' },
  { value: 'Active', label: 'Active' },
  { value: 'Expiring Soon', label: 'Expiring Soon' },
  { value: 'Expired', label: 'Expired' },
  { value: 'none', label: 'No warranty' },
];

/** A toggle button drawn like MUI's ToggleButton (size small, primary when selected). */
function ToggleButton({
  pressed,
  onToggle,
  label,
  children,
  className,
}: {
  pressed: boolean;
  onToggle: () => void;
  label?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button
      type="button"
      className={classNames('yhb-toggle-button', pressed && 'yhb-toggle-button--selected', className)}
      aria-pressed={pressed}
      aria-label={label}
      onClick={onToggle}
    >
      {children}
    </button>
  );
}

const VIEWS: { value: EquipmentViewMode; label: string; iconPath: string }[] = [
  { value: 'cards', label: 'Cards', iconPath: signedInIconPaths.gridViewRounded },
  { value: 'list', label: 'List', iconPath: signedInIconPaths.viewListRounded },
];

/**
 * 'Cards' or 'List' (MUI's exclusive ToggleButtonGroup): one tab stop with a roving focus, as MUI's: the
 * arrow keys move between the buttons (wrapping), Home and End go to the first and the last; Space or Enter
 * picks.
 */
function ViewSwitch({
  view,
  onViewChange,
}: {
  view: EquipmentViewMode;
  onViewChange: (view: EquipmentViewMode) => void;
}) {
  const [active, setActive] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const last = VIEWS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (active + 1) % VIEWS.length
        : event.key === 'ArrowLeft'
          ? (active + last) % VIEWS.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    buttons.current[next]?.focus();
  }

  return (
    <div role="group" aria-label="View" className="yhb-toggle-group" onKeyDown={handleKeyDown}>
      {VIEWS.map((option, index) => (
        <button
          key={option.value}
          ref={(element) => {
            buttons.current[index] = element;
          }}
          type="button"
          className={classNames(
            'yhb-toggle-button yhb-toggle-button--icon yhb-toggle-button--standard',
            view === option.value && 'yhb-toggle-button--selected',
          )}
          aria-pressed={view === option.value}
          aria-label={option.label}
          tabIndex={index === active ? 0 : -1}
          onFocus={() => setActive(index)}
          onClick={() => view !== option.value && onViewChange(option.value)}
        >
          <PlainIcon path={option.iconPath} size="small" />
        </button>
      ))}
    </div>
  );
}

/** How many of the filters are on (the phone's 'Sort & filter' button shows it). */
function activeFilterCount(filters: EquipmentFilters): number {
  return (filters.warranty !== 'any' ? 1 : 0) + (filters.incompleteOnly ? 1 : 0) + (filters.needsAttentionOnly ? 1 : 0);
}

/**
 * The home page's view switch (cards or list), grouping, sort and filters (issue 17). Plain (MUI's
 * ToggleButtons and small outlined Selects in equipment-list.css); a select's list is MUI's Menu, loaded
 * when first opened. On a phone the sort and the filters wait behind 'Sort & filter' (with the number of
 * filters on), so the first equipment shows without scrolling (docs/mobile.md).
 */
export function EquipmentViewControls({
  view,
  onViewChange,
  grouping,
  onGroupingChange,
  sort,
  onSortChange,
  filters,
  onFiltersChange,
}: EquipmentViewControlsProps) {
  const smallScreen = useSmallScreen();
  const [open, setOpen] = useState(false);
  const moreId = useId();
  const active = activeFilterCount(filters);
  return (
    <div role="group" aria-label="Show equipment" className="yhb-equipment-controls">
      <ViewSwitch view={view} onViewChange={onViewChange} />
      <PlainSelect
        className="yhb-equipment-controls__select"
        label="Group by"
        value={grouping}
        options={GROUPING_OPTIONS}
        onChange={onGroupingChange}
      />
      {smallScreen && (
        <button
          type="button"
          className={classNames(
            'yhb-toggle-button yhb-toggle-button--text',
            active > 0 && 'yhb-toggle-button--selected',
          )}
          aria-expanded={open}
          aria-controls={moreId}
          onClick={() => setOpen((shown) => !shown)}
        >
          {active > 0 ? `Sort & filter (${active})` : 'Sort & filter'}
        </button>
      )}
      <div id={moreId} className="yhb-equipment-controls__more" hidden={smallScreen && !open}>
        <PlainSelect
          className="yhb-equipment-controls__select"
          label="Sort by"
          value={sort}
          options={SORT_OPTIONS}
          onChange={onSortChange}
        />
        <PlainSelect
          className="yhb-equipment-controls__select"
          label="Warranty"
          value={filters.warranty}
          options={WARRANTY_OPTIONS}
          onChange={(warranty) => onFiltersChange({ ...filters, warranty })}
        />
        <ToggleButton
          pressed={filters.incompleteOnly}
          onToggle={() => onFiltersChange({ ...filters, incompleteOnly: !filters.incompleteOnly })}
          className="yhb-toggle-button--text"
        >
          Incomplete
        </ToggleButton>
        <ToggleButton
          pressed={filters.needsAttentionOnly}
          onToggle={() => onFiltersChange({ ...filters, needsAttentionOnly: !filters.needsAttentionOnly })}
          className="yhb-toggle-button--text"
        >
          Needs attention
        </ToggleButton>
      </div>
    </div>
  );
}
