import GridViewRounded from '@mui/icons-material/GridViewRounded';
import ViewListRounded from '@mui/icons-material/ViewListRounded';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Select from '@mui/material/Select';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import { useId } from 'react';
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

const WARRANTY_OPTIONS: { value: WarrantyFilter; label: string }[] = [
  { value: 'any', label: 'Any warranty' },
  { value: 'Active', label: 'Active' },
  { value: 'Expiring Soon', label: 'Expiring Soon' },
  { value: 'Expired', label: 'Expired' },
  { value: 'none', label: 'No warranty' },
];

const touch = { minHeight: { xs: 44, sm: 40 } };

function LabelledSelect<T extends string>({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: T;
  options: { value: T; label: string }[];
  onChange: (value: T) => void;
}) {
  const id = useId();
  return (
    <FormControl size="small" sx={{ minWidth: { xs: 'calc(50% - 4px)', sm: 170 }, flex: { xs: 1, sm: 'none' } }}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select<T>
        labelId={`${id}-label`}
        label={label}
        value={value}
        onChange={(event) => onChange(event.target.value as T)}
        sx={touch}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value}>
            {option.label}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

/** The home page's view switch (cards or list), grouping, sort and filters (issue 17). */
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
  return (
    <Box
      role="group"
      aria-label="Show equipment"
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2.5 }}
    >
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        aria-label="View"
        onChange={(_event, next: EquipmentViewMode | null) => next && onViewChange(next)}
      >
        <ToggleButton value="cards" aria-label="Cards" sx={{ ...touch, minWidth: 44 }}>
          <GridViewRounded fontSize="small" />
        </ToggleButton>
        <ToggleButton value="list" aria-label="List" sx={{ ...touch, minWidth: 44 }}>
          <ViewListRounded fontSize="small" />
        </ToggleButton>
      </ToggleButtonGroup>
      <LabelledSelect
        label="Group by"
        value={grouping}
        options={[
          { value: 'category', label: 'Category' },
          { value: 'completion', label: 'Completed / Uncompleted' },
        ]}
        onChange={onGroupingChange}
      />
      <LabelledSelect
        label="Sort by"
        value={sort}
        options={(Object.keys(SORT_LABELS) as EquipmentSort[]).map((value) => ({ value, label: SORT_LABELS[value] }))}
        onChange={onSortChange}
      />
      <LabelledSelect
        label="Warranty"
        value={filters.warranty}
        options={WARRANTY_OPTIONS}
        onChange={(warranty) => onFiltersChange({ ...filters, warranty })}
      />
      <ToggleButton
        value="incomplete"
        size="small"
        color="primary"
        selected={filters.incompleteOnly}
        onChange={() => onFiltersChange({ ...filters, incompleteOnly: !filters.incompleteOnly })}
        sx={{ ...touch, textTransform: 'none', px: 1.5, color: 'text.secondary' }}
      >
        Incomplete
      </ToggleButton>
      <ToggleButton
        value="needs-attention"
        size="small"
        color="primary"
        selected={filters.needsAttentionOnly}
        onChange={() => onFiltersChange({ ...filters, needsAttentionOnly: !filters.needsAttentionOnly })}
        sx={{ ...touch, textTransform: 'none', px: 1.5, color: 'text.secondary' }}
      >
        Needs attention
      </ToggleButton>
    </Box>
  );
}
