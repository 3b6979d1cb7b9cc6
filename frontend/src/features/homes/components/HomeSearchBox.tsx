import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { signedInIconPaths } from '../../../shared/plain-ui/signed-in-icon-paths';
import { VoiceSearchButton } from './VoiceSearchButton';

interface HomeSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export const HOME_SEARCH_PLACEHOLDER = 'Search homes by name, address, city, state, or ZIP code...';

/** The home search: typed or spoken. Drawn like MUI's OutlinedInput with adornments (plain-ui-signed-in.css). */
export function HomeSearchBox({ value, onChange }: HomeSearchBoxProps) {
  return (
    <div className="yhb-search">
      <span className="yhb-search__icon">
        <PlainIcon path={signedInIconPaths.searchRounded} />
      </span>
      <input
        className="yhb-search__input"
        type="search"
        value={value}
        onChange={(event) => onChange(event.target.value)}
        placeholder={HOME_SEARCH_PLACEHOLDER}
        aria-label="Search homes"
      />
      <span className="yhb-search__end">
        <VoiceSearchButton onTranscript={onChange} />
      </span>
    </div>
  );
}
