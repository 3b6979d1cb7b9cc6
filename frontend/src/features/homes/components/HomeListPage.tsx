import AddRounded from '@mui/icons-material/AddRounded';
import DeleteOutlineRounded from '@mui/icons-material/DeleteOutlineRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { ConfirmDialog } from '../../../shared/components/ConfirmDialog';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteHomesMutation } from '../api';
import { filterHomes } from '../home-search';
import { HomeCard } from './HomeCard';
import { HomeSearchBox } from './HomeSearchBox';
import { QuickLinks } from './QuickLinks';

export function deleteHomesQuestion(count: number) {
  return `Are you sure you want to delete ${count} home(s)? This action cannot be undone. All equipment associated with this home will also be deleted.`;
}

interface HomeListPageProps {
  /** SLOT under the heading: the 'Needs attention' panel (care feature), composed in by the route. */
  attention?: ReactNode;
  /** SLOT for the 'Scan a label' action (equipment feature), composed in by the route. */
  scanAction?: ReactNode;
}

/** /: the user's homes as cards, with search, multi-select delete and quick links. */
export function HomeListPage({ attention, scanAction }: HomeListPageProps = {}) {
  const { data: homes = [], isLoading, error } = useGetHomesQuery();
  const [deleteHomes, { isLoading: isDeleting }] = useDeleteHomesMutation();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);
  // Fixed when the dialog opens: the optimistic update takes the homes out of the list while deleting.
  const [idsToDelete, setIdsToDelete] = useState<number[]>([]);

  const visibleHomes = useMemo(() => filterHomes(homes, search), [homes, search]);
  // Only homes that still exist count (a deleted home leaves the selection with the list).
  const selectedIds = useMemo(
    () => homes.filter((home) => selected.has(home.id)).map(({ id }) => id),
    [homes, selected],
  );

  function toggleSelected(homeId: number) {
    setSelected((current) => {
      const next = new Set(current);
      if (!next.delete(homeId)) next.add(homeId);
      return next;
    });
  }

  function askToDelete() {
    setIdsToDelete(selectedIds);
    setConfirmOpen(true);
  }

  async function confirmDelete() {
    const ids = idsToDelete;
    try {
      await deleteHomes(ids).unwrap();
      setSelected(new Set());
      toast({ title: 'Homes deleted successfully' });
    } catch (failure) {
      toast({
        title: 'Failed to delete homes',
        description: errorMessage(failure, `Failed to delete ${ids.length} homes`),
        variant: 'destructive',
      });
    } finally {
      setConfirmOpen(false);
    }
  }

  return (
    <>
      <PageHeading
        title="Your Home"
        subtitle="All the homes in your home book."
        actions={
          <>
            {selectedIds.length > 0 && (
              <Button variant="outlined" color="error" startIcon={<DeleteOutlineRounded />} onClick={askToDelete}>
                Delete Selected ({selectedIds.length})
              </Button>
            )}
            {homes.length > 0 && scanAction}
            <Button component={RouterLink} to="/homes/new" variant="contained" startIcon={<AddRounded />}>
              Add New Home
            </Button>
          </>
        }
      />

      {attention}

      <QuickLinks />

      <Box sx={{ mb: 3 }}>
        <HomeSearchBox value={search} onChange={setSearch} />
      </Box>

      {isLoading ? (
        <PageSpinner label="Loading homes" minHeight={240} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : visibleHomes.length === 0 ? (
        <Paper variant="outlined" sx={{ py: 8, px: 2, textAlign: 'center', bgcolor: 'background.paper' }}>
          <Typography color="text.secondary">
            {homes.length === 0 ? 'No homes added yet.' : 'No homes match your search.'}
          </Typography>
        </Paper>
      ) : (
        <Box
          component="ul"
          aria-label="Homes"
          sx={{
            listStyle: 'none',
            m: 0,
            p: 0,
            display: 'grid',
            gridTemplateColumns: {
              xs: 'minmax(0, 1fr)',
              sm: 'repeat(2, minmax(0, 1fr))',
              md: 'repeat(3, minmax(0, 1fr))',
            },
            gap: 3,
          }}
        >
          {visibleHomes.map((home) => (
            <li key={home.id}>
              <HomeCard home={home} selected={selected.has(home.id)} onToggleSelected={toggleSelected} />
            </li>
          ))}
        </Box>
      )}

      <ConfirmDialog
        open={confirmOpen}
        title="Delete Homes"
        description={deleteHomesQuestion(idsToDelete.length)}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        destructive
        pending={isDeleting}
        onConfirm={confirmDelete}
        onClose={() => setConfirmOpen(false)}
      />
    </>
  );
}
