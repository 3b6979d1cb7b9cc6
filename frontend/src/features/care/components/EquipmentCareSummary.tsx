import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useGetHomeCareQuery } from '../api';
import { formatDay } from '../care';

interface EquipmentCareSummaryProps {
  homeId: number;
  equipmentId: number;
}

/**
 * On an equipment card: the maintenance chip (Overdue, Due soon, or the next date) and the age, with
 * 'Plan replacement' or 'Past typical life' when the typical life is (nearly) used up.
 */
export function EquipmentCareSummary({ homeId, equipmentId }: EquipmentCareSummaryProps) {
  const { data } = useGetHomeCareQuery(homeId);
  const care = data?.find((item) => item.equipmentId === equipmentId);
  if (!care || (!care.maintenance && !care.life)) return null;
  const { maintenance, life } = care;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
      {maintenance?.status === 'overdue' && (
        <Chip
          size="small"
          color="error"
          label="Overdue"
          title={`Maintenance was due ${formatDay(maintenance.nextDue)}`}
        />
      )}
      {maintenance?.status === 'due-soon' && (
        <Chip
          size="small"
          color="warning"
          label="Due soon"
          title={`Maintenance due ${formatDay(maintenance.nextDue)}`}
        />
      )}
      {maintenance?.status === 'ok' && (
        <Chip size="small" variant="outlined" label={`Next service ${formatDay(maintenance.nextDue)}`} />
      )}
      {life && (
        <Typography variant="body2" color="text.secondary">
          Age: {life.ageYears} {life.ageYears === 1 ? 'year' : 'years'} of ~{life.lifeYears}
        </Typography>
      )}
      {life?.status === 'plan-replacement' && (
        <Chip size="small" color="warning" variant="outlined" label="Plan replacement" />
      )}
      {life?.status === 'past-typical-life' && (
        <Chip size="small" color="error" variant="outlined" label="Past typical life" />
      )}
    </Stack>
  );
}
