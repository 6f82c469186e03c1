import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { SectionValue } from '../api/types';
import { buttonStyle } from '../ui/recipe';
import { focusRing, tokens } from '../ui/tokens';
import { IssueBadge } from './IssueBadge';
import { sectionName, sectionSummary, sectionTypeName } from './section-label';

export interface OutlineItemProps {
  id: string;
  index: number;
  count: number;
  section: SectionValue;
  selected: boolean;
  issues: { errors: number; warnings: number };
  onSelect: () => void;
  onMove: (to: number) => void;
  onDuplicate: () => void;
  onDelete: () => void;
}

const small = { ...buttonStyle('ghost', 'sm'), minWidth: '32px', padding: '4px 6px' };

/** One section in the outline: a drag handle (mouse, touch, keyboard), its name (selects it) and its actions. */
export function OutlineItem({ id, index, count, section, selected, issues, onSelect, onMove, onDuplicate, onDelete }: OutlineItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  const name = sectionName(section, index);
  return (
    <li
      ref={setNodeRef}
      data-outline-index={index}
      data-outline-key={id}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      css={{
        display: 'grid',
        gridTemplateColumns: 'auto 1fr',
        gap: tokens.space.xs,
        padding: tokens.space.xs,
        marginBottom: tokens.space.xs,
        background: selected ? tokens.color.accentSoft : tokens.color.surface,
        border: `1px solid ${selected ? tokens.color.accent : tokens.color.border}`,
        borderRadius: tokens.radius.md,
        boxShadow: isDragging ? tokens.shadow.raised : 'none',
        position: 'relative',
        zIndex: isDragging ? 2 : 'auto',
      }}
    >
      <button
        ref={setActivatorNodeRef}
        type="button"
        {...attributes}
        {...listeners}
        aria-label={`Drag to reorder ${name}`}
        title="Drag to reorder (or Space, then the arrow keys)"
        css={{
          ...small,
          cursor: isDragging ? 'grabbing' : 'grab',
          touchAction: 'none',
          gridRow: 'span 2',
          alignSelf: 'stretch',
          fontSize: '1.1rem',
        }}
      >
        <span aria-hidden="true">⠿</span>
      </button>
      <button
        type="button"
        onClick={onSelect}
        aria-current={selected || undefined}
        css={{
          textAlign: 'left',
          font: 'inherit',
          color: tokens.color.text,
          background: 'transparent',
          border: 0,
          borderRadius: tokens.radius.sm,
          padding: '2px 4px',
          cursor: 'pointer',
          minWidth: 0,
          ...focusRing,
        }}
      >
        <span css={{ display: 'block', fontWeight: 700 }}>{`${index + 1}. ${sectionTypeName(section.type)}`}</span>
        <span
          css={{
            display: 'block',
            color: tokens.color.muted,
            fontSize: tokens.font.size.sm,
            overflow: 'hidden',
            textOverflow: 'ellipsis',
            whiteSpace: 'nowrap',
          }}
        >
          {sectionSummary(section) || '(no title)'}
        </span>
        <IssueBadge {...issues} />
      </button>
      <div role="group" aria-label={`Actions for ${name}`} css={{ display: 'flex', flexWrap: 'wrap', gap: '2px' }}>
        <button
          type="button"
          css={small}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
          aria-label={`Move ${name} up`}
          title="Move up"
        >
          ↑
        </button>
        <button
          type="button"
          css={small}
          disabled={index === count - 1}
          onClick={() => onMove(index + 1)}
          aria-label={`Move ${name} down`}
          title="Move down"
        >
          ↓
        </button>
        <button type="button" css={small} onClick={onDuplicate} aria-label={`Duplicate ${name}`} title="Duplicate">
          Duplicate
        </button>
        <button
          type="button"
          css={{ ...small, color: tokens.color.danger }}
          onClick={onDelete}
          aria-label={`Delete ${name}`}
          title="Delete"
        >
          Delete
        </button>
      </div>
    </li>
  );
}
