import CalendarMonthOutlined from '@mui/icons-material/CalendarMonthOutlined';
import Button from '@mui/material/Button';
import Popover from '@mui/material/Popover';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format } from 'date-fns';
import { useId, useState } from 'react';

interface DatePickerButtonProps {
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** Accessible name of the button, e.g. 'Start date'. */
  label?: string;
  disabled?: boolean;
  minDate?: Date;
  maxDate?: Date;
}

/** A button reading 'Pick a date' (or the chosen date, e.g. 'January 5, 2025') that opens a calendar. */
export function DatePickerButton({ value, onChange, label, disabled, minDate, maxDate }: DatePickerButtonProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const text = value ? format(value, 'MMMM d, yyyy') : 'Pick a date';

  return (
    <>
      <Button
        variant="outlined"
        color="inherit"
        startIcon={<CalendarMonthOutlined />}
        disabled={disabled}
        aria-label={label ? `${label}: ${text}` : undefined}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        sx={{ justifyContent: 'flex-start', color: value ? 'text.primary' : 'text.secondary' }}
      >
        {text}
      </Button>
      <Popover
        id={popoverId}
        open={anchor !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
      >
        <LocalizationProvider dateAdapter={AdapterDateFns}>
          <DateCalendar
            value={value}
            minDate={minDate}
            maxDate={maxDate}
            onChange={(date: Date | null, selectionState?: string) => {
              onChange(date);
              if (selectionState !== 'partial') setAnchor(null);
            }}
          />
        </LocalizationProvider>
      </Popover>
    </>
  );
}
