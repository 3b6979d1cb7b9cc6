import ArrowDownwardRounded from '@mui/icons-material/ArrowDownwardRounded';
import ArrowUpwardRounded from '@mui/icons-material/ArrowUpwardRounded';
import DragIndicatorRounded from '@mui/icons-material/DragIndicatorRounded';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import { errorMessage } from '../../../shared/api/api-error';
import { PageHeading } from '../../../shared/components/PageHeading';
import { PageSpinner } from '../../../shared/components/PageSpinner';
import { useGetCategoriesQuery, type EquipmentCategory } from '../api';
import { moveItem } from '../reorder';

type FocusTarget = 'item' | 'up' | 'down';

const DRAG_TYPE = 'text/plain';
const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
  border: 0,
  padding: 0,
  margin: '-1px',
} as const;
const INSTRUCTIONS_ID = 'category-reorder-instructions';

/** /templates/builder: the equipment categories as cards the user can put in any order (kept on this page only). */
export function TemplateBuilderPage() {
  const { data: categories, isLoading, error } = useGetCategoriesQuery();
  // Ids in the user's order; null until the user moves something.
  const [order, setOrder] = useState<number[] | null>(null);
  const [draggedId, setDraggedId] = useState<number | null>(null);
  const [dropTargetId, setDropTargetId] = useState<number | null>(null);
  const [announcement, setAnnouncement] = useState('');
  const [focusRequest, setFocusRequest] = useState<{ id: number; target: FocusTarget } | null>(null);
  const elements = useRef(new Map<string, HTMLElement>());

  const ordered = useMemo(() => {
    if (!categories) return [];
    if (!order) return categories;
    const byId = new Map(categories.map((category) => [category.id, category]));
    const kept = order.flatMap((id) => byId.get(id) ?? []);
    // Categories that arrived after the user started ordering go at the end.
    return [...kept, ...categories.filter((category) => !order.includes(category.id))];
  }, [categories, order]);

  // Keyboard moves re-order the DOM; put the focus back where the user was.
  useEffect(() => {
    if (!focusRequest) return;
    const { id, target } = focusRequest;
    const button = elements.current.get(`${id}:${target}`) as HTMLButtonElement | undefined;
    const element = button && !button.disabled ? button : elements.current.get(`${id}:item`);
    element?.focus();
  }, [focusRequest]);

  function register(key: string) {
    return (element: HTMLElement | null) => {
      if (element) elements.current.set(key, element);
      else elements.current.delete(key);
    };
  }

  function move(id: number, to: number): boolean {
    const from = ordered.findIndex((category) => category.id === id);
    if (from === -1 || to < 0 || to >= ordered.length || from === to) return false;
    const next = moveItem(ordered, from, to);
    setOrder(next.map((category) => category.id));
    setAnnouncement(`${ordered[from].name} moved to position ${to + 1} of ${ordered.length}`);
    return true;
  }

  function moveBy(category: EquipmentCategory, index: number, offset: -1 | 1, target: FocusTarget) {
    if (move(category.id, index + offset)) setFocusRequest({ id: category.id, target });
  }

  function handleKeyDown(event: KeyboardEvent, category: EquipmentCategory, index: number) {
    if (!event.altKey || (event.key !== 'ArrowUp' && event.key !== 'ArrowDown')) return;
    event.preventDefault();
    const fromItem = event.target === event.currentTarget;
    const offset = event.key === 'ArrowUp' ? -1 : 1;
    moveBy(category, index, offset, fromItem ? 'item' : offset === -1 ? 'up' : 'down');
  }

  function handleDragStart(event: DragEvent, category: EquipmentCategory) {
    setDraggedId(category.id);
    if (event.dataTransfer) {
      event.dataTransfer.effectAllowed = 'move';
      event.dataTransfer.setData(DRAG_TYPE, String(category.id));
    }
  }

  function handleDragOver(event: DragEvent, category: EquipmentCategory) {
    event.preventDefault();
    if (event.dataTransfer) event.dataTransfer.dropEffect = 'move';
    if (dropTargetId !== category.id) setDropTargetId(category.id);
  }

  function handleDragLeave(event: DragEvent, category: EquipmentCategory) {
    if (event.currentTarget.contains(event.relatedTarget as Node | null)) return;
    if (dropTargetId === category.id) setDropTargetId(null);
  }

  function handleDrop(event: DragEvent, index: number) {
    event.preventDefault();
    const carried = Number(event.dataTransfer?.getData(DRAG_TYPE));
    const id = draggedId ?? (Number.isInteger(carried) ? carried : null);
    if (id !== null) move(id, index);
    endDrag();
  }

  function endDrag() {
    setDraggedId(null);
    setDropTargetId(null);
  }

  return (
    <Box sx={{ maxWidth: 760, mx: 'auto' }}>
      <PageHeading title="Template Builder" subtitle="Arrange the equipment categories in the order you like." />

      {isLoading ? (
        <PageSpinner label="Loading categories" minHeight={240} />
      ) : error ? (
        <Alert severity="error">{errorMessage(error)}</Alert>
      ) : ordered.length === 0 ? (
        <Typography color="text.secondary">No categories available.</Typography>
      ) : (
        <>
          <Typography id={INSTRUCTIONS_ID} variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            Drag a category onto another to move it there, or use the arrow buttons (Alt+Arrow Up / Alt+Arrow Down).
          </Typography>
          <Box component="ul" aria-label="Categories" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1.5 }}>
            {ordered.map((category, index) => {
              const isDragged = draggedId === category.id;
              const isTarget = dropTargetId === category.id && draggedId !== null && !isDragged;
              const nameId = `category-${category.id}-name`;
              return (
                <Paper
                  component="li"
                  key={category.id}
                  ref={register(`${category.id}:item`)}
                  variant="outlined"
                  draggable
                  tabIndex={0}
                  aria-labelledby={nameId}
                  aria-describedby={INSTRUCTIONS_ID}
                  data-category-id={category.id}
                  onDragStart={(event) => handleDragStart(event, category)}
                  onDragOver={(event) => handleDragOver(event, category)}
                  onDragLeave={(event) => handleDragLeave(event, category)}
                  onDrop={(event) => handleDrop(event, index)}
                  onDragEnd={endDrag}
                  onKeyDown={(event) => handleKeyDown(event, category, index)}
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    gap: { xs: 1, sm: 1.5 },
                    p: { xs: 1.5, sm: 2 },
                    cursor: 'grab',
                    userSelect: 'none',
                    opacity: isDragged ? 0.45 : 1,
                    borderColor: isTarget ? 'primary.main' : 'divider',
                    borderStyle: isTarget ? 'dashed' : 'solid',
                    bgcolor: isTarget ? 'rgba(29, 95, 209, 0.05)' : 'background.paper',
                    transition: 'border-color 120ms, background-color 120ms, opacity 120ms',
                    '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.main', outlineOffset: 2 },
                  }}
                >
                  <DragIndicatorRounded color="action" aria-hidden />
                  <Box
                    aria-hidden
                    sx={{
                      flexShrink: 0,
                      width: 28,
                      height: 28,
                      borderRadius: '50%',
                      display: 'grid',
                      placeItems: 'center',
                      bgcolor: 'primary.main',
                      color: 'primary.contrastText',
                      fontSize: 13,
                      fontWeight: 700,
                    }}
                  >
                    {index + 1}
                  </Box>
                  <Box sx={{ flex: 1, minWidth: 0 }}>
                    <Typography id={nameId} sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                      {category.name}
                    </Typography>
                    <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                      {category.description || 'No description available'}
                    </Typography>
                  </Box>
                  <IconButton
                    ref={register(`${category.id}:up`)}
                    aria-label={`Move ${category.name} up`}
                    disabled={index === 0}
                    onClick={() => moveBy(category, index, -1, 'up')}
                    size="small"
                  >
                    <ArrowUpwardRounded fontSize="small" />
                  </IconButton>
                  <IconButton
                    ref={register(`${category.id}:down`)}
                    aria-label={`Move ${category.name} down`}
                    disabled={index === ordered.length - 1}
                    onClick={() => moveBy(category, index, 1, 'down')}
                    size="small"
                  >
                    <ArrowDownwardRounded fontSize="small" />
                  </IconButton>
                </Paper>
              );
            })}
          </Box>
        </>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </Box>
  );
}
