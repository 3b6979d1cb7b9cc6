import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { AdminOverview } from '../overview-api';
import { useGetAdminOverviewQuery } from '../overview-api';
import { TableError, TableLoading } from './TableStates';

interface Figure {
  label: string;
  value: string;
  detail?: string;
}

/** "80% read completely", the share of the reads that found every field; no share of nothing. */
function completeShare(reads: AdminOverview['labelReads']): string {
  if (reads.last7Days === 0) return 'No label read this week';
  return `${Math.round((reads.complete / reads.last7Days) * 100)}% read completely`;
}

function figures(overview: AdminOverview): Figure[] {
  return [
    { label: 'Users', value: String(overview.users) },
    { label: 'Homes', value: String(overview.homes) },
    { label: 'Equipment', value: String(overview.equipment) },
    {
      label: 'Label reads (7 days)',
      value: String(overview.labelReads.last7Days),
      detail: completeShare(overview.labelReads),
    },
    {
      label: 'Open support threads',
      value: String(overview.support.open),
      detail: `${overview.support.waitingOver24h} waiting over 24 h`,
    },
    {
      label: 'Last backup',
      value: overview.lastBackupAt ? new Date(overview.lastBackupAt).toLocaleString() : 'None yet',
    },
  ];
}

/** The Overview tab (issue 45): the instance at a glance, each number counted by the server. */
export function OverviewTab() {
  const { data, error, isLoading, refetch } = useGetAdminOverviewQuery(undefined, { refetchOnMountOrArgChange: true });
  if (isLoading) return <TableLoading label="Loading overview" />;
  if (error || !data) return <TableError error={error} onRetry={() => void refetch()} />;
  return (
    <Box
      component="dl"
      aria-label="Instance overview"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', m: 0 }}
    >
      {figures(data).map((figure) => (
        <Paper key={figure.label} variant="outlined" sx={{ p: 2 }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {figure.label}
          </Typography>
          <Typography component="dd" variant="h5" sx={{ m: 0 }}>
            {figure.value}
          </Typography>
          {figure.detail && (
            <Typography component="dd" variant="body2" color="text.secondary" sx={{ m: 0 }}>
              {figure.detail}
            </Typography>
          )}
        </Paper>
      ))}
    </Box>
  );
}
