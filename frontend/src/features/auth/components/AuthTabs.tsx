import { useRef, type KeyboardEvent } from 'react';

export interface AuthTab<Value extends string> {
  value: Value;
  label: string;
  /** The id of the tab; its panel is labelled by it. */
  id: string;
  /** The id of the panel the tab shows. */
  panelId: string;
}

interface AuthTabsProps<Value extends string> {
  tabs: AuthTab<Value>[];
  value: Value;
  onChange: (value: Value) => void;
  'aria-label': string;
}

/**
 * Two full-width tabs (Login, Register) with the keyboard rules of the WAI-ARIA tabs pattern (manual
 * activation): the selected tab is in the tab order, arrow keys, Home and End move the focus, Enter or
 * Space selects. Drawn like MUI's Tabs with plain CSS (auth-page.css): the first page has no MUI.
 */
export function AuthTabs<Value extends string>({ tabs, value, onChange, ...labelling }: AuthTabsProps<Value>) {
  const refs = useRef<(HTMLButtonElement | null)[]>([]);

  /** Arrow keys, Home and End move the focus; Enter, Space or a click selects (like MUI's Tabs). */
  function onKeyDown(event: KeyboardEvent, index: number) {
    const target = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    refs.current[(target + tabs.length) % tabs.length]?.focus();
  }

  return (
    <div role="tablist" aria-label={labelling['aria-label']} className="auth-tabs">
      {tabs.map((tab, index) => {
        const selected = tab.value === value;
        return (
          <button
            key={tab.value}
            ref={(element) => {
              refs.current[index] = element;
            }}
            type="button"
            role="tab"
            id={tab.id}
            className="auth-tabs__tab"
            aria-controls={tab.panelId}
            aria-selected={selected}
            tabIndex={selected ? 0 : -1}
            onClick={() => onChange(tab.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
