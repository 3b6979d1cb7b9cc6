import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';

export interface SelectOption<T extends string> {
  value: T;
  label: string;
}

interface SelectListMenuProps<T extends string> {
  /** The select's box: the list opens below it, at least as wide. */
  anchor: HTMLElement | null;
  open: boolean;
  listboxId: string;
  labelId: string;
  options: readonly SelectOption<T>[];
  value: T;
  onPick: (value: T) => void;
  onClose: () => void;
  /** How the list was opened: a focus ring on its option only when by keyboard (as MUI's Select). */
  openedBy: 'keyboard' | 'pointer';
}

/**
 * The open list of a `PlainSelect`: MUI's Menu as MUI's Select draws it (a listbox labelled by the select's
 * label, options with `aria-selected`, the selected one focused, no wrapping). Loaded when a select is first
 * opened, with MUI (the select's box itself is plain).
 */
export function SelectListMenu<T extends string>({
  anchor,
  open,
  listboxId,
  labelId,
  options,
  value,
  onPick,
  onClose,
  openedBy,
}: SelectListMenuProps<T>) {
  return (
    <Menu
      anchorEl={anchor}
      open={open && anchor !== null}
      onClose={onClose}
      // The selected option takes the focus here rather than by the Menu's autoFocus, which cannot tell a
      // pointer from a keyboard opening once the menu's code loads after the press.
      autoFocus={false}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      transformOrigin={{ vertical: 'top', horizontal: 'center' }}
      slotProps={{
        list: { id: listboxId, role: 'listbox', 'aria-labelledby': labelId, disableListWrap: true },
        paper: { style: { minWidth: anchor?.clientWidth } },
        transition: {
          onEntering: (node: HTMLElement) => {
            const option =
              node.querySelector<HTMLElement>('[role="option"][aria-selected="true"]') ??
              node.querySelector<HTMLElement>('[role="option"]');
            option?.focus({ focusVisible: openedBy === 'keyboard' } as FocusOptions);
          },
        },
      }}
    >
      {options.map((option) => (
        <MenuItem
          key={option.value}
          role="option"
          selected={option.value === value}
          aria-selected={option.value === value ? 'true' : 'false'}
          data-value={option.value}
          onClick={() => onPick(option.value)}
        >
          {option.label}
        </MenuItem>
      ))}
    </Menu>
  );
}
