import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  MouseSensor,
  TouchSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { useEffect, useRef } from 'react';
import type { Issue, SectionValue } from '../api/types';
import { FieldIssues } from '../form/FieldIssues';
import { countBySeverity, startsWith } from '../form/paths';
import { Button } from '../ui/Button';
import { focusRing, tokens } from '../ui/tokens';
import { IssueBadge } from './IssueBadge';
import { OutlineItem } from './OutlineItem';
import { useOutlineOrder } from './use-outline-order';
import { sectionName } from './section-label';

export type Selection = 'page' | number;

export interface OutlineProps {
  sections: SectionValue[];
  issues: Issue[];
  selected: Selection;
  onSelect: (selection: Selection) => void;
  /** Answers whether the move was saved; a refused one puts the dropped section back. */
  onMove: (from: number, to: number) => Promise<boolean> | void;
  onDuplicate: (index: number) => void;
  onDelete: (index: number) => void;
  onAdd: () => void;
}

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`;

const PAGE_KEYS = new Set(['title', 'description', 'image', 'noindex', 'catchAll']);

/** The page's sections in order: select, reorder (drag and drop, or buttons), duplicate, delete, add; page-wide issues on top. */
export function Outline({ sections, issues, selected, onSelect, onMove, onDuplicate, onDelete, onAdd }: OutlineProps) {
  const list = useRef<HTMLElement>(null);
  // A dropped section stays where it was dropped while the move is on its way to the server.
  const { shown, ids, move } = useOutlineOrder(sections, onMove, list);
  // The selected section stays in sight: on opening the editor at a section, and after a pick in the preview.
  // Once per selection, as soon as its item is in the list (the sections may arrive after the selection).
  const inSight = useRef<number | null>(null);
  useEffect(() => {
    if (typeof selected !== 'number') inSight.current = null;
    if (typeof selected !== 'number' || inSight.current === selected) return;
    const item = list.current?.querySelector(`[data-outline-index="${selected}"]`);
    if (!item) return;
    item.scrollIntoView?.({ block: 'nearest' });
    inSight.current = selected;
  }, [selected, sections]);
  const nameOf = (id: string | number) => {
    const place = ids.indexOf(String(id));
    return sectionName(sections[shown[place]!]!, place);
  };
  const position = (id: string | number) => `${ids.indexOf(String(id)) + 1} of ${ids.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active }) => `Picked up ${nameOf(active.id)}, at position ${position(active.id)}.`,
    onDragOver: ({ active, over }) =>
      over ? `${nameOf(active.id)} is over position ${position(over.id)}.` : `${nameOf(active.id)} is no longer over the list.`,
    onDragEnd: ({ active, over }) =>
      over ? `${nameOf(active.id)} was dropped at position ${position(over.id)}.` : `${nameOf(active.id)} was dropped where it was.`,
    onDragCancel: ({ active }) => `Moving was cancelled. ${nameOf(active.id)} stays at position ${position(active.id)}.`,
  };
  const sensors = useSensors(
    useSensor(MouseSensor, { activationConstraint: { distance: 4 } }),
    useSensor(TouchSensor, { activationConstraint: { delay: 200, tolerance: 8 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    move(ids.indexOf(String(active.id)), ids.indexOf(String(over.id)), true);
  };

  const pageWide = issues.filter((issue) => (issue.path ?? []).length === 0 || (issue.path.length === 1 && issue.path[0] === 'sections'));
  const pageFields = countBySeverity(issues.filter((issue) => PAGE_KEYS.has(String(issue.path?.[0]))));
  const total = countBySeverity(issues);
  return (
    <nav ref={list} aria-label="Page outline" css={{ padding: tokens.space.md }}>
      <h2 css={{ fontSize: tokens.font.size.lg, margin: `0 0 ${tokens.space.sm}` }}>Outline</h2>
      <p
        data-page-health=""
        css={{
          margin: `0 0 ${tokens.space.sm}`,
          fontWeight: 600,
          color: total.errors ? tokens.color.danger : total.warnings ? tokens.color.warning : tokens.color.success,
        }}
      >
        {total.errors || total.warnings
          ? `${total.errors ? 'Invalid' : 'Valid'}: ${plural(total.errors, 'error')}, ${plural(total.warnings, 'warning')}`
          : 'Valid: no issues'}
      </p>
      <FieldIssues issues={pageWide} />
      <button
        type="button"
        onClick={() => onSelect('page')}
        aria-current={selected === 'page' || undefined}
        css={{
          display: 'block',
          width: '100%',
          textAlign: 'left',
          font: 'inherit',
          fontWeight: 700,
          margin: `${tokens.space.sm} 0`,
          padding: tokens.space.sm,
          color: tokens.color.text,
          background: selected === 'page' ? tokens.color.accentSoft : tokens.color.surface,
          border: `1px solid ${selected === 'page' ? tokens.color.accent : tokens.color.border}`,
          borderRadius: tokens.radius.md,
          cursor: 'pointer',
          ...focusRing,
        }}
      >
        Page settings
        <IssueBadge {...pageFields} />
      </button>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable:
              'To move a section, press Space or Enter on its handle, move it with the up and down arrow keys, then press Space or Enter to drop it, or Escape to cancel.',
          },
        }}
      >
        <SortableContext items={ids} strategy={verticalListSortingStrategy}>
          <ol aria-label="Sections" css={{ listStyle: 'none', margin: 0, padding: 0 }}>
            {shown.map((index, position) => (
              <OutlineItem
                key={ids[position]}
                id={ids[position]!}
                index={position}
                count={shown.length}
                section={sections[index]!}
                selected={selected === position}
                issues={countBySeverity(issues.filter((issue) => startsWith(issue.path ?? [], ['sections', index])))}
                onSelect={() => onSelect(position)}
                onMove={(to) => move(position, to, false)}
                onDuplicate={() => onDuplicate(position)}
                onDelete={() => onDelete(position)}
              />
            ))}
          </ol>
        </SortableContext>
      </DndContext>
      <Button tone="primary" onClick={onAdd} css={{ width: '100%', marginTop: tokens.space.sm }} aria-haspopup="dialog">
        Add section
      </Button>
    </nav>
  );
}
