import Menu from '@mui/material/Menu';
import { useRef, type ReactNode } from 'react';

interface ActionMenuProps {
  id: string;
  /** The menu's accessible name ('Actions for …'). */
  label: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  /**
   * The items. `afterClose(action)` makes an item's click handler: it closes the menu, and the action runs
   * once the menu has closed and given focus back to its button, so a dialog the action opens returns focus
   * there when it closes.
   */
  children: (afterClose: (action: (() => void) | undefined) => () => void) => ReactNode;
}

/** A 'More actions' menu opened from a button: MUI's Menu, right-aligned under its anchor. */
export function ActionMenu({ id, label, anchor, onClose, children }: ActionMenuProps) {
  const pending = useRef<(() => void) | null>(null);
  const afterClose = (action: (() => void) | undefined) => () => {
    pending.current = action ?? null;
    onClose();
  };
  const runPending = () => {
    const action = pending.current;
    pending.current = null;
    action?.();
  };
  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={anchor !== null}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ list: { 'aria-label': label }, transition: { onExited: runPending } }}
    >
      {children(afterClose)}
    </Menu>
  );
}
