import { lazy, Suspense, useId, useRef, useState, type KeyboardEvent, type MouseEvent } from 'react';
import { classNames } from '../plain-ui/class-names';
import { PlainIcon } from '../plain-ui/PlainIcon';
import { signedInIconPaths } from '../plain-ui/signed-in-icon-paths';
import { LazyMuiTheme } from '../theme/LazyMuiTheme';
import type { SelectOption } from './SelectListMenu';

const loadSelectListMenu = () => import('./SelectListMenu');
// MUI's Menu: loaded when a select first opens; pointing at a select or focusing it starts the download.
const SelectListMenu = lazy(async () => ({ default: (await loadSelectListMenu()).SelectListMenu }));

interface PlainSelectProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  onChange: (value: T) => void;
  className?: string;
}

const OPEN_KEYS = new Set([' ', 'ArrowUp', 'ArrowDown', 'Enter']);

/**
 * A small outlined select drawn like MUI's (`<FormControl size="small"><InputLabel/><Select/>`): the same
 * combobox (labelled by its label, `aria-haspopup="listbox"`, `aria-expanded`, opened by a press of the
 * mouse or by Space, Enter and the arrow keys) in plain HTML and CSS, so a page paints it before MUI has
 * loaded. Its list is MUI's Menu (`SelectListMenu`), loaded at the first opening; focus returns to the
 * select when it closes.
 */
export function PlainSelect<T extends string>({ label, value, options, onChange, className }: PlainSelectProps<T>) {
  const id = useId();
  const labelId = `${id}-label`;
  const listboxId = `${id}-listbox`;
  const boxRef = useRef<HTMLDivElement>(null);
  const comboboxRef = useRef<HTMLDivElement>(null);
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const [openedBy, setOpenedBy] = useState<'keyboard' | 'pointer'>('pointer');
  const shown = options.find((option) => option.value === value)?.label ?? '';

  function openList(by: 'keyboard' | 'pointer') {
    setOpenedBy(by);
    setEverOpened(true);
    setOpen(true);
  }

  function handleMouseDown(event: MouseEvent<HTMLDivElement>) {
    if (event.button !== 0) return;
    // As MUI's: the press opens the list and keeps the focus on the select.
    event.preventDefault();
    comboboxRef.current?.focus();
    openList('pointer');
  }

  function handleKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (!OPEN_KEYS.has(event.key)) return;
    event.preventDefault();
    openList('keyboard');
  }

  return (
    <div className={classNames('yhb-field yhb-field--shrink yhb-select', open && 'yhb-select--open', className)}>
      <label className="yhb-field__label" id={labelId}>
        {label}
      </label>
      <div className="yhb-field__box yhb-select__box" ref={boxRef}>
        <div
          ref={comboboxRef}
          className="yhb-select__display"
          tabIndex={0}
          role="combobox"
          aria-controls={open ? listboxId : undefined}
          aria-expanded={open ? 'true' : 'false'}
          aria-haspopup="listbox"
          aria-labelledby={labelId}
          onMouseDown={handleMouseDown}
          onKeyDown={handleKeyDown}
          onPointerEnter={() => void loadSelectListMenu()}
          onFocus={() => void loadSelectListMenu()}
        >
          {shown}
        </div>
        <PlainIcon path={signedInIconPaths.arrowDropDown} className="yhb-select__icon" />
        <fieldset aria-hidden="true" className="yhb-field__outline">
          <legend>
            <span>{label}</span>
          </legend>
        </fieldset>
      </div>
      {everOpened && (
        <Suspense fallback={null}>
          <LazyMuiTheme>
            <SelectListMenu
              anchor={boxRef.current}
              open={open}
              listboxId={listboxId}
              labelId={labelId}
              options={options}
              value={value}
              onPick={(picked) => {
                setOpen(false);
                if (picked !== value) onChange(picked as T);
              }}
              onClose={() => setOpen(false)}
              openedBy={openedBy}
            />
          </LazyMuiTheme>
        </Suspense>
      )}
    </div>
  );
}
