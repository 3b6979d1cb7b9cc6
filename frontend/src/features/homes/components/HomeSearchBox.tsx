import SearchRounded from '@mui/icons-material/SearchRounded';
import InputAdornment from '@mui/material/InputAdornment';
import OutlinedInput from '@mui/material/OutlinedInput';
import { VoiceSearchButton } from './VoiceSearchButton';

interface HomeSearchBoxProps {
  value: string;
  onChange: (value: string) => void;
}

export const HOME_SEARCH_PLACEHOLDER = 'Search homes by name, address, city, state, or ZIP code...';

/** The home search: typed or spoken. */
export function HomeSearchBox({ value, onChange }: HomeSearchBoxProps) {
  return (
    <OutlinedInput
      fullWidth
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={HOME_SEARCH_PLACEHOLDER}
      sx={{ bgcolor: 'background.paper' }}
      slotProps={{ input: { 'aria-label': 'Search homes' } }}
      startAdornment={
        <InputAdornment position="start">
          <SearchRounded color="action" />
        </InputAdornment>
      }
      endAdornment={
        <InputAdornment position="end">
          <VoiceSearchButton onTranscript={onChange} />
        </InputAdornment>
      }
    />
  );
}
