import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { focusRing, tokens } from './tokens';

export interface TabsProps<T extends string> {
  label: string;
  tabs: readonly { id: T; label: string }[];
  selected: T;
  onSelect: (id: T) => void;
  children: ReactNode;
}

/** Tabs as the ARIA pattern has them: one tab stop, arrow keys, Home and End move between tabs. */
export function Tabs<T extends string>({ label, tabs, selected, onSelect, children }: TabsProps<T>) {
  const base = useId();
  const list = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.id === selected);
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const tab = tabs[(next + tabs.length) % tabs.length]!;
    onSelect(tab.id);
    list.current?.querySelector<HTMLElement>(`#${CSS.escape(`${base}-${tab.id}`)}`)?.focus();
  };
  return (
    <div css={{ display: 'flex', flexDirection: 'column', minHeight: 0, height: '100%' }}>
      <div
        role="tablist"
        aria-label={label}
        ref={list}
        onKeyDown={onKeyDown}
        css={{ display: 'flex', gap: tokens.space.xs, borderBottom: `1px solid ${tokens.color.border}`, padding: `0 ${tokens.space.md}` }}
      >
        {tabs.map((tab) => (
          <button
            key={tab.id}
            id={`${base}-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={tab.id === selected}
            aria-controls={`${base}-panel`}
            tabIndex={tab.id === selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            css={{
              font: 'inherit',
              fontWeight: 600,
              padding: `${tokens.space.sm} ${tokens.space.md}`,
              border: 0,
              borderBottom: `3px solid ${tab.id === selected ? tokens.color.accent : 'transparent'}`,
              background: 'transparent',
              color: tab.id === selected ? tokens.color.accent : tokens.color.muted,
              cursor: 'pointer',
              ...focusRing,
            }}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div
        id={`${base}-panel`}
        role="tabpanel"
        aria-labelledby={`${base}-${selected}`}
        css={{ flex: 1, minHeight: 0, overflow: 'auto', padding: tokens.space.md }}
      >
        {children}
      </div>
    </div>
  );
}
