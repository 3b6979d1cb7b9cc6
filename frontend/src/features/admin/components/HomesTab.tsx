import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useToast } from '../../../shared/toast/use-toast';
import { formatAdminDate } from '../admin-dates';
import type { AdminHome } from '../admin-records';
import { useExportHomePdfMutation, useGetAdminHomesQuery } from '../api';
import { DeleteHomeDialog } from './DeleteHomeDialog';
import { TableEmpty, TableError, TableLoading } from './TableStates';

/** 'city, state zip', empty parts skipped. */
function location(home: AdminHome): string {
  const stateZip = [home.state, home.zipCode].filter(Boolean).join(' ');
  return [home.city, stateZip].filter(Boolean).join(', ');
}

interface HomeRowProps {
  home: AdminHome;
  exporting: boolean;
  onExport: () => void;
  onDelete: () => void;
}

function HomeRow({ home, exporting, onExport, onDelete }: HomeRowProps) {
  return (
    <TableRow hover>
      <TableCell component="th" scope="row" sx={{ overflowWrap: 'anywhere' }}>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {home.name}
        </Typography>
        <Typography variant="caption" color="text.secondary">
          {home.owner ? `Owner: ${home.owner.username}` : 'Owner: account deleted'}
        </Typography>
      </TableCell>
      <TableCell sx={{ overflowWrap: 'anywhere' }}>{home.address}</TableCell>
      <TableCell>{location(home)}</TableCell>
      <TableCell sx={{ whiteSpace: 'nowrap' }}>
        <time dateTime={home.createdAt}>{formatAdminDate(home.createdAt)}</time>
      </TableCell>
      <TableCell align="right">
        <Box sx={{ display: 'inline-flex', alignItems: 'center', gap: 1 }}>
          <Button
            size="small"
            variant="outlined"
            onClick={onExport}
            disabled={exporting}
            aria-label={`Export PDF of ${home.name}`}
            startIcon={exporting ? <CircularProgress size={16} color="inherit" /> : <PictureAsPdfOutlined />}
            sx={{ whiteSpace: 'nowrap' }}
          >
            {exporting ? 'Exporting...' : 'Export PDF'}
          </Button>
          <IconButton aria-label={`Delete home ${home.name}`} color="error" onClick={onDelete} size="small">
            <DeleteOutline fontSize="small" />
          </IconButton>
        </Box>
      </TableCell>
    </TableRow>
  );
}

/** 'Homes' tab: every user's homes, with PDF export and delete. */
export function HomesTab() {
  const { data: homes = [], isLoading, error, refetch } = useGetAdminHomesQuery();
  const [exportPdf] = useExportHomePdfMutation();
  const { toast } = useToast();
  // Several exports may run at once; each row shows its own busy state.
  const [exportingIds, setExportingIds] = useState<ReadonlySet<number>>(new Set());
  const [target, setTarget] = useState<AdminHome | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);

  async function handleExport(home: AdminHome) {
    setExportingIds((ids) => new Set(ids).add(home.id));
    try {
      await exportPdf({ id: home.id, name: home.name }).unwrap();
      toast({ title: 'PDF Generated', description: `The home book for ${home.name} has been downloaded.` });
    } catch {
      toast({
        title: 'Export Failed',
        description: 'Failed to generate PDF. Please try again.',
        variant: 'destructive',
      });
    } finally {
      setExportingIds((ids) => {
        const rest = new Set(ids);
        rest.delete(home.id);
        return rest;
      });
    }
  }

  if (isLoading) return <TableLoading label="Loading homes" />;
  if (error) return <TableError error={error} onRetry={() => void refetch()} />;
  if (homes.length === 0) return <TableEmpty text="No homes registered yet" />;

  return (
    <>
      <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
        <Table aria-label="Homes" sx={{ minWidth: 820 }}>
          <TableHead>
            <TableRow>
              <TableCell>Property Name</TableCell>
              <TableCell>Address</TableCell>
              <TableCell>Location</TableCell>
              <TableCell>Created</TableCell>
              <TableCell align="right">Actions</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {homes.map((home) => (
              <HomeRow
                key={home.id}
                home={home}
                exporting={exportingIds.has(home.id)}
                onExport={() => void handleExport(home)}
                onDelete={() => {
                  setTarget(home);
                  setDialogOpen(true);
                }}
              />
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <DeleteHomeDialog home={target} open={dialogOpen} onClose={() => setDialogOpen(false)} />
    </>
  );
}
