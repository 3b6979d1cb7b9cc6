import { Link as RouterLink } from 'react-router-dom';
import { classNames } from '../../../shared/plain-ui/class-names';
import { formatHomeAddress, ownsHome, type Home } from '../../../shared/homes/home';
import { SharedHomeBadge } from '../../../shared/homes/SharedHomeBadge';
import { HomePhotoPlaceholder } from './HomePhotoPlaceholder';

interface HomeCardProps {
  home: Home;
  selected: boolean;
  onToggleSelected: (homeId: number) => void;
}

/**
 * One home in the list: opens the home when clicked; the checkbox (outside the link) selects it. Plain
 * HTML and CSS (home-list.css, MUI's Card, CardActionArea and Checkbox metrics).
 */
export function HomeCard({ home, selected, onToggleSelected }: HomeCardProps) {
  return (
    <div className={classNames('yhb-card', 'yhb-home-card', selected && 'yhb-home-card--selected')}>
      <RouterLink to={`/homes/${home.id}`} className="yhb-home-card__link">
        {home.photoUrl ? <img className="yhb-home-card__photo" src={home.photoUrl} alt="" /> : <HomePhotoPlaceholder />}
        <div className="yhb-home-card__content">
          <h2 className="yhb-h6 yhb-home-card__name">{home.name}</h2>
          <p className="yhb-body2 yhb-home-card__address">{formatHomeAddress(home)}</p>
          <SharedHomeBadge home={home} style={{ marginTop: 8 }} />
        </div>
      </RouterLink>
      {/* Only the owner deletes a home, so only their own homes are selectable. */}
      {ownsHome(home) && (
        // A label: a tap anywhere on the chip (44 × 44 px on phones, docs/mobile.md) toggles the checkbox.
        <label className="yhb-home-card__select">
          <input
            type="checkbox"
            checked={selected}
            onChange={() => onToggleSelected(home.id)}
            aria-label={`Select ${home.name}`}
          />
        </label>
      )}
    </div>
  );
}
