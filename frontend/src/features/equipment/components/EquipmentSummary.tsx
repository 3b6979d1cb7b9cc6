import SearchRounded from '@mui/icons-material/SearchRounded';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import InputAdornment from '@mui/material/InputAdornment';
import LinearProgress from '@mui/material/LinearProgress';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
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
    <Box>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="h5" component="p" aria-label={`${label}: ${value}`}>
        {value}
      </Typography>
    </Box>
  );
}

/** Completed and incomplete counts, the completion bar and the equipment search. */
export function EquipmentSummary({ completed, incomplete, search, onSearchChange }: EquipmentSummaryProps) {
  const percent = completionPercent(completed, completed + incomplete);
  return (
    <Card sx={{ mb: 3 }}>
      <CardContent sx={{ display: 'grid', gap: 2, p: { xs: 2.5, sm: 3 } }}>
        <Box sx={{ display: 'flex', gap: 4 }}>
          <Count label="Completed" value={completed} />
          <Count label="Incomplete" value={incomplete} />
        </Box>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label="Completion"
            sx={{ flex: 1, height: 8, borderRadius: 4 }}
          />
          <Typography variant="body2" sx={{ minWidth: 40, textAlign: 'right' }}>
            {percent}%
          </Typography>
        </Box>
        <OutlinedInput
          fullWidth
          type="search"
          size="small"
          value={search}
          onChange={(event) => onSearchChange(event.target.value)}
          placeholder={EQUIPMENT_SEARCH_PLACEHOLDER}
          slotProps={{ input: { 'aria-label': 'Search equipment' } }}
          startAdornment={
            <InputAdornment position="start">
              <SearchRounded color="action" />
            </InputAdornment>
          }
        />
      </CardContent>
    </Card>
  );
}
