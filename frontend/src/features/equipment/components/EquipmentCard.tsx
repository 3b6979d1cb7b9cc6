import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { PlainImageUpload } from '../../../shared/components/PlainImageUpload';
import { checkImageFile } from '../../../shared/files/image-file-checks';
import { classNames } from '../../../shared/plain-ui/class-names';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { formatMoney, useCurrency } from '../../../shared/money/money';
import { LazyMuiTheme } from '../../../shared/theme/LazyMuiTheme';
import type { Equipment } from '../equipment';
import type { EquipmentStatus, EquipmentViewMode, WarrantyState } from '../equipment-view';

const loadActionsMenu = () => import('./EquipmentActionsMenu');
// MUI's Menu: loaded at the first click; pointing at 'More actions' or focusing it starts the download.
const EquipmentActionsMenu = lazy(async () => ({ default: (await loadActionsMenu()).EquipmentActionsMenu }));

export interface EquipmentCardActions {
  onTroubleshoot: (equipment: Equipment) => void;
  onManageWarranty: (equipment: Equipment) => void;
  /** Absent until the chat feature is composed in: the menu item shows, disabled. */
  onChatSupport?: (equipment: Equipment) => void;
  onEdit: (equipment: Equipment) => void;
  onTakePhoto: (equipment: Equipment, file: File) => void;
  onDelete: (equipment: Equipment) => void;
  /** SLOT (care feature): opens the Maintenance dialog; without it there is no 'Maintenance' item. */
  onMaintenance?: (equipment: Equipment) => void;
  /** SLOT (recalls feature): opens the equipment's safety recalls; without it there is no 'Safety recalls' item. */
  onSafetyRecalls?: (equipment: Equipment) => void;
  /** SLOT (care feature): the maintenance chip and age shown under the details. */
  renderCare?: (equipment: Equipment) => ReactNode;
  /**
   * A viewer of a shared home (issue 15): no 'Edit Equipment', 'Take Photo' or 'Delete Equipment'; the
   * warranty is only viewed.
   */
  readOnly?: boolean;
}

interface EquipmentCardProps extends EquipmentCardActions {
  equipment: Equipment;
  /** 'Analyzing...' or 'Uploading...' while a photo taken from this card is read or uploaded. */
  busyLabel?: string | null;
  /** What the route knows from other features (warranty status); absent → nothing shown. */
  status?: EquipmentStatus;
  /** 'cards': the grid card; 'list': one compact row. */
  layout?: EquipmentViewMode;
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <p className="yhb-body2 yhb-equipment-card__detail">
      <span className="yhb-equipment-card__detail-label">{label}:</span> {value}
    </p>
  );
}

/** A money line, in the instance's currency (asked for only when there is an amount to show). */
function MoneyDetail({
  label,
  cents,
  before,
  after,
}: {
  label: string;
  cents: number;
  before?: string | null;
  after?: string | null;
}) {
  const currency = useCurrency();
  return <Detail label={label} value={[before, formatMoney(cents, currency), after].filter(Boolean).join(' · ')} />;
}

/** The inventory fields that are filled in (issue 44): room, quantity, purchase and replacement cost. */
function InventoryDetails({ equipment }: { equipment: Equipment }) {
  const { purchaseDate, purchasePriceCents, purchasedFrom, replacementCostCents } = equipment;
  return (
    <>
      {equipment.room && <Detail label="Room" value={equipment.room} />}
      {equipment.quantity > 1 && <Detail label="Quantity" value={String(equipment.quantity)} />}
      {purchasePriceCents !== null ? (
        <MoneyDetail label="Purchased" cents={purchasePriceCents} before={purchaseDate} after={purchasedFrom} />
      ) : (
        (purchaseDate || purchasedFrom) && (
          <Detail label="Purchased" value={[purchaseDate, purchasedFrom].filter(Boolean).join(' · ')} />
        )
      )}
      {replacementCostCents !== null && <MoneyDetail label="Replacement cost" cents={replacementCostCents} />}
    </>
  );
}

const WARRANTY_COLORS = { Active: 'success', 'Expiring Soon': 'warning', Expired: 'error' } as const;

function WarrantyChip({ state }: { state: WarrantyState }) {
  return (
    <span className={`yhb-chip yhb-chip--outlined yhb-chip--outlined-${WARRANTY_COLORS[state]}`}>
      <span className="yhb-chip__label">{`Warranty: ${state}`}</span>
    </span>
  );
}

/** The card's element id: a QR label's link scrolls to it. */
export const equipmentCardId = (id: number) => `equipment-${id}`;

/**
 * 'More actions': the secondary actions of a card. The button is plain; its menu (`EquipmentActionsMenu`)
 * is MUI's, loaded at the first click.
 */
function MoreActionsMenu({ equipment, actions }: { equipment: Equipment; actions: EquipmentCardActions }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [everOpened, setEverOpened] = useState(false);
  const menuId = useId();
  return (
    <>
      <button
        type="button"
        className="yhb-icon-button"
        // Each card's menu button has its own name (a list of 26 'More actions' says nothing).
        aria-label={`More actions for ${equipment.name}`}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        onPointerEnter={() => void loadActionsMenu()}
        onFocus={() => void loadActionsMenu()}
        onClick={(event) => {
          setEverOpened(true);
          setAnchor(event.currentTarget);
        }}
      >
        <PlainIcon path={signedInIconPaths.moreVertRounded} />
      </button>
      {everOpened && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <EquipmentActionsMenu
              id={menuId}
              equipment={equipment}
              actions={actions}
              anchor={anchor}
              onClose={() => setAnchor(null)}
            />
          </LazyMuiTheme>
        </Suspense>
      )}
    </>
  );
}

/** The one action a card keeps in sight: 'Edit Equipment' (completed) or 'Take Photo' (not completed). */
function PrimaryAction({
  equipment,
  busyLabel,
  actions,
  compact,
}: {
  equipment: Equipment;
  busyLabel: string | null;
  actions: EquipmentCardActions;
  compact: boolean;
}) {
  if (actions.readOnly) return null;
  return equipment.completed ? (
    <button
      type="button"
      className={classNames('yhb-button', compact && 'yhb-button--outlined yhb-button--small-size')}
      onClick={() => actions.onEdit(equipment)}
    >
      <span className="yhb-button__start-icon">
        <PlainIcon path={signedInIconPaths.editOutlined} />
      </span>
      Edit Equipment
    </button>
  ) : (
    <PlainImageUpload
      label="Take Photo"
      busyLabel={busyLabel ?? undefined}
      busy={busyLabel !== null}
      capture="environment"
      check={checkImageFile}
      onSelect={(file) => actions.onTakePhoto(equipment, file)}
      iconPath={signedInIconPaths.cameraAltOutlined}
      variant={compact ? 'outlined' : 'contained'}
      size={compact ? 'small' : 'medium'}
    />
  );
}

/**
 * One piece of equipment: photo, name, details, warranty and maintenance state, its main action and the
 * 'More actions' menu. As a card in the grid, or as one compact row of the list view.
 */
export function EquipmentCard({
  equipment,
  busyLabel = null,
  status,
  layout = 'cards',
  ...actions
}: EquipmentCardProps) {
  const [mainPhoto] = equipment.photos;
  const states = (
    <>
      {status?.warranty && <WarrantyChip state={status.warranty} />}
      {actions.renderCare?.(equipment)}
    </>
  );

  if (layout === 'list') {
    const brandModel = [equipment.brand, equipment.modelNumber].filter(Boolean).join(' · ');
    return (
      <article id={equipmentCardId(equipment.id)} aria-label={equipment.name} className="yhb-equipment-row">
        {mainPhoto ? (
          <img className="yhb-equipment-row__photo" src={mainPhoto} alt={`Photo of ${equipment.name}`} />
        ) : (
          <div aria-hidden className="yhb-equipment-row__photo yhb-equipment-row__photo--none" />
        )}
        <div className="yhb-equipment-row__body">
          <h4 className="yhb-equipment-row__name">{equipment.name}</h4>
          <p className="yhb-body2 yhb-equipment-row__brand">
            {brandModel || 'Brand and model not known'}
            {equipment.installationDate ? ` · ${equipment.installationDate}` : ''}
          </p>
          <div className="yhb-chip-row yhb-equipment-row__states">{states}</div>
          <div className="yhb-equipment-row__action">
            <PrimaryAction equipment={equipment} busyLabel={busyLabel} actions={actions} compact />
          </div>
        </div>
        <MoreActionsMenu equipment={equipment} actions={actions} />
      </article>
    );
  }

  return (
    <article id={equipmentCardId(equipment.id)} aria-label={equipment.name} className="yhb-card yhb-equipment-card">
      {mainPhoto && <img className="yhb-equipment-card__photo" src={mainPhoto} alt={`Photo of ${equipment.name}`} />}
      <div className="yhb-equipment-card__content">
        <div className="yhb-equipment-card__details">
          <h4 className="yhb-h6 yhb-equipment-card__name">{equipment.name}</h4>
          <Detail label="Brand" value={equipment.brand || 'N/A'} />
          <Detail label="Model" value={equipment.modelNumber || 'N/A'} />
          <Detail label="Serial" value={equipment.serialNumber || 'N/A'} />
          {equipment.installationDate && <Detail label="Est. Installation Year" value={equipment.installationDate} />}
          <InventoryDetails equipment={equipment} />
          {equipment.notes && <Detail label="Notes" value={equipment.notes} />}
        </div>
        <div className="yhb-chip-row">{states}</div>
        <div className="yhb-equipment-card__actions">
          <div className="yhb-equipment-card__primary">
            <PrimaryAction equipment={equipment} busyLabel={busyLabel} actions={actions} compact={false} />
          </div>
          <MoreActionsMenu equipment={equipment} actions={actions} />
        </div>
      </div>
    </article>
  );
}
