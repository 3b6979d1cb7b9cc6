import { useId, useState, type ReactNode } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { errorMessage, isApiError, serverMessage } from '../../../shared/api/api-error';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { PlainImageUpload } from '../../../shared/components/PlainImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { canEditHome, formatHomeAddress, type Home } from '../../../shared/homes/home';
import { SharedHomeBadge } from '../../../shared/homes/SharedHomeBadge';
import { PlainErrorAlert } from '../../../shared/plain-ui/PlainErrorAlert';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { useSmallScreen } from '../../../shared/plain-ui/use-small-screen';
import { useToast } from '../../../shared/toast/use-toast';
import { useGetHomeQuery, useUploadHomePhotoMutation } from '../api';
import './home-detail.css';

interface HomeDetailPageProps {
  /**
   * SLOT for the equipment list (equipment issue): 'Equipment List' heading, summary, sections.
   * Features do not import each other, so the route that renders this page passes it in.
   */
  renderEquipment?: (home: Home) => ReactNode;
  /**
   * SLOT for the heading's secondary actions (export, home book, QR labels of the archive feature; sharing). On a
   * phone they wait behind 'Home actions', so the equipment shows without scrolling (docs/mobile.md).
   */
  renderActions?: (home: Home) => ReactNode;
  /** SLOT for 'Scan a label' (equipment feature): always at hand (the floating camera button on a phone). */
  renderScanAction?: (home: Home) => ReactNode;
}

function BackToHomesButton() {
  return (
    <RouterLink to="/" className="yhb-button yhb-button--outlined">
      <span className="yhb-button__start-icon">
        <PlainIcon path={signedInIconPaths.arrowBackRounded} />
      </span>
      Back to Your Home
    </RouterLink>
  );
}

function HomeNotFound() {
  return (
    <div className="yhb-paper yhb-home-not-found">
      <h1 className="yhb-h5 yhb-home-not-found__title">Home not found</h1>
      <p className="yhb-home-not-found__text">This home does not exist or is no longer in your home book.</p>
      <BackToHomesButton />
    </div>
  );
}

/**
 * /homes/:id: the home's name, address and photo, then its equipment. Shows nothing of it until loaded.
 * Drawn in plain CSS (home-detail.css), so it paints before MUI has loaded (docs/architecture.md, "First page").
 */
export function HomeDetailPage({ renderEquipment, renderActions, renderScanAction }: HomeDetailPageProps) {
  const { id } = useParams();
  const homeId = Number(id);
  const validId = Number.isSafeInteger(homeId) && homeId > 0;
  const { data: home, error } = useGetHomeQuery(homeId, { skip: !validId });
  const [uploadPhoto, { isLoading: isUploading }] = useUploadHomePhotoMutation();
  const { toast } = useToast();
  const smallScreen = useSmallScreen();
  const [actionsOpen, setActionsOpen] = useState(false);
  const actionsId = useId();

  if (!validId || (isApiError(error) && error.status === 404)) return <HomeNotFound />;
  if (error) {
    return (
      <div className="yhb-home-error">
        <PlainErrorAlert>{errorMessage(error)}</PlainErrorAlert>
        <BackToHomesButton />
      </div>
    );
  }
  if (!home) return <PageSpinner label="Loading home" />;

  async function handlePhoto(file: File) {
    try {
      await uploadPhoto({ homeId, file }).unwrap();
      toast({ title: 'Photo uploaded successfully' });
    } catch (failure) {
      toast({
        title: 'Failed to upload photo',
        // The server's own words when it sent some (e.g. 'Please upload an image smaller than 5MB').
        description: serverMessage(failure, '') || undefined,
        variant: 'destructive',
      });
    }
  }

  return (
    <>
      <PageHeading
        title={home.name}
        subtitle={
          home.access === 'owner' ? (
            formatHomeAddress(home)
          ) : (
            <>
              {formatHomeAddress(home)}
              <SharedHomeBadge home={home} style={{ marginLeft: formatHomeAddress(home) ? 8 : 0 }} />
            </>
          )
        }
        actions={
          <>
            <BackToHomesButton />
            {renderScanAction?.(home)}
            {smallScreen && (
              <button
                type="button"
                className="yhb-button yhb-button--outlined"
                aria-expanded={actionsOpen}
                aria-controls={actionsId}
                onClick={() => setActionsOpen((open) => !open)}
              >
                <span className="yhb-button__start-icon">
                  <PlainIcon
                    path={actionsOpen ? signedInIconPaths.expandLessRounded : signedInIconPaths.expandMoreRounded}
                  />
                </span>
                Home actions
              </button>
            )}
            {/* Stays mounted when folded away: a dialog opened from it lives on. */}
            <div
              id={actionsId}
              className="yhb-home-actions"
              hidden={smallScreen && !actionsOpen}
              role={smallScreen ? 'group' : undefined}
              aria-label={smallScreen ? 'Home actions' : undefined}
            >
              {canEditHome(home) && (
                <PlainImageUpload
                  label="Add/Update Home Photo"
                  busyLabel="Uploading..."
                  busy={isUploading}
                  accept="image/*"
                  capture="environment"
                  check={checkImageFile}
                  onSelect={handlePhoto}
                  iconPath={signedInIconPaths.addAPhotoOutlined}
                  variant="contained"
                />
              )}
              {renderActions?.(home)}
            </div>
          </>
        }
      />

      {home.photoUrl && <img className="yhb-home-photo" src={home.photoUrl} alt={`Photo of ${home.name}`} />}

      {/* ── SLOT: equipment list (equipment issue) ── */}
      {renderEquipment?.(home)}
    </>
  );
}
