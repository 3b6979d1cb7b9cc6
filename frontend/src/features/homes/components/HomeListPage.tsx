import { lazy, Suspense, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/api-error';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useGetHomesQuery } from '../../../shared/homes/homes-api';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
import { useToast } from '../../../shared/toast/use-toast';
import { useDeleteHomesMutation } from '../api';
import { filterHomes } from '../home-search';
import { HomeCard } from './HomeCard';
import { HomeSearchBox } from './HomeSearchBox';
import { QuickLinks } from './QuickLinks';
import './home-list.css';

// MUI's Dialog: loaded when first asked for (the list itself is plain, so it paints before MUI loads).
const ConfirmDialog = lazy(async () => ({
  default: (await import('../../../shared/components/ConfirmDialog')).ConfirmDialog,
}));

export function deleteHomesQuestion(count: number) {
  return `Are you sure you want to delete ${count} home(s)? This action cannot be undone. All equipment associated with this home will also be deleted.`;
}

interface HomeListPageProps {
  /** SLOT under the heading: the 'Needs attention' panel (care feature), composed in by the route. */
  attention?: ReactNode;
  /**
   * True while the attention slot's data is on its way: the page shows its spinner until then, so the panel
   * does not push the quick links and the homes down when it arrives (a layout shift).
   */
  attentionLoading?: boolean;
  /** SLOT for the 'Scan a label' action (equipment feature), composed in by the route. */
  scanAction?: ReactNode;
}

/**
 * /: the user's homes as cards, with search, multi-select delete and quick links. Drawn in plain CSS
 * (home-list.css) so it paints before MUI has loaded; the delete dialog is MUI's, loaded when first asked.
 */
export function HomeListPage({ attention, attentionLoading = false, scanAction }: HomeListPageProps = {}) {
  const { data: homes = [], isLoading, error } = useGetHomesQuery();
  const [deleteHomes, { isLoading: isDeleting }] = useDeleteHomesMutation();
  const { toast } = useToast();
  const [search, setSearch] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<number>>(() => new Set());
  const [confirmOpen, setConfirmOpen] = useState(false);
  const [confirmAsked, setConfirmAsked] = useState(false);
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
    setConfirmAsked(true);
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
              <button type="button" className="yhb-button yhb-button--outlined yhb-button--error" onClick={askToDelete}>
                <span className="yhb-button__start-icon">
                  <PlainIcon path={signedInIconPaths.deleteOutlineRounded} />
                </span>
                Delete Selected ({selectedIds.length})
              </button>
            )}
            {homes.length > 0 && scanAction}
            <RouterLink to="/homes/new" className="yhb-button">
              <span className="yhb-button__start-icon">
                <PlainIcon path={signedInIconPaths.addRounded} />
              </span>
              Add New Home
            </RouterLink>
          </>
        }
      />

      {isLoading || attentionLoading ? (
        <PageSpinner label="Loading homes" minHeight={240} />
      ) : (
        <>
          {attention}

          <QuickLinks />

          <div className="yhb-home-search">
            <HomeSearchBox value={search} onChange={setSearch} />
          </div>

          {error ? (
            <div className="yhb-alert" role="alert">
              <div className="yhb-alert__icon">
                <PlainIcon name="errorOutline" />
              </div>
              <div className="yhb-alert__message">{errorMessage(error)}</div>
            </div>
          ) : visibleHomes.length === 0 ? (
            <div className="yhb-paper yhb-home-list__empty">
              <p>{homes.length === 0 ? 'No homes added yet.' : 'No homes match your search.'}</p>
            </div>
          ) : (
            <ul aria-label="Homes" className="yhb-home-list">
              {visibleHomes.map((home) => (
                <li key={home.id}>
                  <HomeCard home={home} selected={selected.has(home.id)} onToggleSelected={toggleSelected} />
                </li>
              ))}
            </ul>
          )}
        </>
      )}

      {confirmAsked && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
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
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}
