import { formatDay, type EquipmentCare } from '../care';

interface EquipmentCareSummaryProps {
  /** The equipment's entry of its home's care list (`useGetHomeCareQuery`), read once by the page for all cards. */
  care: EquipmentCare | undefined;
}

type ChipTone = 'error' | 'warning' | 'outlined' | 'outlined-warning' | 'outlined-error';

/** A small chip (MUI's Chip size="small") drawn plain (plain-ui-signed-in.css). */
function Chip({ tone, label, title }: { tone: ChipTone; label: string; title?: string }) {
  const classes = tone.startsWith('outlined')
    ? `yhb-chip yhb-chip--outlined yhb-chip--${tone}`
    : `yhb-chip yhb-chip--${tone}`;
  return (
    <span className={classes} title={title}>
      <span className="yhb-chip__label">{label}</span>
    </span>
  );
}

/**
 * On an equipment card: the maintenance chip (Overdue, Due soon, Service due when the last service is
 * unknown, or the next date) and the age, with
 * 'Plan replacement' or 'Past typical life' when the typical life is (nearly) used up. Plain, as part of the
 * home page's first paint. The page passes each card its entry: one subscription to the care list, not
 * one per card.
 */
export function EquipmentCareSummary({ care }: EquipmentCareSummaryProps) {
  if (!care || (!care.maintenance && !care.life)) return null;
  const { maintenance, life } = care;
  return (
    <div className="yhb-chip-row">
      {maintenance?.status === 'overdue' && maintenance.nextDue && (
        <Chip tone="error" label="Overdue" title={`Maintenance was due ${formatDay(maintenance.nextDue)}`} />
      )}
      {maintenance?.status === 'due-soon' && maintenance.nextDue && (
        <Chip tone="warning" label="Due soon" title={`Maintenance due ${formatDay(maintenance.nextDue)}`} />
      )}
      {maintenance?.status === 'due' && (
        <Chip
          tone="warning"
          label="Service due"
          title="Last service unknown: tell when it was last serviced under Maintenance"
        />
      )}
      {maintenance?.status === 'ok' && maintenance.nextDue && (
        <Chip tone="outlined" label={`Next service ${formatDay(maintenance.nextDue)}`} />
      )}
      {life && (
        <p className="yhb-body2 yhb-chip-row__text">
          Age: {life.ageYears} {life.ageYears === 1 ? 'year' : 'years'} of ~{life.lifeYears}
        </p>
      )}
      {life?.status === 'plan-replacement' && <Chip tone="outlined-warning" label="Plan replacement" />}
      {life?.status === 'past-typical-life' && <Chip tone="outlined-error" label="Past typical life" />}
    </div>
  );
}
