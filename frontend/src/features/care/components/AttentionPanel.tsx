import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { PlainIcon } from '../../../shared/plain-ui/PlainIcon';
import { useGetAttentionQuery } from '../api';
import { attentionLink, type AttentionKind } from '../care';
import './attention-panel.css';

const LABELS: Record<AttentionKind, { label: string; color: 'error' | 'warning' | 'info' | 'default' }> = {
  recall: { label: 'Recall', color: 'error' },
  'maintenance-overdue': { label: 'Overdue', color: 'error' },
  'warranty-expired': { label: 'Warranty expired', color: 'error' },
  'maintenance-due': { label: 'Due soon', color: 'warning' },
  'warranty-expiring': { label: 'Warranty expiring', color: 'warning' },
  'end-of-life': { label: 'Plan replacement', color: 'info' },
  incomplete: { label: 'Incomplete', color: 'default' },
};

/** How many items show before 'Show all'. */
const FIRST = 5;

/**
 * 'Needs attention' at the top of the home list: the server's list (most urgent first); each item opens its
 * equipment (a recall: its safety recalls). Plain HTML and CSS (attention-panel.css: MUI's outlined Paper, small Chips and a dense list),
 * as it is part of the home list's first paint.
 */
export function AttentionPanel() {
  const { data: items = [], error } = useGetAttentionQuery();
  const [all, setAll] = useState(false);
  const navigate = useNavigate();
  // Secondary to the page: a failure is logged (base query), the home list still shows.
  if (error || !items.length) return null;
  const shown = all ? items : items.slice(0, FIRST);
  return (
    <section aria-labelledby="attention-title" className="yhb-paper yhb-attention">
      <div className="yhb-attention__header">
        <PlainIcon name="errorOutlineRounded" className="yhb-attention__icon" />
        <h2 id="attention-title" className="yhb-h6">
          Needs attention
        </h2>
        <span className="yhb-chip" aria-label={`${items.length} items`}>
          <span className="yhb-chip__label">{items.length}</span>
        </span>
      </div>
      <ul className="yhb-attention__list">
        {shown.map((item) => {
          const { label, color } = LABELS[item.kind];
          // A service due with unknown history has no date: 'Due', not 'Due soon'.
          const shownLabel = item.kind === 'maintenance-due' && !item.dueDate ? 'Due' : label;
          return (
            <li key={`${item.kind}-${item.equipmentId}`}>
              <button type="button" className="yhb-attention__item" onClick={() => navigate(attentionLink(item))}>
                <span
                  className={
                    color === 'default'
                      ? 'yhb-chip yhb-attention__kind'
                      : `yhb-chip yhb-chip--${color} yhb-attention__kind`
                  }
                >
                  <span className="yhb-chip__label">{shownLabel}</span>
                </span>
                <span className="yhb-attention__text">
                  <span className="yhb-attention__title">{item.title}</span>
                  {item.detail && <span className="yhb-attention__detail">{item.detail}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {items.length > FIRST && (
        <button
          type="button"
          className="yhb-button yhb-button--text yhb-button--small"
          onClick={() => setAll((value) => !value)}
        >
          {all ? 'Show fewer' : `Show all ${items.length}`}
        </button>
      )}
    </section>
  );
}
